import { z } from 'zod';
import { QUESTION_KINDS, questionContentFields, withQuestionContent } from './questions';

export const QUESTIONS_PER_ROUND = 10;
export const MAX_TRY_AGAIN = 3;
/** Questions a host may replace, one at a time, in a pulled round before it starts. */
export const MAX_REPLACEMENTS = 3;
/** /setup warns when a chosen category has fewer unused questions than this. */
export const LOW_CATEGORY_LEFT = 30;
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
  usedAll:
    'You have used every question available for this round. Choose other categories on Game Setup, clear the selection for a mixed round, or add your own questions from Submit Question.',
  noQuestions:
    'There are no questions in these categories yet. Choose other categories on Game Setup, clear the selection for a mixed round, or add your own questions from Submit Question.',
  replaced: (left: number) =>
    `Question replaced. ${countOf(left, 'replacement', 'replacements')} left.`,
  maxReplacements: `You have replaced ${MAX_REPLACEMENTS} questions in this round: no replacements left.`,
  noReplacement:
    'No other question fits this round: every other question here has been used or shown. Keep this one, or choose other categories on Game Setup.',
  replaceAfterStart: 'This round has started: questions can be replaced only before Start Round.',
  notInRound: 'That question is not in your current round.',
  categoryLow: (left: number, name: string) =>
    `Only ${countOf(left, 'question', 'questions')} left in ${name}`,
  categoryUsedUp: (name: string) =>
    `You have used every question in ${name}: it cannot fill a round until new questions are added.`,
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

/** POST /api/rounds/replace: one question of the pulled round, before it starts. */
export const replaceQuestionSchema = z.object({ questionId: id });

/** PATCH /api/games/current/questions/:id: ask the question open (options hidden) or not. */
export const questionDisplaySchema = z.object({ optionsHidden: z.boolean() });

/** GET /api/rounds/setup: each enabled category with what this host has left in it. */
export const roundSetupSchema = z.object({
  categories: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      /** Approved questions the host has not used within the lock. */
      available: z.number().int(),
    }),
  ),
  /** The categories of the host's last pull ([]: a randomized round). */
  lastCategoryIds: z.array(z.string()),
});
export type RoundSetup = z.infer<typeof roundSetupSchema>;

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
  /** The host asks it as an open question: the options stay off the screen. */
  options_hidden: z.boolean().default(false),
  status: z.string(),
});
export type RoundQuestion = z.infer<typeof roundQuestionSchema>;

export const gameSchema = z.object({
  questions: z.array(roundQuestionSchema),
  tryAgainCount: z.number().int(),
  /** Questions replaced in this round (at most MAX_REPLACEMENTS), counted apart from tries. */
  replaceCount: z.number().int().default(0),
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

// The tie-breaker schemas are in ./tiebreakers.ts.

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
