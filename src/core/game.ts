import { z } from 'zod';
import { QUESTION_KINDS, questionContentFields, withQuestionContent } from './questions';

export const QUESTIONS_PER_ROUND = 10;
export const MAX_TRY_AGAIN = 3;
export const MAX_TIEBREAKER_RETRIES = 3;
export const QUESTION_LOCK_YEARS = 2;
export const TIEBREAKER_LOCK_YEARS = 1;
export const SCORE_STEP = 10;
export const TEAM_NAME_MAX = 60;
/** Flags a host may file in any 24 hours. */
export const FLAGS_PER_DAY = 20;

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const FLAG_REASONS = [
  'incorrect_answer',
  'inappropriate_content',
  'unclear_question',
  'duplicate',
  'other',
] as const;
export type FlagReason = (typeof FLAG_REASONS)[number];
export const FLAG_REASON_LABELS: Record<FlagReason, string> = {
  incorrect_answer: 'Incorrect answer',
  inappropriate_content: 'Inappropriate content',
  unclear_question: 'Unclear question',
  duplicate: 'Duplicate',
  other: 'Other',
};

/** '1 try', '0 tries', '2 tries': the count with its noun, singular only for one. */
export function countOf(count: number, singular: string, plural: string): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

export const GAME_MESSAGES = {
  roundPulled: (triesLeft: number) =>
    `New round pulled. ${countOf(triesLeft, 'try', 'tries')} remaining.`,
  maxRetries: "You've reached the maximum number of retries",
  roundStarted: 'Round started! Questions locked for 2 years.',
  usedAll: 'You have used all available questions. Please contact support for more questions.',
  noQuestions: 'No trivia questions available. Please try again later.',
  noNewQuestions: 'No new questions available. Try again later.',
  emptyState: 'No questions available. Click "Try Again" or come back later.',
  loadFailed: 'Failed to load trivia questions. Please check your connection and try again.',
  notYourRound:
    'These are not the questions of your current round. Pull a new round and try again.',
  roundAlreadyStarted: 'This round has already started. End it to pull a new one.',
  tiebreakerLoading: 'Loading your tie breaker question...',
  tiebreakerLocked: 'Tie-breaker question locked for 1 year',
  tiebreakerNone: 'No tie breaker questions available at the moment.',
  tiebreakerRetried: (left: number) =>
    `New tie breaker question loaded. ${countOf(left, 'retry', 'retries')} remaining.`,
  tiebreakerNoRetries: 'No more retries remaining',
  tiebreakerNoneUnused: 'No unused tiebreaker questions available',
  tiebreakerLoadFailed: 'Failed to load tie breaker question',
  tiebreakerMarkFailed: 'Failed to mark question as used',
  teamNameRequired: 'Please enter a team name',
  teamAdded: (name: string) => `Team "${name}" added`,
  teamRemoved: 'Team removed',
  teamsEmpty: 'No teams added yet',
  teamsLoading: 'Loading teams...',
  flagReasonRequired: 'Please choose a reason',
  signInToAddTeams: 'You need to be logged in to add teams',
  signInToFlag: 'Please sign in to flag questions',
  signInToSubmit: 'Please sign in to submit questions',
  signInForQuestions: 'Please sign in to access trivia questions',
  flagged: 'Question flagged successfully',
  flagFailed: 'Failed to flag question',
  flagLimit: `You can flag up to ${FLAGS_PER_DAY} questions a day. Please try again tomorrow.`,
  submissionRequired: 'Please fill in all required fields',
  submitted: 'Question submitted successfully',
  submitFailed: 'Failed to submit question',
  categoryNotFound: 'Failed to find category',
  selectCategory: 'Please select at least one category',
} as const;

const id = z.string().uuid();

export const pullRoundSchema = z.object({
  categoryIds: z.array(id).max(200).optional(),
  isRetry: z.boolean().optional(),
});
export type PullRoundInput = z.infer<typeof pullRoundSchema>;

export const startRoundSchema = z.object({
  questionIds: z.array(id).min(1).max(QUESTIONS_PER_ROUND),
});

const roundQuestionSchema = z.object({
  id: z.string(),
  question_text: z.string(),
  /** null until the round starts: answers never reach the browser before Start Round. */
  correct_answer: z.string().nullable(),
  difficulty: z.string(),
  category_id: z.string().nullable(),
  category_name: z.string().nullable(),
  /** In this round's order (shuffled per round); null for open and number questions. */
  multiple_choice_options: z.array(z.string()).nullable(),
  kind: z.enum(QUESTION_KINDS),
  /** Also right when typed; null until the round starts, like the answer. */
  answer_variants: z.array(z.string()).nullable(),
  picture_url: z.string().nullable(),
  status: z.string(),
});
export type RoundQuestion = z.infer<typeof roundQuestionSchema>;

export const gameSchema = z.object({
  questions: z.array(roundQuestionSchema),
  tryAgainCount: z.number().int(),
  showAnswers: z.boolean(),
  roundActive: z.boolean(),
  selectedCategoryIds: z.array(z.string()),
  notice: z.string().nullable(),
});
export type Game = z.infer<typeof gameSchema>;

/** POST /api/rounds and /api/rounds/start: the game as the server saved it. */
export const gameResponseSchema = z.object({ game: gameSchema });

/** GET /api/games/current: the host's saved game, or null. */
export const currentGameResponseSchema = z.object({ game: gameSchema.nullable() });

/** What a deletion answers (a game, a team, a tie-breaker). */
export const okSchema = z.object({ ok: z.literal(true) });

/** POST /api/tiebreakers/next takes nothing: the server knows the session and its count. */
export const nextTiebreakerSchema = z.object({});

const tiebreakerSchema = z.object({
  id: z.string(),
  questionText: z.string(),
  /** null until Use This Question. */
  answerList: z.array(z.string()).nullable(),
  answerCount: z.number().int(),
});
export type Tiebreaker = z.infer<typeof tiebreakerSchema>;

/**
 * The host's tie-breaker session: the question on screen (null before the first, or when none
 * is left), the Try Different Question retries left (counted on the server), and whether the
 * question has been used (then its answers are in it). GET /api/tiebreakers/current.
 */
export const tiebreakerSessionSchema = z.object({
  tiebreaker: tiebreakerSchema.nullable(),
  retriesLeft: z.number().int().min(0).max(MAX_TIEBREAKER_RETRIES),
  isUsed: z.boolean(),
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

export const createTeamSchema = z.object({
  name: z
    .string({ error: GAME_MESSAGES.teamNameRequired })
    .trim()
    .min(1, GAME_MESSAGES.teamNameRequired)
    .max(TEAM_NAME_MAX, `Team names are at most ${TEAM_NAME_MAX} characters`),
});

export const scoreChangeSchema = z.object({
  delta: z.number().int().min(-1000).max(1000),
});

export const teamSchema = z.object({
  id: z.string(),
  name: z.string(),
  score: z.number().int(),
  created_at: z.string(),
});
export type Team = z.infer<typeof teamSchema>;

export const createFlagSchema = z.object({
  reason: z.enum(FLAG_REASONS, { error: GAME_MESSAGES.flagReasonRequired }),
  note: z
    .string()
    .trim()
    .max(1000, 'Notes are at most 1000 characters')
    .optional()
    .transform((v) => (v ? v : undefined)),
});

/** POST /api/questions/:id/flags: the flag, now in the admin queue. */
export const createdFlagSchema = z.object({ id: z.string() });

const SUBMISSION_KINDS = ['multiple_choice', 'true_false', 'open', 'number'] as const;

/** A host's question: any kind but picture (pictures are the admins' to upload). */
export const createSubmissionSchema = withQuestionContent(
  z.object({
    ...questionContentFields(GAME_MESSAGES.submissionRequired),
    kind: z.enum(SUBMISSION_KINDS).default('open'),
    picture: z.null().optional(),
    categoryId: z
      .string({ error: GAME_MESSAGES.submissionRequired })
      .uuid(GAME_MESSAGES.submissionRequired),
    difficulty: z.enum(DIFFICULTIES).default('medium'),
  }),
);
export type CreateSubmissionInput = z.input<typeof createSubmissionSchema>;

/** POST /api/submissions: pending until an admin reviews it. */
export const createdSubmissionSchema = z.object({ id: z.string(), status: z.string() });
