import { QUESTIONS_PER_ROUND } from '../../../core/game';
import { type Rng, shuffle } from '../../../core/random';

// The category mix of a round (docs/decisions/0055-round-category-mix.md): which of the drawn
// candidates make the round. Pure, so the rule is tested apart from the SQL that reads them.

/** A question the draw may use: its id, its category ('' for Uncategorized), data-heavy or not. */
export interface MixCandidate {
  id: string;
  group: string;
  heavy: boolean;
}

/** How many of one category a round may hold, and of data-heavy categories (null: no cap). */
export interface MixRule {
  perGroup: number;
  heavy: number | null;
}

/** At most this many of one category in a randomized round of 10. */
const RANDOM_PER_CATEGORY = 3;

/**
 * The rule of a round of `size`: randomized (no category chosen) caps each category at 3 and
 * data-heavy categories at a third; a host's choice of n categories caps each at
 * max(3, ceil(size / n)) and leaves data-heavy ones alone.
 */
export function mixRuleFor(chosenCount: number, size = QUESTIONS_PER_ROUND): MixRule {
  if (chosenCount === 0) {
    return {
      perGroup: Math.ceil((RANDOM_PER_CATEGORY * size) / QUESTIONS_PER_ROUND),
      heavy: Math.floor(size / 3),
    };
  }
  return { perGroup: Math.max(RANDOM_PER_CATEGORY, Math.ceil(size / chosenCount)), heavy: null };
}

/**
 * `count` of the candidates in a random order: first those the caps allow (counting the
 * questions the round already holds, `taken`), then, when too few remain to keep the caps, the
 * rest in the same random order: a full round beats a short one.
 */
export function pickMixed<T extends MixCandidate>(
  candidates: readonly T[],
  count: number,
  rule: MixRule,
  rng: Rng,
  taken: readonly Omit<MixCandidate, 'id'>[] = [],
): T[] {
  const perGroup = new Map<string, number>();
  let heavy = 0;
  const add = (c: Omit<MixCandidate, 'id'>) => {
    perGroup.set(c.group, (perGroup.get(c.group) ?? 0) + 1);
    if (c.heavy) heavy += 1;
  };
  for (const c of taken) add(c);
  const order = shuffle(candidates, rng);
  const picked: T[] = [];
  const left: T[] = [];
  for (const c of order) {
    const fits =
      picked.length < count &&
      (perGroup.get(c.group) ?? 0) < rule.perGroup &&
      (rule.heavy === null || !c.heavy || heavy < rule.heavy);
    if (fits) {
      picked.push(c);
      add(c);
    } else left.push(c);
  }
  for (const c of left) {
    if (picked.length >= count) break;
    picked.push(c);
  }
  return picked;
}

/**
 * How many candidates the draw reads per category: a few more than the cap allows, so the pick
 * has a choice within each category, and together at least PICK_WINDOW (so a host who picks one
 * category still draws 10 of the first 40, as before).
 */
export function candidatesPerGroup(rule: MixRule, groups: number, window: number): number {
  return Math.max(2 * rule.perGroup, Math.ceil(window / Math.max(1, groups)));
}

/** Whether `picked` is a full round that keeps the rule (counting what the round already holds). */
export function keepsMix(
  picked: readonly MixCandidate[],
  count: number,
  rule: MixRule,
  taken: readonly Omit<MixCandidate, 'id'>[] = [],
): boolean {
  if (picked.length < count) return false;
  const perGroup = new Map<string, number>();
  let heavy = 0;
  for (const c of [...taken, ...picked]) {
    perGroup.set(c.group, (perGroup.get(c.group) ?? 0) + 1);
    if (c.heavy) heavy += 1;
  }
  if ([...perGroup.values()].some((n) => n > rule.perGroup)) return false;
  return rule.heavy === null || heavy <= rule.heavy;
}
