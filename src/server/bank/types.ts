import type { QuestionKind } from '../../core/questions';

export type Difficulty = 'easy' | 'medium' | 'hard';

export interface BankCategory {
  name: string;
  description: string;
  /** Generated from data tables: at most a third of a mixed round (categories.is_data_heavy). */
  isDataHeavy?: boolean;
}

export interface BankQuestion {
  /** Stable identity across loads: reloading skips a key that is already in the database. */
  bankKey: string;
  category: string;
  question: string;
  answer: string;
  difficulty: Difficulty;
  /** The answer and three distractors, shuffled; null for the few hand-written starter rows without options. */
  options: string[] | null;
  /** src/core/questions.ts QuestionKind; checked with checkQuestionContent when loaded. */
  kind: QuestionKind;
  /** Other answers that count as right when typed. */
  variants: string[];
  /** 'flag:<code>' for a flag question; null otherwise. */
  picture: string | null;
  /** Where the fact can be checked. */
  source: string | null;
}

export interface BankTiebreaker {
  bankKey: string;
  question: string;
  /** Every accepted answer, most relevant first; for a closest-number one, the number as read out. */
  answers: string[];
  kind: 'list' | 'number';
  /** The closest-number kind's exact value. */
  numberAnswer: number | null;
  source: string | null;
}

export interface Bank {
  categories: BankCategory[];
  questions: BankQuestion[];
  tiebreakers: BankTiebreaker[];
}
