import { describe, expect, it } from 'vitest';
import { numberAnswerText, unitOf } from '../../../core/tiebreakers';
import { writeClosestNumbers } from '../generators/tiebreakers';
import { BankWriter } from '../writer';
import { CLOSEST_NUMBERS } from './closest-numbers';

describe('closest-number tie-breakers in the bank', () => {
  it('at least 40, each with a unique key and question, a number and a source', () => {
    expect(CLOSEST_NUMBERS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(CLOSEST_NUMBERS.map((f) => f.key)).size).toBe(CLOSEST_NUMBERS.length);
    expect(new Set(CLOSEST_NUMBERS.map((f) => f.question)).size).toBe(CLOSEST_NUMBERS.length);
    for (const fact of CLOSEST_NUMBERS) {
      expect(fact.key, fact.key).toMatch(/^[a-z0-9-]+$/);
      expect(fact.question.endsWith('?'), fact.key).toBe(true);
      expect(Number.isFinite(fact.value), fact.key).toBe(true);
      expect(fact.source.trim().length, fact.key).toBeGreaterThan(5);
      // The unit read back from the answer as read out is the one written.
      expect(unitOf(numberAnswerText(fact.value, fact.unit), fact.value), fact.key).toBe(fact.unit);
    }
  });

  it('writes them as number tie-breakers with stable keys and the answer as read out', () => {
    const w = new BankWriter();
    writeClosestNumbers(w);
    expect(w.tiebreakers).toHaveLength(CLOSEST_NUMBERS.length);
    expect(w.tiebreakers.find((t) => t.bankKey === 'tb-number:eiffel-height')).toEqual({
      bankKey: 'tb-number:eiffel-height',
      question: 'How tall is the Eiffel Tower to the tip of its antenna, in metres (as of 2022)?',
      answers: ['330 metres'],
      kind: 'number',
      numberAnswer: 330,
      source: expect.stringContaining('toureiffel.paris'),
    });
    expect(w.tiebreakers.find((t) => t.bankKey === 'tb-number:berlin-wall-fell')).toMatchObject({
      answers: ['1989'],
      numberAnswer: 1989,
    });
  });
});
