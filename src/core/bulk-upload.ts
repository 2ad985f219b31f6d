import { decodeHTML } from 'entities';
import Papa from 'papaparse';
import { z } from 'zod';
import { findCategoryNamed } from './categories';
import { DIFFICULTIES, type Difficulty } from './game';
import {
  QUESTION_KIND_LABELS,
  QUESTION_KINDS,
  type QuestionKind,
  questionContentFields,
  withQuestionContent,
} from './questions';

// Parsing of the admin bulk upload (spec admin 5), shared by the preview and the
// upload so both judge each row the same way. Pure: category matching takes a list, and
// the pool's duplicates are marked by the server (markPoolDuplicates).

export const BULK_MAX_ROWS = 20_000;
export const BULK_MAX_BYTES = 5 * 1024 * 1024;
export const BULK_TOO_LARGE_MESSAGE = 'The upload is too large (5 MB at most)';
export const BULK_DELIMITERS = { comma: ',', semicolon: ';', tab: '\t' } as const;
/** 'auto': papaparse detects the delimiter from the file (comma, semicolon or tab). */
export const BULK_DELIMITER_CHOICES = ['auto', 'comma', 'semicolon', 'tab'] as const;
export type BulkDelimiter = (typeof BULK_DELIMITER_CHOICES)[number];
export const BULK_FORMATS = ['csv', 'json'] as const;
export type BulkFormat = (typeof BULK_FORMATS)[number];

export const bulkRequestSchema = z.object({
  format: z.enum(BULK_FORMATS),
  delimiter: z.enum(BULK_DELIMITER_CHOICES).default('auto'),
  text: z.string().max(BULK_MAX_BYTES, BULK_TOO_LARGE_MESSAGE),
  /** Upload rows marked as duplicates (of an earlier row, or of a question in the pool) too. */
  keepDuplicates: z.boolean().default(false),
});
export type BulkRequest = z.input<typeof bulkRequestSchema>;

export const BULK_MESSAGES = {
  pictureNotImportable:
    'Picture questions need an uploaded picture: add them one by one from the question pool',
  unknownKind: (value: string) =>
    `Unknown kind "${value}" (use multiple choice, true or false, open or number)`,
  onlyDuplicates: 'Every valid question is a duplicate: nothing to upload',
  duplicatesSkipped: (n: number) => `${n} ${n === 1 ? 'duplicate' : 'duplicates'} skipped`,
} as const;

export const bulkRowSchema = z.object({
  /** The spreadsheet row (the header is row 1) or the JSON item number (from 1). */
  line: z.number().int(),
  questionText: z.string(),
  correctAnswer: z.string(),
  category: z.string(),
  categoryId: z.string().nullable(),
  difficulty: z.enum(DIFFICULTIES),
  kind: z.enum(QUESTION_KINDS),
  /** The options as stored (checked for the kind); null for open and number questions. */
  multipleChoiceOptions: z.array(z.string()).nullable(),
  answerVariants: z.array(z.string()),
  isValid: z.boolean(),
  error: z.string().nullable(),
  warning: z.string().nullable(),
  /** The line of an earlier valid row with the same question text. */
  duplicateOf: z.number().int().nullable(),
  /** A question with the same text (and no picture) is already in the pool. */
  inPool: z.boolean(),
});
export type BulkRow = z.infer<typeof bulkRowSchema>;

/** POST /api/admin/questions/bulk/preview: each row judged as the upload would judge it. */
export const bulkPreviewSchema = z.object({
  rows: z.array(bulkRowSchema),
  /** Why nothing can be previewed (empty input, missing columns, bad JSON). */
  error: z.string().nullable(),
  /** '{n} valid questions found, {m} questions have errors' or '{n} valid questions found'. */
  summary: z.string().nullable(),
  /** Valid rows marked as duplicates: skipped at upload unless kept. */
  duplicates: z.number().int(),
});
export type BulkPreview = z.infer<typeof bulkPreviewSchema>;

/** POST /api/admin/questions/bulk: '{n} questions added successfully to the question pool'. */
export const bulkUploadResultSchema = z.object({
  inserted: z.number().int(),
  /** Rows not inserted: rows with errors and skipped duplicates. */
  skipped: z.number().int(),
  /** Of the skipped rows, the duplicates (0 when the admin kept them). */
  duplicates: z.number().int(),
  message: z.string(),
});
export type BulkUploadResult = z.infer<typeof bulkUploadResultSchema>;

export interface BulkParseResult {
  rows: BulkRow[];
  /** A problem with the whole input (missing columns, bad JSON): no rows then. */
  error: string | null;
}

export interface CategoryRef {
  id: string;
  name: string;
}

const REQUIRED_COLUMNS = ['question', 'answer', 'category', 'difficulty'] as const;

export const EXAMPLE_CSV = `Question;Answer;Category;Difficulty;Kind;Options;Variants
What is the capital of Australia?;Canberra;Geography;easy;Multiple choice;Sydney | Canberra | Melbourne | Perth;
Which planet has the most moons?;Saturn;Science;medium;;;
The Great Wall of China is visible from the Moon with the naked eye.;False;History;medium;True or false;;
Who painted "The Night Watch"?;Rembrandt;Art;hard;Open;;Rembrandt van Rijn | Van Rijn
How many bones are in the adult human body?;206;Science;hard;Number;;`;

export const EXAMPLE_JSON = `[
  { "question": "What is the capital of Australia?", "answer": "Canberra", "category": "Geography", "difficulty": "easy", "options": ["Sydney", "Canberra", "Melbourne", "Perth"] },
  { "questionText": "Which planet has the most moons?", "correctAnswer": "Saturn", "category": "Science", "difficulty": "medium" },
  { "question": "Who painted \\"The Night Watch\\"?", "answer": "Rembrandt", "variants": ["Rembrandt van Rijn"], "kind": "open", "category": "Art", "difficulty": "hard" },
  { "type": "boolean", "question": "The Pacific is the largest ocean.", "correct_answer": "True", "incorrect_answers": ["False"], "category": "Geography", "difficulty": "easy" },
  { "type": "multiple", "question": "Which is the largest ocean?", "correct_answer": "Pacific Ocean", "incorrect_answers": ["Atlantic Ocean", "Indian Ocean", "Arctic Ocean"], "category": "Geography", "difficulty": "easy" }
]`;

/** Difficulty defaults to medium; only easy and hard are accepted as other values. */
function toDifficulty(value: unknown): Difficulty {
  const v = String(value ?? '')
    .trim()
    .toLowerCase();
  return v === 'easy' || v === 'hard' ? v : 'medium';
}

const kindKey = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s_/-]+/g, ' ');

/** Each kind under its stored name, its label ("True or false") and a few usual spellings. */
const KIND_NAMES: Record<string, QuestionKind> = Object.fromEntries([
  ...QUESTION_KINDS.flatMap((kind) => [
    [kindKey(kind), kind],
    [kindKey(QUESTION_KIND_LABELS[kind]), kind],
  ]),
  ['true false', 'true_false'],
  ['boolean', 'true_false'],
  ['multiple', 'multiple_choice'],
  ['open', 'open'],
  ['text', 'open'],
]);

/** The kind a cell or field names; null when blank (the kind then follows the options). */
function toKind(value: string): { kind: QuestionKind | null; error: string | null } {
  if (!value.trim()) return { kind: null, error: null };
  const kind = KIND_NAMES[kindKey(value)];
  if (!kind) return { kind: null, error: BULK_MESSAGES.unknownKind(value.trim()) };
  if (kind === 'picture') return { kind: null, error: BULK_MESSAGES.pictureNotImportable };
  return { kind, error: null };
}

/**
 * Open Trivia DB writes its texts with HTML entities (&quot;, &#039;, &aring;, &ndash; ...):
 * decoded once, every entity of HTML. Soft hyphens (&shy;) are line-break hints, invisible in
 * the text: they go, so a question compares equal to the same words typed.
 */
export function decodeOpenTdbText(text: string): string {
  return decodeHTML(text).replace(/\u00ad/g, '');
}

/** The same checks and limits as the question dialogs (questionContentFields). */
const rowContentSchema = withQuestionContent(
  z.object(questionContentFields('Missing required fields')),
);

const FIELD_LABELS: Record<string, string> = {
  questionText: 'Question',
  correctAnswer: 'Answer',
  multipleChoiceOptions: 'Options',
  answerVariants: 'Variants',
};

interface RowFields {
  question: string;
  answer: string;
  category: string;
  difficulty: unknown;
  kind?: string;
  options?: string[];
  variants?: string[];
}

const emptyRow = (line: number) => ({
  line,
  categoryId: null,
  difficulty: 'medium' as Difficulty,
  kind: 'open' as QuestionKind,
  multipleChoiceOptions: null,
  answerVariants: [],
  isValid: false,
  warning: null,
  duplicateOf: null,
  inPool: false,
});

function makeRow(
  line: number,
  fields: RowFields,
  categories: readonly CategoryRef[],
  prefix: string,
): BulkRow {
  const questionText = fields.question.trim();
  const correctAnswer = fields.answer.trim();
  const category = fields.category.trim();
  const options = (fields.options ?? []).map((o) => o.trim()).filter(Boolean);
  const variants = (fields.variants ?? []).map((v) => v.trim()).filter(Boolean);
  const given = toKind(fields.kind ?? '');
  const kind = given.kind ?? (options.length ? 'multiple_choice' : 'open');
  const shown = {
    ...emptyRow(line),
    questionText,
    correctAnswer,
    category,
    difficulty: toDifficulty(fields.difficulty),
    kind,
    multipleChoiceOptions: options.length ? options : null,
    answerVariants: variants,
  };
  const fail = (problem: string): BulkRow => ({ ...shown, error: `${prefix}: ${problem}` });
  if (!questionText || !correctAnswer || !category) return fail('Missing required fields');
  if (given.error) return fail(given.error);
  const checked = rowContentSchema.safeParse({
    kind,
    questionText,
    correctAnswer,
    multipleChoiceOptions: options.length ? options : null,
    answerVariants: variants,
  });
  if (!checked.success) {
    const issue = checked.error.issues[0];
    const label = FIELD_LABELS[String(issue.path[0])];
    return fail(label ? `${label}: ${issue.message}` : issue.message);
  }
  const content = checked.data;
  const categoryId = findCategoryNamed(categories, category)?.id ?? null;
  return {
    ...shown,
    questionText: content.questionText,
    correctAnswer: content.correctAnswer,
    kind: content.kind,
    multipleChoiceOptions: content.options,
    answerVariants: content.answerVariants,
    categoryId,
    isValid: true,
    error: null,
    warning: categoryId ? null : `Category "${category}" not found: uploads as Uncategorized`,
  };
}

/** The duplicate key: the question text trimmed and lowercased (bulk rows have no picture). */
function bulkDuplicateKey(questionText: string): string {
  return questionText.trim().toLowerCase();
}

/** Marks each valid row whose question repeats an earlier valid row of the same file. */
function markFileDuplicates(rows: BulkRow[]): BulkRow[] {
  const first = new Map<string, number>();
  return rows.map((row) => {
    if (!row.isValid) return row;
    const key = bulkDuplicateKey(row.questionText);
    const earlier = first.get(key);
    if (earlier === undefined) {
      first.set(key, row.line);
      return row;
    }
    return { ...row, duplicateOf: earlier };
  });
}

/** Marks the valid rows whose question text is in `inPool` (texts as the pool query found them). */
export function markPoolDuplicates(rows: BulkRow[], inPool: ReadonlySet<string>): BulkRow[] {
  return rows.map((row) =>
    row.isValid && inPool.has(row.questionText) ? { ...row, inPool: true } : row,
  );
}

export const isBulkDuplicate = (row: BulkRow) => row.duplicateOf !== null || row.inPool;

/** "Duplicate of row 4" (item, in JSON) or "Already in the pool"; null for a new question. */
export function duplicateLabel(row: BulkRow, format: BulkFormat): string | null {
  if (row.duplicateOf !== null)
    return `Duplicate of ${format === 'csv' ? 'row' : 'item'} ${row.duplicateOf}`;
  return row.inPool ? 'Already in the pool' : null;
}

/** Options and variants in one CSV cell are separated by a vertical bar: "Paris | Lyon". */
const splitList = (cell: string | undefined) =>
  (cell ?? '')
    .split('|')
    .map((s) => s.trim())
    .filter(Boolean);

/** Which column holds what: exact names first, then names containing the required word. */
function findColumns(header: string[]) {
  const columns = header.map((h) => String(h).trim().toLowerCase().replace(/\s+/g, ' '));
  const taken = new Set<number>();
  const take = (match: (c: string) => boolean) => {
    const i = columns.findIndex((c, j) => !taken.has(j) && match(c));
    if (i >= 0) taken.add(i);
    return i;
  };
  const kind = take((c) => c === 'kind' || c === 'type');
  const options = take((c) => c === 'options');
  const optionN = Array.from({ length: 6 }, (_, n) => take((c) => c === `option ${n + 1}`)).filter(
    (i) => i >= 0,
  );
  const variants = take((c) => c === 'variants' || c === 'answer variants');
  const required = Object.fromEntries(
    REQUIRED_COLUMNS.map((name) => [name, take((c) => c === name)]),
  ) as Record<(typeof REQUIRED_COLUMNS)[number], number>;
  // Each required column is a column of its own: a header that did not split (a comma file
  // read with semicolons) holds every name in one cell, and then lacks three of them.
  for (const name of REQUIRED_COLUMNS) {
    if (required[name] < 0) required[name] = take((c) => c.includes(name));
  }
  return { required, kind, options, optionN, variants };
}

export function parseCsv(
  text: string,
  delimiter: BulkDelimiter,
  categories: readonly CategoryRef[],
): BulkParseResult {
  const { data } = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    delimiter: delimiter === 'auto' ? '' : BULK_DELIMITERS[delimiter],
    delimitersToGuess: Object.values(BULK_DELIMITERS),
  });
  // Rows as a spreadsheet numbers them (the header is row 1): a record spans one line plus one
  // per line break in its quoted fields; blank lines count as rows but hold no record.
  let nextLine = 1;
  const records = data.flatMap((cells) => {
    const line = nextLine;
    const joined = cells.join('');
    nextLine += joined.split('\n').length;
    return joined.trim() ? [{ line, cells }] : [];
  });
  const [header, ...body] = records;
  if (!header) return { rows: [], error: null };
  const { required: index, kind, options, optionN, variants } = findColumns(header.cells);
  const missing = REQUIRED_COLUMNS.filter((name) => index[name] < 0);
  if (missing.length) return { rows: [], error: `Missing required columns: ${missing.join(', ')}` };
  const needed = Math.max(...Object.values(index)) + 1;
  const cell = (cells: string[], i: number) => (i >= 0 ? String(cells[i] ?? '') : '');

  const rows = body.map(({ line, cells }): BulkRow => {
    if (cells.length < needed) {
      return {
        ...emptyRow(line),
        questionText: cell(cells, index.question).trim(),
        correctAnswer: cell(cells, index.answer).trim(),
        category: cell(cells, index.category).trim(),
        error: `Row ${line}: Not enough columns`,
      };
    }
    return makeRow(
      line,
      {
        question: cell(cells, index.question),
        answer: cell(cells, index.answer),
        category: cell(cells, index.category),
        difficulty: cells[index.difficulty],
        kind: cell(cells, kind),
        options: [
          ...splitList(cell(cells, options)),
          ...optionN.map((i) => cell(cells, i).trim()).filter(Boolean),
        ],
        variants: splitList(cell(cells, variants)),
      },
      categories,
      `Row ${line}`,
    );
  });
  return { rows: markFileDuplicates(rows), error: null };
}

function str(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.map(str) : []);

export function parseJsonItems(text: string, categories: readonly CategoryRef[]): BulkParseResult {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    return { rows: [], error: `Invalid JSON data: ${(err as Error).message}` };
  }
  // Open Trivia DB answers { response_code, results: [...] }: take its results.
  if (
    data &&
    typeof data === 'object' &&
    !Array.isArray(data) &&
    Array.isArray((data as { results?: unknown }).results)
  ) {
    data = (data as { results: unknown[] }).results;
  }
  if (!Array.isArray(data))
    return { rows: [], error: 'JSON data must be an array of question objects' };
  const rows = data.map((item, i) => {
    const n = i + 1;
    const o = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>;
    if ('correct_answer' in o || 'incorrect_answers' in o) return openTdbRow(n, o, categories);
    return makeRow(
      n,
      {
        question: str(o.question ?? o.questionText),
        answer: str(o.answer ?? o.correctAnswer),
        category: str(o.category),
        difficulty: o.difficulty,
        kind: str(o.kind),
        options: strings(o.options),
        variants: strings(o.variants ?? o.answerVariants),
      },
      categories,
      `Item ${n}`,
    );
  });
  return { rows: markFileDuplicates(rows), error: null };
}

/**
 * An Open Trivia DB item: its texts decoded; "boolean" is a true or false question, "multiple"
 * a multiple-choice one whose options are the answer and the incorrect answers.
 */
function openTdbRow(n: number, o: Record<string, unknown>, categories: readonly CategoryRef[]) {
  const answer = decodeOpenTdbText(str(o.correct_answer ?? o.answer ?? o.correctAnswer));
  const incorrect = strings(o.incorrect_answers).map(decodeOpenTdbText);
  const type = str(o.type);
  return makeRow(
    n,
    {
      question: decodeOpenTdbText(str(o.question ?? o.questionText)),
      answer,
      category: decodeOpenTdbText(str(o.category)),
      difficulty: o.difficulty,
      kind: type === 'boolean' ? 'true_false' : type === 'multiple' ? 'multiple_choice' : '',
      options: type === 'boolean' ? [] : [answer, ...incorrect],
    },
    categories,
    `Item ${n}`,
  );
}

export function parseBulk(
  request: Pick<z.infer<typeof bulkRequestSchema>, 'format' | 'delimiter' | 'text'>,
  categories: readonly CategoryRef[],
): BulkParseResult {
  return request.format === 'csv'
    ? parseCsv(request.text, request.delimiter, categories)
    : parseJsonItems(request.text, categories);
}

/** The preview's summary line, or the reason there is nothing to preview (spec admin 5). */
export function summarizeBulk(
  text: string,
  result: BulkParseResult,
): { error: string | null; summary: string | null; duplicates: number } {
  const duplicates = result.rows.filter((r) => r.isValid && isBulkDuplicate(r)).length;
  if (!text.trim())
    return { error: 'Please enter some data to preview', summary: null, duplicates: 0 };
  if (result.error) return { error: result.error, summary: null, duplicates: 0 };
  if (result.rows.length === 0)
    return { error: 'No questions could be parsed from the input', summary: null, duplicates: 0 };
  const valid = result.rows.filter((r) => r.isValid).length;
  const invalid = result.rows.length - valid;
  return {
    error: null,
    summary: invalid
      ? `${valid} valid questions found, ${invalid} questions have errors`
      : `${valid} valid questions found`,
    duplicates,
  };
}
