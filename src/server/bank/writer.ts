import { createRng, type Rng, shuffle } from '../../core/random';
import { questionTextKey } from './text';
import type { BankQuestion, BankTiebreaker, Difficulty } from './types';

export interface QuestionDraft {
  key: string;
  category: string;
  question: string;
  answer: string;
  difficulty: Difficulty;
  /** Candidate distractors in groups, the most plausible group first; each group is shuffled. */
  distractors: readonly (readonly string[])[];
  /** Values that are also right (or too close to the answer) and so never offered. */
  exclude?: readonly string[];
  /** 'numeric' lists the options in ascending order (years, counts) instead of shuffling them. */
  order?: 'shuffle' | 'numeric';
}

/** A question whose text names its own options ("Which is larger: A, B, C or D?"). */
export interface FixedOptionsDraft {
  key: string;
  category: string;
  question: string;
  answer: string;
  difficulty: Difficulty;
  options: readonly string[];
}

/** The key under which two options count as the same: case and accents ignored. */
export function optionKey(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export const OPTION_COUNT = 4;

/**
 * Collects the bank: every question gets exactly three distractors of the same kind as its
 * answer, and a text no other question has (the first one written wins).
 */
export class BankWriter {
  readonly questions: BankQuestion[] = [];
  readonly tiebreakers: BankTiebreaker[] = [];
  readonly skipped = { duplicateText: 0, tooFewDistractors: 0, duplicateTiebreaker: 0 };
  private readonly questionTexts = new Set<string>();
  private readonly tiebreakerTexts = new Set<string>();
  private readonly keys = new Set<string>();

  /** Texts already taken (the hand-written starter bank), so generated questions never repeat them. */
  reserveQuestionText(text: string): void {
    this.questionTexts.add(questionTextKey(text));
  }

  reserveTiebreakerText(text: string): void {
    this.tiebreakerTexts.add(questionTextKey(text));
  }

  addQuestion(draft: QuestionDraft): boolean {
    if (this.keys.has(draft.key)) throw new Error(`Duplicate bank key ${draft.key}`);
    const textKey = questionTextKey(draft.question);
    if (this.questionTexts.has(textKey)) {
      this.skipped.duplicateText++;
      return false;
    }
    const rng = createRng(draft.key);
    const chosen = pickDistractors(rng, draft.answer, draft.distractors, draft.exclude);
    if (!chosen) {
      this.skipped.tooFewDistractors++;
      return false;
    }
    const options =
      draft.order === 'numeric'
        ? [draft.answer, ...chosen].sort((a, b) => leadingNumber(a) - leadingNumber(b))
        : shuffle([draft.answer, ...chosen], rng);
    this.keys.add(draft.key);
    this.questionTexts.add(textKey);
    this.questions.push({
      bankKey: draft.key,
      category: draft.category,
      question: draft.question,
      answer: draft.answer,
      difficulty: draft.difficulty,
      options,
    });
    return true;
  }

  addFixedOptionsQuestion(draft: FixedOptionsDraft): boolean {
    if (this.keys.has(draft.key)) throw new Error(`Duplicate bank key ${draft.key}`);
    const keys = new Set(draft.options.map(optionKey));
    if (draft.options.length !== OPTION_COUNT || keys.size !== OPTION_COUNT)
      throw new Error(`${draft.key}: options must be ${OPTION_COUNT} distinct values`);
    if (!keys.has(optionKey(draft.answer)))
      throw new Error(`${draft.key}: answer not among options`);
    const textKey = questionTextKey(draft.question);
    if (this.questionTexts.has(textKey)) {
      this.skipped.duplicateText++;
      return false;
    }
    this.keys.add(draft.key);
    this.questionTexts.add(textKey);
    const { options, key, ...rest } = draft;
    this.questions.push({ ...rest, bankKey: key, options: [...options] });
    return true;
  }

  hasKey(key: string): boolean {
    return this.keys.has(key);
  }

  /** Starter rows keep their own options (some have none). */
  addFixedQuestion(question: BankQuestion): void {
    if (this.keys.has(question.bankKey)) throw new Error(`Duplicate bank key ${question.bankKey}`);
    this.keys.add(question.bankKey);
    this.questionTexts.add(questionTextKey(question.question));
    this.questions.push(question);
  }

  addTiebreaker(tiebreaker: BankTiebreaker, minAnswers = 3): boolean {
    if (this.keys.has(tiebreaker.bankKey))
      throw new Error(`Duplicate bank key ${tiebreaker.bankKey}`);
    const answers = dedupe(tiebreaker.answers);
    if (answers.length < minAnswers) return false;
    const textKey = questionTextKey(tiebreaker.question);
    if (this.tiebreakerTexts.has(textKey)) {
      this.skipped.duplicateTiebreaker++;
      return false;
    }
    this.keys.add(tiebreaker.bankKey);
    this.tiebreakerTexts.add(textKey);
    this.tiebreakers.push({ ...tiebreaker, answers });
    return true;
  }
}

/**
 * Three distractors from the groups in order (each group shuffled), never the answer, an
 * excluded value or a repeat; null when the groups hold fewer than three.
 */
export function pickDistractors(
  rng: Rng,
  answer: string,
  groups: readonly (readonly string[])[],
  exclude: readonly string[] = [],
): string[] | null {
  const taken = new Set([optionKey(answer), ...exclude.map(optionKey)]);
  const chosen: string[] = [];
  for (const group of groups) {
    for (const candidate of shuffle(group, rng)) {
      if (chosen.length === OPTION_COUNT - 1) break;
      const k = optionKey(candidate);
      if (!k || taken.has(k)) continue;
      taken.add(k);
      chosen.push(candidate);
    }
  }
  return chosen.length === OPTION_COUNT - 1 ? chosen : null;
}

function dedupe(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return values.filter((v) => {
    const k = optionKey(v);
    if (!k || seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

function leadingNumber(value: string): number {
  const match = value.replace(/,/g, '').match(/-?\d+(\.\d+)?/);
  return match ? Number(match[0]) : 0;
}
