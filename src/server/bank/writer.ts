import { checkQuestionContent, type QuestionKind, TRUE_FALSE_OPTIONS } from '../../core/questions';
import { createRng, type Rng, shuffle } from '../../core/random';
import { questionTextKey } from './text';
import type { BankQuestion, BankTiebreaker, Difficulty } from './types';

/** What every draft may add to its question: the model's fields beyond text and answer. */
interface DraftExtras {
  /** Other answers that count as right when typed (the writer adds the country short forms). */
  variants?: readonly string[];
  /** 'flag:<code>' makes it a picture question. */
  picture?: string | null;
  /** Where the fact can be checked; the generator's data package when not given. */
  source?: string | null;
}

export interface QuestionDraft extends DraftExtras {
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
export interface FixedOptionsDraft extends DraftExtras {
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

/** A question's kind from what it has: a picture, the True/False pair, other options, none. */
function kindFor(options: readonly string[] | null, picture: string | null): QuestionKind {
  if (picture) return 'picture';
  if (!options || options.length === 0) return 'open';
  const isTrueFalse =
    options.length === 2 &&
    TRUE_FALSE_OPTIONS.every((o) => options.some((x) => optionKey(x) === optionKey(o)));
  return isTrueFalse ? 'true_false' : 'multiple_choice';
}

/** Two questions are the same when their text and their picture are. */
function sameQuestionKey(text: string, picture: string | null | undefined): string {
  return picture ? `${questionTextKey(text)}\u0000${picture}` : questionTextKey(text);
}

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
  /** The source a generated question gets when its draft names none (the running generator's data). */
  source: string | null = null;
  /** Accepted short forms of answers (country names), by optionKey of the answer. */
  private answerVariants = new Map<string, readonly string[]>();
  /** Categories whose answers never take those short forms (US states: Georgia is a state). */
  private noVariantCategories = new Set<string>();

  /** Short forms every question whose answer is one of these names accepts. */
  setAnswerVariants(byAnswer: Map<string, readonly string[]>, exceptIn: readonly string[]): void {
    this.answerVariants = byAnswer;
    this.noVariantCategories = new Set(exceptIn);
  }

  /** Runs one generator with its data package as the source of what it writes. */
  withSource(source: string, write: () => void): void {
    const previous = this.source;
    this.source = source;
    try {
      write();
    } finally {
      this.source = previous;
    }
  }

  /**
   * The question as stored: its kind from what it has, its variants, checked by the one
   * consistency rule (src/core/questions.ts checkQuestionContent); a bank bug throws.
   */
  private finish(
    base: Pick<BankQuestion, 'bankKey' | 'category' | 'question' | 'answer' | 'difficulty'>,
    options: readonly string[] | null,
    extras: DraftExtras,
  ): BankQuestion {
    const picture = extras.picture ?? null;
    const shared = this.noVariantCategories.has(base.category)
      ? []
      : (this.answerVariants.get(optionKey(base.answer)) ?? []);
    const checked = checkQuestionContent({
      kind: kindFor(options, picture),
      questionText: base.question,
      correctAnswer: base.answer,
      options,
      answerVariants: [...(extras.variants ?? []), ...shared],
      picture,
    });
    if (checked.error !== null) throw new Error(`${base.bankKey}: ${checked.error}`);
    const { content } = checked;
    return {
      ...base,
      question: content.questionText,
      answer: content.correctAnswer,
      options: content.options,
      kind: content.kind,
      variants: content.answerVariants,
      picture: content.picture,
      source: extras.source ?? this.source,
    };
  }

  /** Texts already taken (the hand-written starter bank), so generated questions never repeat them. */
  reserveQuestionText(text: string): void {
    this.questionTexts.add(questionTextKey(text));
  }

  reserveTiebreakerText(text: string): void {
    this.tiebreakerTexts.add(questionTextKey(text));
  }

  addQuestion(draft: QuestionDraft): boolean {
    if (this.keys.has(draft.key)) throw new Error(`Duplicate bank key ${draft.key}`);
    const textKey = sameQuestionKey(draft.question, draft.picture);
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
    const question = this.finish(
      {
        bankKey: draft.key,
        category: draft.category,
        question: draft.question,
        answer: draft.answer,
        difficulty: draft.difficulty,
      },
      options,
      draft,
    );
    this.keys.add(draft.key);
    this.questionTexts.add(textKey);
    this.questions.push(question);
    return true;
  }

  addFixedOptionsQuestion(draft: FixedOptionsDraft): boolean {
    if (this.keys.has(draft.key)) throw new Error(`Duplicate bank key ${draft.key}`);
    const keys = new Set(draft.options.map(optionKey));
    const count = kindFor(draft.options, null) === 'true_false' ? 2 : OPTION_COUNT;
    if (draft.options.length !== count || keys.size !== count)
      throw new Error(`${draft.key}: options must be ${count} distinct values`);
    if (!keys.has(optionKey(draft.answer)))
      throw new Error(`${draft.key}: answer not among options`);
    const textKey = sameQuestionKey(draft.question, draft.picture);
    if (this.questionTexts.has(textKey)) {
      this.skipped.duplicateText++;
      return false;
    }
    const { key, category, question, answer, difficulty } = draft;
    const finished = this.finish(
      { bankKey: key, category, question, answer, difficulty },
      draft.options,
      draft,
    );
    this.keys.add(draft.key);
    this.questionTexts.add(textKey);
    this.questions.push(finished);
    return true;
  }

  /** A statement whose answer is True or False, shown with those two options. */
  addTrueFalse(draft: {
    key: string;
    category: string;
    question: string;
    isTrue: boolean;
    difficulty: Difficulty;
    source?: string;
  }): boolean {
    const [yes, no] = TRUE_FALSE_OPTIONS;
    return this.addFixedOptionsQuestion({
      ...draft,
      answer: draft.isTrue ? yes : no,
      options: [yes, no],
    });
  }

  hasKey(key: string): boolean {
    return this.keys.has(key);
  }

  /** Starter rows keep their own options (some have none), variants and source. */
  addFixedQuestion(
    question: Pick<BankQuestion, 'bankKey' | 'category' | 'question' | 'answer' | 'difficulty'> &
      DraftExtras & { options: readonly string[] | null },
  ): void {
    if (this.keys.has(question.bankKey)) throw new Error(`Duplicate bank key ${question.bankKey}`);
    const { options, variants, picture, source, ...base } = question;
    const finished = this.finish(base, options, { variants, picture, source: source ?? null });
    this.keys.add(question.bankKey);
    this.questionTexts.add(sameQuestionKey(question.question, picture));
    this.questions.push(finished);
  }

  /**
   * A list tie-breaker (at least `minAnswers` distinct answers) or a closest-number one (its
   * exact value in numberAnswer). Kind and source default to 'list' and the generator's data.
   */
  addTiebreaker(
    draft: Omit<BankTiebreaker, 'kind' | 'numberAnswer' | 'source'> &
      Partial<Pick<BankTiebreaker, 'kind' | 'numberAnswer' | 'source'>>,
    minAnswers = 3,
  ): boolean {
    if (this.keys.has(draft.bankKey)) throw new Error(`Duplicate bank key ${draft.bankKey}`);
    const kind = draft.kind ?? 'list';
    const numberAnswer = draft.numberAnswer ?? null;
    if (kind === 'number' && (numberAnswer === null || !Number.isFinite(numberAnswer)))
      throw new Error(`${draft.bankKey}: a closest-number tie-breaker needs its number`);
    const answers = dedupe(draft.answers);
    if (answers.length < (kind === 'number' ? 1 : minAnswers)) return false;
    const textKey = questionTextKey(draft.question);
    if (this.tiebreakerTexts.has(textKey)) {
      this.skipped.duplicateTiebreaker++;
      return false;
    }
    this.keys.add(draft.bankKey);
    this.tiebreakerTexts.add(textKey);
    this.tiebreakers.push({
      ...draft,
      answers,
      kind,
      numberAnswer: kind === 'number' ? numberAnswer : null,
      source: draft.source ?? this.source,
    });
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
