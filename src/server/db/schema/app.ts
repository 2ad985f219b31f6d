import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';

export const difficultyEnum = pgEnum('difficulty', ['easy', 'medium', 'hard']);
export const questionStatusEnum = pgEnum('question_status', [
  'approved',
  'flagged',
  'pending',
  'rejected',
]);
export const submissionStatusEnum = pgEnum('submission_status', [
  'pending',
  'approved',
  'rejected',
]);
export const flagStatusEnum = pgEnum('flag_status', ['pending', 'resolved']);
export const flagReasonEnum = pgEnum('flag_reason', [
  'incorrect_answer',
  'inappropriate_content',
  'unclear_question',
  'duplicate',
  'other',
]);
/** The question kinds (src/core/questions.ts QUESTION_KINDS). */
export const questionKindEnum = pgEnum('question_kind', [
  'multiple_choice',
  'true_false',
  'open',
  'picture',
  'number',
]);
/** A tie-breaker asks for a list of answers or for the number closest to the truth. */
export const tiebreakerKindEnum = pgEnum('tiebreaker_kind', ['list', 'number']);
export const backupStatusEnum = pgEnum('backup_status', ['started', 'completed', 'failed']);

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    // A disabled category keeps its questions but none of them is drawn into a round.
    isDisabled: boolean('is_disabled').notNull().default(false),
    // Generated from data tables (capitals, codes...): at most a third of a mixed round.
    isDataHeavy: boolean('is_data_heavy').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('categories_name_lower_idx').on(sql`lower(${t.name})`)],
);

export const triviaQuestions = pgTable(
  'trivia_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionText: text('question_text').notNull(),
    correctAnswer: text('correct_answer').notNull(),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    difficulty: difficultyEnum('difficulty').notNull().default('medium'),
    status: questionStatusEnum('status').notNull().default('approved'),
    multipleChoiceOptions: jsonb('multiple_choice_options').$type<string[] | null>(),
    kind: questionKindEnum('kind').notNull().default('open'),
    // Other answers that count as right when typed ("da Vinci" for "Leonardo da Vinci").
    answerVariants: jsonb('answer_variants').$type<string[]>().notNull().default([]),
    // The picture shown with the question: 'flag:<code>' (shipped) or 'upload:<uuid>' (pictures).
    picture: text('picture'),
    // Where the fact can be checked (a reference work's article, an official list).
    source: text('source'),
    // Uniform random key: a round is picked by seeking from a random point in this index.
    randomKey: doublePrecision('random_key').notNull().default(sql`random()`),
    // Set for questions loaded from the starter bank, so reloading never touches admin-made rows.
    bankKey: text('bank_key'),
    isEdited: boolean('is_edited').notNull().default(false),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The round pull's range scans; id in the key makes them index-only (no row reads).
    index('trivia_questions_status_key_idx').on(t.status, t.randomKey, t.id),
    index('trivia_questions_category_status_key_idx').on(t.categoryId, t.status, t.randomKey, t.id),
    uniqueIndex('trivia_questions_bank_key_idx').on(t.bankKey),
    // Newest first, with a tie-breaker, for the admin pool's pages.
    // Scanned backwards, it serves ORDER BY created_at DESC, id DESC.
    index('trivia_questions_created_id_idx').on(t.createdAt, t.id),
    // Search anywhere in question or answer (ILIKE '%term%'): one trigram index over both.
    index('trivia_questions_search_trgm_idx').using(
      'gin',
      sql`(${t.questionText} || ' ' || ${t.correctAnswer}) gin_trgm_ops`,
    ),
    // The duplicate checker's key: the same text, trimmed and lowercased.
    index('trivia_questions_duplicate_key_idx').on(sql`lower(trim(${t.questionText}))`),
  ],
);

export const usedQuestions = pgTable(
  'used_questions',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => triviaQuestions.id, { onDelete: 'cascade' }),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.questionId] }),
    // The round pull's probe "has this host used it since the cutoff", answered from the index.
    index('used_questions_probe_idx').on(t.userId, t.questionId, t.usedAt),
  ],
);

export const tiebreakerPool = pgTable(
  'tiebreaker_pool',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionText: text('question_text').notNull(),
    answerOptions: jsonb('answer_options').$type<string[]>().notNull(),
    kind: tiebreakerKindEnum('kind').notNull().default('list'),
    // The closest-number kind's exact answer (answer_options then holds it as read out).
    numberAnswer: doublePrecision('number_answer'),
    source: text('source'),
    isActive: boolean('is_active').notNull().default(true),
    bankKey: text('bank_key'),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('tiebreaker_pool_bank_key_idx').on(t.bankKey)],
);

export const tiebreakerUsage = pgTable(
  'tiebreaker_usage',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    tiebreakerId: uuid('tiebreaker_id')
      .notNull()
      .references(() => tiebreakerPool.id, { onDelete: 'cascade' }),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tiebreakerId] })],
);

export const teams = pgTable(
  'teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    score: integer('score').notNull().default(0),
    createdBy: text('created_by')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('teams_score_nonnegative', sql`${t.score} >= 0`),
    index('teams_owner_idx').on(t.createdBy),
  ],
);

/** The host's current game, so it can be continued on another device. One per host. */
export const games = pgTable('games', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  state: jsonb('state').notNull(),
  updatedAt: updatedAt(),
});

/**
 * The host's tie-breaker session, kept on the server like the saved game: the questions shown
 * since it began (the first, then one per Try Different Question), and whether the last one
 * was used. One per host.
 */
export const tiebreakerSessions = pgTable('tiebreaker_sessions', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  shownIds: jsonb('shown_ids').$type<string[]>().notNull().default([]),
  isUsed: boolean('is_used').notNull().default(false),
  // The closest-number kind: the teams' guesses the host typed in.
  guesses: jsonb('guesses').$type<{ team: string; guess: number }[]>().notNull().default([]),
  updatedAt: updatedAt(),
});

/** What the host chose last on /setup, so the next round starts from it. One per host. */
export const hostSettings = pgTable('host_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  lastCategoryIds: jsonb('last_category_ids').$type<string[]>().notNull().default([]),
  updatedAt: updatedAt(),
});

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/** Pictures an admin uploaded for picture questions: type-checked and size-capped on upload. */
export const pictures = pgTable('pictures', {
  id: uuid('id').primaryKey().defaultRandom(),
  contentType: text('content_type').notNull(),
  byteSize: integer('byte_size').notNull(),
  sha256: text('sha256').notNull(),
  bytes: bytea('bytes').notNull(),
  createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export const flaggedQuestions = pgTable(
  'flagged_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    linkedQuestionId: uuid('linked_question_id').references(() => triviaQuestions.id, {
      onDelete: 'set null',
    }),
    flaggedBy: text('flagged_by').references(() => user.id, { onDelete: 'set null' }),
    reason: flagReasonEnum('reason').notNull(),
    note: text('note'),
    status: flagStatusEnum('status').notNull().default('pending'),
    createdAt: createdAt(),
  },
  (t) => [index('flagged_questions_status_idx').on(t.status, t.createdAt)],
);

export const customSubmissions = pgTable(
  'custom_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submittedBy: text('submitted_by').references(() => user.id, { onDelete: 'set null' }),
    questionText: text('question_text').notNull(),
    correctAnswer: text('correct_answer').notNull(),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    difficulty: difficultyEnum('difficulty').notNull().default('medium'),
    kind: questionKindEnum('kind').notNull().default('open'),
    multipleChoiceOptions: jsonb('multiple_choice_options').$type<string[] | null>(),
    answerVariants: jsonb('answer_variants').$type<string[]>().notNull().default([]),
    status: submissionStatusEnum('status').notNull().default('pending'),
    createdAt: createdAt(),
  },
  (t) => [index('custom_submissions_status_idx').on(t.status, t.createdAt)],
);

export const backupLog = pgTable('backup_log', {
  id: uuid('id').primaryKey().defaultRandom(),
  status: backupStatusEnum('status').notNull(),
  backupDate: timestamp('backup_date', { withTimezone: true }).notNull().defaultNow(),
  fileName: text('file_name'),
  error: text('error'),
  createdAt: createdAt(),
});

export const billingCustomers = pgTable('billing_customers', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  customerId: text('customer_id').notNull().unique(),
  subscriptionId: text('subscription_id'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * The last known state of a host's subscription: the local provider's own record, or a
 * cache of Stripe's last read (the profile's status, tier and end date derive from it).
 */
export const billingSubscriptions = pgTable(
  'billing_subscriptions',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subscriptionId: text('subscription_id').notNull(),
    // The provider's word: trialing, active, past_due, unpaid, canceled...
    status: text('status').notNull(),
    plan: text('plan'),
    amount: integer('amount'),
    currency: text('currency'),
    interval: text('interval'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    cancelAt: timestamp('cancel_at', { withTimezone: true }),
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [index('billing_subscriptions_provider_idx').on(t.provider)],
);

/** When a scheduled job last ran, so one server copy runs it once a day. */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
  lastResult: jsonb('last_result'),
});

export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: text('actor_id'),
    action: text('action').notNull(),
    targetId: text('target_id'),
    detail: jsonb('detail'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt)],
);

/** Mail the outbox adapter keeps when no SMTP server is configured. */
export const mailOutbox = pgTable('mail_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  createdAt: createdAt(),
});
