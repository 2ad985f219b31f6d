import {
  checkQuestionContent,
  OPTIONS_MAX,
  OPTIONS_MIN,
  type QuestionKind,
  sameText,
  TRUE_FALSE_OPTIONS,
} from '../../core/questions';

// What the question content editor holds, and the edits that keep it consistent: for a
// question asked with options, the answer IS the marked option (the answer field and that
// option's row are one text), so the answer is always one of the options.

export interface QuestionContentValues {
  kind: QuestionKind;
  questionText: string;
  /** The answer; for a question with options, the marked option's text. */
  correctAnswer: string;
  /** The option rows (multiple choice, and a picture question asked with options). */
  options: string[];
  /** The marked row; -1 when none is (a stored answer that is none of the options). */
  correctIndex: number;
  /** A picture question is asked with options, or open. */
  isPictureWithOptions: boolean;
  answerVariants: string[];
  /** 'flag:<code>' or 'upload:<id>'; null for none. */
  picture: string | null;
}

/** The content fields as the API takes them (questionContentFields in src/core/questions.ts). */
export interface QuestionContentRequest {
  kind: QuestionKind;
  questionText: string;
  correctAnswer: string;
  multipleChoiceOptions: string[] | null;
  answerVariants: string[];
  picture: string | null;
}

/** A question as the API answers it (snake case). */
export interface StoredQuestionContent {
  kind: QuestionKind;
  question_text: string;
  correct_answer: string;
  multiple_choice_options: string[] | null;
  answer_variants: string[];
  picture: string | null;
}

const NEW_OPTION_ROWS = 4;

export const emptyQuestionContent: QuestionContentValues = {
  kind: 'open',
  questionText: '',
  correctAnswer: '',
  options: [],
  correctIndex: -1,
  isPictureWithOptions: false,
  answerVariants: [],
  picture: null,
};

/** Whether the question is asked with option rows. */
export function hasOptionRows(values: QuestionContentValues): boolean {
  return (
    values.kind === 'multiple_choice' || (values.kind === 'picture' && values.isPictureWithOptions)
  );
}

/** The row letter: A, B, C... */
export function optionLetter(index: number): string {
  return String.fromCharCode(65 + index);
}

/** Rows for a question that starts being asked with options: the answer first and marked. */
function startRows(values: QuestionContentValues): QuestionContentValues {
  if (values.options.length >= OPTIONS_MIN) {
    const found = values.options.findIndex((o) => o.trim() && sameText(o, values.correctAnswer));
    if (found >= 0) return { ...values, correctIndex: found };
    if (values.correctIndex >= 0 && values.correctIndex < values.options.length) {
      return { ...values, correctAnswer: values.options[values.correctIndex] };
    }
  }
  const options = Array.from({ length: NEW_OPTION_ROWS }, (_, i) =>
    i === 0 ? values.correctAnswer : '',
  );
  return { ...values, options, correctIndex: 0 };
}

/** Another kind: True/False gets True unless the answer is one of them; options get rows. */
export function changeKind(
  values: QuestionContentValues,
  kind: QuestionKind,
): QuestionContentValues {
  const next = { ...values, kind };
  if (kind === 'true_false') {
    const match = TRUE_FALSE_OPTIONS.find((o) => sameText(o, values.correctAnswer));
    return { ...next, correctAnswer: match ?? TRUE_FALSE_OPTIONS[0] };
  }
  if (values.kind === 'true_false') next.correctAnswer = '';
  return hasOptionRows(next) ? startRows(next) : next;
}

/** A picture question asked with options (rows, the answer marked) or open. */
export function setPictureWithOptions(
  values: QuestionContentValues,
  isPictureWithOptions: boolean,
): QuestionContentValues {
  const next = { ...values, isPictureWithOptions };
  return hasOptionRows(next) ? startRows(next) : next;
}

/** The answer typed: with options, the marked row says the same. */
export function setAnswer(
  values: QuestionContentValues,
  correctAnswer: string,
): QuestionContentValues {
  if (!hasOptionRows(values) || values.correctIndex < 0) return { ...values, correctAnswer };
  const options = values.options.map((o, i) => (i === values.correctIndex ? correctAnswer : o));
  return { ...values, correctAnswer, options };
}

/** A row typed: the marked row's text is the answer. */
export function setOption(
  values: QuestionContentValues,
  index: number,
  text: string,
): QuestionContentValues {
  const options = values.options.map((o, i) => (i === index ? text : o));
  const correctAnswer = index === values.correctIndex ? text : values.correctAnswer;
  return { ...values, options, correctAnswer };
}

/** Another row marked correct: its text becomes the answer. */
export function markCorrect(values: QuestionContentValues, index: number): QuestionContentValues {
  return { ...values, correctIndex: index, correctAnswer: values.options[index] ?? '' };
}

export function canAddOption(values: QuestionContentValues): boolean {
  return values.options.length < OPTIONS_MAX;
}

/** The marked row and the last OPTIONS_MIN rows cannot be removed. */
export function canRemoveOption(values: QuestionContentValues, index: number): boolean {
  return values.options.length > OPTIONS_MIN && index !== values.correctIndex;
}

export function addOption(values: QuestionContentValues): QuestionContentValues {
  if (!canAddOption(values)) return values;
  return { ...values, options: [...values.options, ''] };
}

export function removeOption(values: QuestionContentValues, index: number): QuestionContentValues {
  if (!canRemoveOption(values, index)) return values;
  const options = values.options.filter((_, i) => i !== index);
  const correctIndex = values.correctIndex > index ? values.correctIndex - 1 : values.correctIndex;
  return { ...values, options, correctIndex };
}

/** A stored question in the editor: its answer's row marked (-1 when it is none of them). */
export function fromStoredContent(stored: StoredQuestionContent): QuestionContentValues {
  const options = stored.multiple_choice_options ?? [];
  const values: QuestionContentValues = {
    kind: stored.kind,
    questionText: stored.question_text,
    correctAnswer: stored.correct_answer,
    options: [...options],
    correctIndex: options.findIndex((o) => sameText(o, stored.correct_answer)),
    isPictureWithOptions: stored.kind === 'picture' && options.length > 0,
    answerVariants: [...stored.answer_variants],
    picture: stored.picture,
  };
  // A multiple-choice question stored without options gets rows, its answer marked.
  return hasOptionRows(values) && options.length === 0 ? startRows(values) : values;
}

/** What the API takes: the blank rows dropped, no rows for a kind asked without options. */
export function toContentRequest(values: QuestionContentValues): QuestionContentRequest {
  const rows = values.options.map((o) => o.trim()).filter(Boolean);
  return {
    kind: values.kind,
    questionText: values.questionText.trim(),
    correctAnswer: values.correctAnswer.trim(),
    multipleChoiceOptions: hasOptionRows(values) ? rows : null,
    answerVariants: values.answerVariants.map((v) => v.trim()).filter(Boolean),
    picture: values.picture,
  };
}

/**
 * The form's problem before it is sent: `missingMessage` for a blank question or answer,
 * else the consistency rule's own words (checkQuestionContent); null when it can be sent.
 */
export function contentProblem(
  values: QuestionContentValues,
  missingMessage: string,
): string | null {
  const request = toContentRequest(values);
  if (!request.questionText || !request.correctAnswer) return missingMessage;
  return checkQuestionContent({ ...request, options: request.multipleChoiceOptions }).error;
}
