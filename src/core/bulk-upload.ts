import Papa from 'papaparse';
import { z } from 'zod';
import { findCategoryNamed } from './categories';
import type { Difficulty } from './game';

// Parsing of the admin bulk upload (spec admin 5), shared by the preview and the
// upload so both judge each row the same way. Pure: category matching takes a list.

export const BULK_MAX_ROWS = 20_000;
export const BULK_MAX_BYTES = 5 * 1024 * 1024;
export const BULK_TOO_LARGE_MESSAGE = 'The upload is too large (5 MB at most)';
export const BULK_DELIMITERS = { comma: ',', semicolon: ';', tab: '\t' } as const;
export type BulkDelimiter = keyof typeof BULK_DELIMITERS;
export const BULK_FORMATS = ['csv', 'json'] as const;

export const bulkRequestSchema = z.object({
  format: z.enum(BULK_FORMATS),
  delimiter: z.enum(['comma', 'semicolon', 'tab']).default('semicolon'),
  text: z.string().max(BULK_MAX_BYTES, BULK_TOO_LARGE_MESSAGE),
});
export type BulkRequest = z.input<typeof bulkRequestSchema>;

export interface BulkRow {
  /** The spreadsheet row (the header is row 1) or the JSON item number (from 1). */
  line: number;
  questionText: string;
  correctAnswer: string;
  category: string;
  categoryId: string | null;
  difficulty: Difficulty;
  multipleChoiceOptions: string[] | null;
  isValid: boolean;
  error: string | null;
  warning: string | null;
}

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

export const EXAMPLE_CSV = `Question;Answer;Category;Difficulty
What is the capital of Australia?;Canberra;Geography;easy
Which planet has the most moons?;Saturn;Science;medium
Who painted "The Night Watch"?;Rembrandt;Art;hard`;

export const EXAMPLE_JSON = `[
  { "question": "What is the capital of Australia?", "answer": "Canberra", "category": "Geography", "difficulty": "easy" },
  { "questionText": "Which planet has the most moons?", "correctAnswer": "Saturn", "category": "Science", "difficulty": "medium" },
  { "question": "Which is the largest ocean?", "correct_answer": "Pacific Ocean", "incorrect_answers": ["Atlantic Ocean", "Indian Ocean", "Arctic Ocean"], "category": "Geography", "difficulty": "easy" }
]`;

/** Difficulty defaults to medium; only easy and hard are accepted as other values. */
function toDifficulty(value: unknown): Difficulty {
  const v = String(value ?? '')
    .trim()
    .toLowerCase();
  return v === 'easy' || v === 'hard' ? v : 'medium';
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  eacute: 'é',
  Eacute: 'É',
  egrave: 'è',
  aacute: 'á',
  iacute: 'í',
  oacute: 'ó',
  uacute: 'ú',
  ntilde: 'ñ',
  uuml: 'ü',
  ouml: 'ö',
  auml: 'ä',
  ldquo: '“',
  rdquo: '”',
  lsquo: '‘',
  rsquo: '’',
  hellip: '…',
  shy: '',
  deg: '°',
  pi: 'π',
};

/** Open Trivia DB encodes its texts as HTML entities. */
export function decodeHtmlEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, code: string) => {
    if (code[0] === '#') {
      const n =
        code[1].toLowerCase() === 'x' ? Number.parseInt(code.slice(2), 16) : Number(code.slice(1));
      return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : match;
    }
    return ENTITIES[code] ?? match;
  });
}

function makeRow(
  line: number,
  fields: {
    question: string;
    answer: string;
    category: string;
    difficulty: unknown;
    options?: string[] | null;
  },
  categories: readonly CategoryRef[],
  missingMessage: string,
): BulkRow {
  const questionText = fields.question.trim();
  const correctAnswer = fields.answer.trim();
  const category = fields.category.trim();
  const isValid = !!questionText && !!correctAnswer && !!category;
  const categoryId = findCategoryNamed(categories, category)?.id ?? null;
  return {
    line,
    questionText,
    correctAnswer,
    category,
    categoryId,
    difficulty: toDifficulty(fields.difficulty),
    multipleChoiceOptions: fields.options ?? null,
    isValid,
    error: isValid ? null : missingMessage,
    warning:
      isValid && !categoryId ? `Category "${category}" not found: uploads as Uncategorized` : null,
  };
}

export function parseCsv(
  text: string,
  delimiter: BulkDelimiter,
  categories: readonly CategoryRef[],
): BulkParseResult {
  const { data } = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    delimiter: BULK_DELIMITERS[delimiter],
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
  const columns = header.cells.map((h) => String(h).trim().toLowerCase());
  const index = Object.fromEntries(
    REQUIRED_COLUMNS.map((name) => [name, columns.findIndex((c) => c.includes(name))]),
  ) as Record<(typeof REQUIRED_COLUMNS)[number], number>;
  const missing = REQUIRED_COLUMNS.filter((name) => index[name] < 0);
  if (missing.length) return { rows: [], error: `Missing required columns: ${missing.join(', ')}` };
  const needed = Math.max(...Object.values(index)) + 1;

  const rows = body.map(({ line, cells }) => {
    if (cells.length < needed) {
      return {
        line,
        questionText: String(cells[index.question] ?? '').trim(),
        correctAnswer: String(cells[index.answer] ?? '').trim(),
        category: String(cells[index.category] ?? '').trim(),
        categoryId: null,
        difficulty: 'medium' as Difficulty,
        multipleChoiceOptions: null,
        isValid: false,
        error: `Row ${line}: Not enough columns`,
        warning: null,
      };
    }
    return makeRow(
      line,
      {
        question: String(cells[index.question]),
        answer: String(cells[index.answer]),
        category: String(cells[index.category]),
        difficulty: cells[index.difficulty],
      },
      categories,
      `Row ${line}: Missing required fields`,
    );
  });
  return { rows, error: null };
}

function str(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

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
    const isOpenTdb = 'correct_answer' in o || 'incorrect_answers' in o;
    const decode = isOpenTdb ? decodeHtmlEntities : (s: string) => s;
    const answer = decode(str(o.answer ?? o.correctAnswer ?? o.correct_answer));
    const incorrect = Array.isArray(o.incorrect_answers)
      ? o.incorrect_answers.map((a) => decode(str(a)).trim())
      : [];
    const options =
      incorrect.length && o.type !== 'boolean'
        ? [answer.trim(), ...incorrect].filter(Boolean)
        : null;
    return makeRow(
      n,
      {
        question: decode(str(o.question ?? o.questionText)),
        answer,
        category: decode(str(o.category)),
        difficulty: o.difficulty,
        options: options ? sortOptions(options) : null,
      },
      categories,
      `Item ${n}: Missing required fields`,
    );
  });
  return { rows, error: null };
}

/** A stable order so the correct answer is not always first. */
function sortOptions(options: string[]): string[] {
  return [...new Set(options)].sort((a, b) => a.localeCompare(b));
}

export function parseBulk(
  request: z.infer<typeof bulkRequestSchema>,
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
): { error: string | null; summary: string | null } {
  if (!text.trim()) return { error: 'Please enter some data to preview', summary: null };
  if (result.error) return { error: result.error, summary: null };
  if (result.rows.length === 0)
    return { error: 'No questions could be parsed from the input', summary: null };
  const valid = result.rows.filter((r) => r.isValid).length;
  const invalid = result.rows.length - valid;
  return {
    error: null,
    summary: invalid
      ? `${valid} valid questions found, ${invalid} questions have errors`
      : `${valid} valid questions found`,
  };
}
