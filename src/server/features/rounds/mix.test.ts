import { describe, expect, it } from 'vitest';
import { createRng } from '../../../core/random';
import { type MixCandidate, mixRuleFor, pickMixed } from './mix';

/** `n` candidates of one category. */
function group(name: string, n: number, heavy = false): MixCandidate[] {
  return Array.from({ length: n }, (_, i) => ({ id: `${name}-${i}`, group: name, heavy }));
}

function countBy(picked: MixCandidate[], key: (c: MixCandidate) => string) {
  const counts = new Map<string, number>();
  for (const c of picked) counts.set(key(c), (counts.get(key(c)) ?? 0) + 1);
  return counts;
}

describe('mixRuleFor', () => {
  it('caps a randomized round at 3 a category and 3 data-heavy; a choice of n at max(3, ceil(10/n))', () => {
    expect(mixRuleFor(0)).toEqual({ perGroup: 3, heavy: 3 });
    expect(mixRuleFor(1)).toEqual({ perGroup: 10, heavy: null });
    expect(mixRuleFor(2)).toEqual({ perGroup: 5, heavy: null });
    expect(mixRuleFor(3)).toEqual({ perGroup: 4, heavy: null });
    expect(mixRuleFor(4)).toEqual({ perGroup: 3, heavy: null });
    expect(mixRuleFor(12)).toEqual({ perGroup: 3, heavy: null });
  });
});

describe('pickMixed', () => {
  it('keeps a randomized round to 3 of a category and 3 data-heavy, over many seeds', () => {
    const candidates = [
      ...group('a', 6),
      ...group('b', 6),
      ...group('c', 6),
      ...group('', 6),
      ...group('h1', 6, true),
      ...group('h2', 6, true),
      ...group('h3', 6, true),
    ];
    for (let seed = 0; seed < 200; seed++) {
      const picked = pickMixed(candidates, 10, mixRuleFor(0), createRng(`s${seed}`));
      expect(picked).toHaveLength(10);
      expect(new Set(picked.map((c) => c.id)).size).toBe(10);
      expect(Math.max(...countBy(picked, (c) => c.group).values())).toBeLessThanOrEqual(3);
      expect(picked.filter((c) => c.heavy).length).toBeLessThanOrEqual(3);
    }
  });

  it('fills from what is left when the caps cannot be met: a full round beats a short one', () => {
    const candidates = [...group('a', 8), ...group('h', 8, true)];
    const picked = pickMixed(candidates, 10, mixRuleFor(0), createRng('fill'));
    expect(picked).toHaveLength(10);
    // The capped ones first: 3 of a, 3 data-heavy, then the rest.
    expect(picked.slice(0, 6).filter((c) => c.heavy)).toHaveLength(3);
    expect(pickMixed(group('a', 4), 10, mixRuleFor(0), createRng('x'))).toHaveLength(4);
  });

  it('spreads a choice of categories: at most max(3, ceil(10/n)) of one, no data-heavy cap', () => {
    const candidates = [...group('h1', 20, true), ...group('h2', 20, true)];
    for (let seed = 0; seed < 50; seed++) {
      const picked = pickMixed(candidates, 10, mixRuleFor(2), createRng(`c${seed}`));
      expect([...countBy(picked, (c) => c.group).values()]).toEqual([5, 5]);
    }
  });

  it('counts what the round already holds (a replacement joins the other 9)', () => {
    const taken = [
      ...group('a', 3),
      ...group('b', 3),
      ...group('h', 3, true),
      ...group('c', 1),
    ].slice(0, 9);
    const candidates = [
      ...group('a', 5),
      ...group('b', 5),
      ...group('h2', 5, true),
      ...group('d', 1),
    ];
    for (let seed = 0; seed < 30; seed++) {
      const [one] = pickMixed(candidates, 1, mixRuleFor(0), createRng(`r${seed}`), taken);
      expect(one.group).toBe('d');
    }
  });

  it('draws each category about as often over many rounds', () => {
    const candidates = ['a', 'b', 'c', 'd', 'e'].flatMap((g) => group(g, 6));
    const totals = new Map<string, number>();
    for (let seed = 0; seed < 400; seed++) {
      for (const c of pickMixed(candidates, 10, mixRuleFor(0), createRng(`f${seed}`)))
        totals.set(c.group, (totals.get(c.group) ?? 0) + 1);
    }
    for (const n of totals.values()) expect(n / 4000).toBeGreaterThan(0.17);
  });
});
