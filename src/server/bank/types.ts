export type Difficulty = 'easy' | 'medium' | 'hard';

export interface BankCategory {
  name: string;
  description: string;
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
}

export interface BankTiebreaker {
  bankKey: string;
  question: string;
  /** Every accepted answer, most relevant first. */
  answers: string[];
}

export interface Bank {
  categories: BankCategory[];
  questions: BankQuestion[];
  tiebreakers: BankTiebreaker[];
}
