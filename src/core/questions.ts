import { z } from 'zod';
import { createRng, shuffle } from './random';

// The question model (docs/question-bank.md): what every way in (admin dialogs, review,
// submissions, bulk upload, the bank) checks a question against, and how it is shown.

export const QUESTION_KINDS = [
  'multiple_choice',
  'true_false',
  'open',
  'picture',
  'number',
] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const QUESTION_KIND_LABELS: Record<QuestionKind, string> = {
  multiple_choice: 'Multiple choice',
  true_false: 'True or false',
  open: 'Open answer',
  picture: 'Picture',
  number: 'Number',
};

export const QUESTION_TEXT_MAX = 1000;
export const ANSWER_MAX = 300;
export const OPTIONS_MIN = 2;
export const OPTIONS_MAX = 6;
export const VARIANTS_MAX = 20;
export const TRUE_FALSE_OPTIONS = ['True', 'False'] as const;

export const QUESTION_MESSAGES = {
  optionsNeeded: `A multiple-choice question needs ${OPTIONS_MIN} to ${OPTIONS_MAX} different options`,
  answerNotAnOption: 'The correct answer must be one of the options',
  trueFalseAnswer: 'The answer to a true or false question is True or False',
  numberAnswer: 'The answer to a number question must be a number, such as 330 or 1.5',
  pictureNeeded: 'A picture question needs a picture',
  badPicture: 'That picture does not exist',
  tooManyVariants: `At most ${VARIANTS_MAX} accepted variants`,
} as const;

/** A flag's code: ISO 3166 alpha-2 in lower case, or a subdivision ("gb-eng"). */
export const FLAG_CODE = /^[a-z]{2}(-[a-z]{2,4})?$/;

/** 'flag:<code>' for a flag the product ships, 'upload:<uuid>' for one an admin uploaded. */
export const PICTURE_REF = new RegExp(
  `^(flag:${FLAG_CODE.source.slice(1, -1)}|upload:[0-9a-f-]{36})$`,
);

/** Where the browser loads a picture from; null when the question has none. */
export function pictureUrl(ref: string | null | undefined): string | null {
  if (!ref || !PICTURE_REF.test(ref)) return null;
  const [kind, value] = [ref.slice(0, ref.indexOf(':')), ref.slice(ref.indexOf(':') + 1)];
  return kind === 'flag' ? `/pictures/flags/${value}.svg` : `/api/pictures/${value}`;
}

/** Case, accents and runs of spaces ignored: two options or variants that are the same. */
export function sameText(a: string, b: string): boolean {
  return textKey(a) === textKey(b);
}

function textKey(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** A number answer as a number ("1,234.5", "-3", "330"); null when it is not one. */
export function parseNumberAnswer(value: string): number | null {
  const cleaned = value.trim().replace(/(\d),(?=\d{3}\b)/g, '$1');
  if (!/^[-+]?(\d+(\.\d+)?|\.\d+)$/.test(cleaned)) return null;
  const n = Number(cleaned);
  return Number.isFinite(n) ? n : null;
}

/** Trimmed, blanks and repeats (and the answer itself) dropped, first spelling kept. */
export function cleanVariants(variants: readonly string[], answer: string): string[] {
  const seen = new Set([textKey(answer)]);
  const out: string[] = [];
  for (const raw of variants) {
    const v = raw.trim();
    const k = textKey(v);
    if (!k || seen.has(k)) continue;
    seen.add(k);
    out.push(v);
  }
  return out;
}

/** A question's content, before its consistency is checked. */
export interface QuestionContentInput {
  kind: QuestionKind;
  questionText: string;
  correctAnswer: string;
  options?: readonly string[] | null;
  answerVariants?: readonly string[] | null;
  picture?: string | null;
}

/** A question's content as it is stored: consistent for its kind. */
export interface QuestionContent {
  kind: QuestionKind;
  questionText: string;
  correctAnswer: string;
  /** The options as written (rounds shuffle them); null for open and number questions. */
  options: string[] | null;
  answerVariants: string[];
  picture: string | null;
}

/**
 * The one consistency rule for a question's kind, answer and options. Returns the content as
 * it is stored (the answer spelled as its option, True/False canonical, options dropped where
 * the kind has none), or the problem in words.
 */
export function checkQuestionContent(
  input: QuestionContentInput,
): { content: QuestionContent; error: null } | { content: null; error: string } {
  const fail = (error: string) => ({ content: null, error }) as const;
  const questionText = input.questionText.trim();
  let correctAnswer = input.correctAnswer.trim();
  const picture = input.picture?.trim() || null;
  if (picture && !PICTURE_REF.test(picture)) return fail(QUESTION_MESSAGES.badPicture);
  let options: string[] | null = null;
  const given = (input.options ?? []).map((o) => o.trim()).filter(Boolean);

  switch (input.kind) {
    case 'true_false': {
      const match = TRUE_FALSE_OPTIONS.find((o) => sameText(o, correctAnswer));
      if (!match) return fail(QUESTION_MESSAGES.trueFalseAnswer);
      correctAnswer = match;
      options = [...TRUE_FALSE_OPTIONS];
      break;
    }
    case 'number':
      if (parseNumberAnswer(correctAnswer) === null) return fail(QUESTION_MESSAGES.numberAnswer);
      break;
    case 'open':
      break;
    case 'multiple_choice':
    case 'picture': {
      if (input.kind === 'picture' && !picture) return fail(QUESTION_MESSAGES.pictureNeeded);
      // A picture question may be asked with options or open.
      if (input.kind === 'picture' && given.length === 0) break;
      const distinct = given.filter((o, i) => given.findIndex((p) => sameText(p, o)) === i);
      if (
        distinct.length !== given.length ||
        given.length < OPTIONS_MIN ||
        given.length > OPTIONS_MAX
      )
        return fail(QUESTION_MESSAGES.optionsNeeded);
      const match = given.find((o) => sameText(o, correctAnswer));
      if (!match) return fail(QUESTION_MESSAGES.answerNotAnOption);
      correctAnswer = match;
      options = given;
      break;
    }
  }
  const answerVariants = cleanVariants(input.answerVariants ?? [], correctAnswer);
  if (answerVariants.length > VARIANTS_MAX) return fail(QUESTION_MESSAGES.tooManyVariants);
  return {
    content: { kind: input.kind, questionText, correctAnswer, options, answerVariants, picture },
    error: null,
  };
}

const line = (max: number) => z.string().max(max, `At most ${max} characters`);

/**
 * The content fields as every form and the upload send them; `message` is the screen's word
 * for a blank question or answer. A schema made of them is checked with withQuestionContent.
 */
export function questionContentFields(message: string) {
  return {
    kind: z.enum(QUESTION_KINDS).default('open'),
    questionText: z
      .string({ error: message })
      .trim()
      .min(1, message)
      .max(QUESTION_TEXT_MAX, `At most ${QUESTION_TEXT_MAX} characters`),
    correctAnswer: z
      .string({ error: message })
      .trim()
      .min(1, message)
      .max(ANSWER_MAX, `At most ${ANSWER_MAX} characters`),
    multipleChoiceOptions: z
      .array(line(ANSWER_MAX))
      .max(OPTIONS_MAX * 2)
      .nullable()
      .optional(),
    answerVariants: z
      .array(line(ANSWER_MAX))
      .max(VARIANTS_MAX * 2)
      .optional(),
    picture: z.string().max(100).nullable().optional(),
  };
}

/** What a schema made of the content fields gives before its check. */
interface ContentFieldsOutput {
  kind: QuestionKind;
  questionText: string;
  correctAnswer: string;
  multipleChoiceOptions?: string[] | null;
  answerVariants?: string[];
  picture?: string | null;
}

/**
 * A schema with the content fields, checked by checkQuestionContent: its output carries the
 * stored content (`options` in place of `multipleChoiceOptions`), or the problem as an issue.
 */
export function withQuestionContent<T extends ContentFieldsOutput, I>(schema: z.ZodType<T, I>) {
  return schema.transform((value, ctx) => {
    const { multipleChoiceOptions, ...rest } = value;
    const checked = checkQuestionContent({ ...rest, options: multipleChoiceOptions });
    if (checked.error !== null) {
      ctx.addIssue({ code: 'custom', message: checked.error });
      return z.NEVER;
    }
    return { ...rest, ...checked.content };
  });
}

/**
 * The options in the order one round shows them: a shuffle seeded by the round and the
 * question, so a reload shows the same order and another round another. True/False stay in
 * that order.
 */
export function roundOptionOrder(
  options: readonly string[],
  kind: QuestionKind,
  seed: string,
): string[] {
  if (kind === 'true_false') return [...options];
  return shuffle(options, createRng(seed));
}

export const PICTURE_MAX_BYTES = 2 * 1024 * 1024;
export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const PICTURE_MESSAGES = {
  tooLarge: 'Pictures are at most 2 MB',
  badType: 'Pictures must be PNG, JPEG, WebP or GIF files',
  notFound: 'Picture not found',
} as const;

/**
 * POST /api/admin/pictures (the file's bytes as the body, its type as Content-Type): the
 * reference a question stores, and where the browser loads it.
 */
export const uploadedPictureSchema = z.object({ picture: z.string(), url: z.string() });
