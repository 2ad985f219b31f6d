import { z } from 'zod';
import { ADMIN_MESSAGES } from './admin';
import { MAX_TIEBREAKER_RETRIES, TEAM_NAME_MAX } from './game';
import { sameText } from './questions';

/*
 * Tie-breakers come in two kinds: the spec's list of answers (the team with the most correct
 * answers wins) and closest number (one exact number; the closest guess wins). A number one
 * keeps its answer as read out ("330 metres") in answer_options[0], the exact value in
 * number_answer and where it can be checked in source (record 0062).
 */

export const TIEBREAKER_KINDS = ['list', 'number'] as const;
export type TiebreakerKind = (typeof TIEBREAKER_KINDS)[number];

export const TIEBREAKER_KIND_LABELS: Record<TiebreakerKind, string> = {
  list: 'List of answers',
  number: 'Closest number',
};

/** Guess rows the host may keep for one question: a row per team, far more than a bar holds. */
export const GUESSES_MAX = 100;
/** A guess or an answer beyond this is a typing accident, not a number anyone reads out. */
const NUMBER_MAX = 1e15;
export const UNIT_MAX = 40;
export const SOURCE_MAX = 300;

export const TIEBREAKER_MESSAGES = {
  closestNumberWins: 'Closest number wins',
  numberRequired: 'A closest-number tie-breaker needs its answer as a number.',
  numberTooLarge: `Numbers are at most ${NUMBER_MAX.toLocaleString('en-US')} either way.`,
  unitTooLong: `The unit is at most ${UNIT_MAX} characters.`,
  sourceTooLong: `The source is at most ${SOURCE_MAX} characters.`,
  guessNotNumber: 'Each guess must be a number.',
  guessTeamRequired: 'Each guess needs a team name.',
  guessTeamTooLong: `Team names are at most ${TEAM_NAME_MAX} characters.`,
  tooManyGuesses: `At most ${GUESSES_MAX} guesses.`,
  guessesNotList: 'Guesses are a list of teams, each with a number.',
  guessTeamTwice: (team: string) => `"${team}" has two guesses: keep one.`,
  guessesNotNow:
    'Guesses are kept for a closest-number question once it is in use: click "Use This Question" first.',
  guessesSaved: 'Guesses saved',
  guessesSaveFailed: 'Failed to save the guesses',
} as const;

/**
 * A number as read out: digits grouped from five digits on ("12,756", but "1989" and "8849"),
 * decimals as they are.
 */
export function formatNumber(value: number): string {
  return Math.abs(value) >= 10_000
    ? value.toLocaleString('en-US', { maximumFractionDigits: 12 })
    : String(Number(value.toPrecision(15)));
}

/** The answer of a number tie-breaker as read out: the number and its unit ("330 metres"). */
export function numberAnswerText(value: number, unit: string | null | undefined): string {
  const cleaned = unit?.trim();
  return cleaned ? `${formatNumber(value)} ${cleaned}` : formatNumber(value);
}

/** The unit back from the answer as read out; null when it has none (or was written apart). */
export function unitOf(shown: string | undefined, value: number | null): string | null {
  if (shown === undefined || value === null) return null;
  const prefix = `${formatNumber(value)} `;
  return shown.startsWith(prefix) ? shown.slice(prefix.length).trim() || null : null;
}

// --- The closest guess ----------------------------------------------------------------------

export interface Guess {
  team: string;
  guess: number;
}

export interface GuessResult extends Guess {
  /** guess - answer: negative under, positive over. */
  difference: number;
  /** How far off, never negative. */
  distance: number;
  isWinner: boolean;
}

export interface ClosestResult {
  /** Every guess, closest first (ties in the order typed). */
  ranked: GuessResult[];
  /** The closest teams: more than one is a tie. Empty without guesses. */
  winners: string[];
  isTie: boolean;
  /** The winners hit the number exactly. */
  isExact: boolean;
}

/** Decimal places of a number as written (1.25 -> 2, 1e-7 -> 7), at most 12. */
function decimalsOf(value: number): number {
  const [mantissa, exponent] = String(value).split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.min(12, Math.max(0, fraction - Number(exponent ?? 0)));
}

/**
 * guess - answer without binary noise: 330.1 and 329.9 are both 0.1 from 330, so they tie
 * (in floating point one is 0.10000000000002 and the other 0.09999999999997).
 */
export function differenceOf(guess: number, answer: number): number {
  const scale = 10 ** Math.max(decimalsOf(guess), decimalsOf(answer));
  const a = Math.round(answer * scale);
  const g = Math.round(guess * scale);
  if (!Number.isSafeInteger(a) || !Number.isSafeInteger(g)) return guess - answer;
  return (g - a) / scale;
}

/** Who is closest to the answer: the one rule the host's screen shows. */
export function closestGuesses(answer: number, guesses: readonly Guess[]): ClosestResult {
  const measured = guesses.map((g, index) => {
    const difference = differenceOf(g.guess, answer);
    return { ...g, difference, distance: Math.abs(difference), index };
  });
  const best = Math.min(...measured.map((g) => g.distance));
  const ranked = [...measured]
    .sort((a, b) => a.distance - b.distance || a.index - b.index)
    .map(({ index: _index, ...g }) => ({ ...g, isWinner: g.distance === best }));
  const winners = ranked.filter((g) => g.isWinner).map((g) => g.team);
  return { ranked, winners, isTie: winners.length > 1, isExact: winners.length > 0 && best === 0 };
}

// --- Host: /api/tiebreakers -----------------------------------------------------------------

/** POST /api/tiebreakers/next takes nothing: the server knows the session and its count. */
export const nextTiebreakerSchema = z.object({});

const tiebreakerSchema = z.object({
  id: z.string(),
  kind: z.enum(TIEBREAKER_KINDS),
  questionText: z.string(),
  /** null until Use This Question. A number one: the answer as read out, alone. */
  answerList: z.array(z.string()).nullable(),
  answerCount: z.number().int(),
  /** The number one's exact answer and its unit; null until Use This Question (and for lists). */
  numberAnswer: z.number().nullable(),
  unit: z.string().nullable(),
  /** Where the answer can be checked; null until Use This Question. */
  source: z.string().nullable(),
});
export type Tiebreaker = z.infer<typeof tiebreakerSchema>;

const guessSchema = z.object({ team: z.string(), guess: z.number() });

/**
 * The host's tie-breaker session: the question on screen (null before the first, or when none
 * is left), the Try Different Question retries left (counted on the server), whether the
 * question has been used (then its answers are in it), and the teams' guesses for a number
 * one. GET /api/tiebreakers/current.
 */
export const tiebreakerSessionSchema = z.object({
  tiebreaker: tiebreakerSchema.nullable(),
  retriesLeft: z.number().int().min(0).max(MAX_TIEBREAKER_RETRIES),
  isUsed: z.boolean(),
  guesses: z.array(guessSchema),
});
export type TiebreakerSession = z.infer<typeof tiebreakerSessionSchema>;

/**
 * POST /api/tiebreakers/next: the session after the call, and what happened in the spec's
 * words (a retry's count, or why nothing new came back; null for a session's first question).
 */
export const nextTiebreakerResponseSchema = tiebreakerSessionSchema.extend({
  message: z.string().nullable(),
});
export type NextTiebreaker = z.infer<typeof nextTiebreakerResponseSchema>;

/** POST /api/tiebreakers/:id/use: the question with its answers. */
export const useTiebreakerResponseSchema = z.object({ tiebreaker: tiebreakerSchema });

const numberValue = (message: string) =>
  z
    .number({ error: message })
    .refine((n) => Math.abs(n) <= NUMBER_MAX, TIEBREAKER_MESSAGES.numberTooLarge);

/**
 * PUT /api/tiebreakers/current/guesses: every guess at once (the list replaces the last one).
 * Names trimmed, one guess per team (case and accents ignored), numbers as JSON numbers.
 */
export const saveGuessesSchema = z.object({
  guesses: z
    .array(
      z.object({
        team: z
          .string({ error: TIEBREAKER_MESSAGES.guessTeamRequired })
          .trim()
          .min(1, TIEBREAKER_MESSAGES.guessTeamRequired)
          .max(TEAM_NAME_MAX, TIEBREAKER_MESSAGES.guessTeamTooLong),
        guess: numberValue(TIEBREAKER_MESSAGES.guessNotNumber),
      }),
      { error: TIEBREAKER_MESSAGES.guessesNotList },
    )
    .max(GUESSES_MAX, TIEBREAKER_MESSAGES.tooManyGuesses)
    .superRefine((guesses, ctx) => {
      guesses.forEach((g, i) => {
        if (guesses.slice(0, i).some((earlier) => sameText(earlier.team, g.team))) {
          ctx.addIssue({
            code: 'custom',
            path: [i, 'team'],
            message: TIEBREAKER_MESSAGES.guessTeamTwice(g.team),
          });
        }
      });
    }),
});

// --- Admin: /api/admin/tiebreakers ----------------------------------------------------------

const optionalText = (max: number, message: string) =>
  z
    .string()
    .max(max, message)
    .nullish()
    .transform((v) => v?.trim() || null);

/**
 * Add or edit a tie-breaker. A list one keeps the spec's rules and messages (blank answers
 * dropped, at least one left). A number one needs its number; its answer as read out is built
 * from the number and the unit, and any answers sent are ignored.
 */
export const tiebreakerInputSchema = z
  .object({
    kind: z.enum(TIEBREAKER_KINDS).default('list'),
    questionText: z
      .string({ error: ADMIN_MESSAGES.tiebreakerTextRequired })
      .trim()
      .min(1, ADMIN_MESSAGES.tiebreakerTextRequired)
      .max(1000, 'At most 1000 characters'),
    answerOptions: z
      .array(z.string().max(300))
      .max(100)
      .default([])
      .transform((answers) => answers.map((a) => a.trim()).filter(Boolean)),
    numberAnswer: numberValue(TIEBREAKER_MESSAGES.numberRequired).nullish(),
    unit: optionalText(UNIT_MAX, TIEBREAKER_MESSAGES.unitTooLong),
    source: optionalText(SOURCE_MAX, TIEBREAKER_MESSAGES.sourceTooLong),
    isActive: z.boolean().optional(),
  })
  .superRefine((input, ctx) => {
    if (input.kind === 'list' && input.answerOptions.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['answerOptions'],
        message: ADMIN_MESSAGES.tiebreakerAnswerRequired,
      });
    }
    if (input.kind === 'number' && (input.numberAnswer ?? null) === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['numberAnswer'],
        message: TIEBREAKER_MESSAGES.numberRequired,
      });
    }
  })
  .transform(({ unit, numberAnswer, ...input }) =>
    input.kind === 'number' && typeof numberAnswer === 'number'
      ? { ...input, answerOptions: [numberAnswerText(numberAnswer, unit)], numberAnswer }
      : { ...input, numberAnswer: null },
  );
export type TiebreakerInput = z.input<typeof tiebreakerInputSchema>;
export type TiebreakerValues = z.output<typeof tiebreakerInputSchema>;

export const adminTiebreakerSchema = z.object({
  id: z.string(),
  kind: z.enum(TIEBREAKER_KINDS),
  question_text: z.string(),
  answer_options: z.array(z.string()),
  number_answer: z.number().nullable(),
  unit: z.string().nullable(),
  source: z.string().nullable(),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminTiebreaker = z.infer<typeof adminTiebreakerSchema>;

/** GET /api/admin/tiebreakers: one page of the tie-breaker pool, newest first. */
export const tiebreakerPageSchema = z.object({
  items: z.array(adminTiebreakerSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
