import { z } from 'zod';
import { DIFFICULTIES, okSchema } from './game';
import { QUESTION_KINDS, questionContentFields, withQuestionContent } from './questions';

export const QUESTION_STATUSES = ['approved', 'flagged', 'pending', 'rejected'] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];

export const ADMIN_MESSAGES = {
  questionRequired: 'Question and answer are required fields',
  fillAllRequired: 'Please fill in all required fields',
  questionAdded: 'New question added successfully',
  questionAddedToPool: 'New question added to the pool',
  questionUpdated: 'Question updated successfully',
  questionDeleted: 'Question deleted successfully',
  deleteConfirm: 'Are you sure you want to delete this question? This action cannot be undone.',
  questionNotFound: 'Question not found',
  noQuestionsMatching: 'No questions found matching your filters',
  noDuplicates: 'No duplicate questions found!',
  foundDuplicates: (n: number) => `Found ${n} groups of duplicate questions.`,
  categoryNameRequired: 'Category name is required',
  categoryExists: 'This category already exists',
  categoryNameInUse: 'This category name is already in use',
  categoryAdded: 'Category added successfully',
  categoryUpdated: 'Category updated successfully',
  categoryDeleted: 'Category deleted. Its questions are now Uncategorized.',
  categoryNotFound: 'Category not found',
  unknownCategoryWarning: (name: string) =>
    `No category named "${name}": the question was filed as Uncategorized.`,
  submissionApproved: 'Question approved and added to the pool',
  submissionEdited: 'Question edited and approved',
  submissionRejected: 'Question rejected',
  noSubmissions: 'No pending submissions to review',
  submissionNotFound: 'Submission not found',
  flagKept: 'Flag reviewed. Question kept in the pool.',
  flagRemoved: 'Flag reviewed. Question removed from the pool.',
  flagClosedQuestionGone: 'Flag closed. Its question had already been deleted.',
  flagRemoveConfirm:
    'Remove this question from the pool? It is marked rejected, leaves every host’s rounds, and every pending flag on it is closed. You can approve it again from the Question Pool.',
  noFlags: 'No flagged questions to review',
  flagNotFound: 'Flag not found',
  tiebreakerTextRequired: 'Question text is required.',
  tiebreakerAnswerRequired: 'At least one valid answer is required.',
  tiebreakerNotFound: 'Tie-breaker question not found',
  noTiebreakers: 'No tiebreaker questions available',
  noTiebreakersMatching: 'No tiebreaker questions match your search',
  tiebreakerLoadFailed: 'Failed to load tiebreaker questions',
  bulkAdded: (n: number) => `${n} questions added successfully to the question pool`,
  bulkNoValid: 'No valid questions to upload',
  bulkEmpty: 'Please enter some data to preview',
  bulkNoneParsed: 'No questions could be parsed from the input',
  bulkSomeInvalid: (valid: number, invalid: number) =>
    `${valid} valid questions found, ${invalid} questions have errors`,
  /** Bulk curation's answer: '12 questions approved', '1 question moved to Uncategorized'. */
  questionsBulkDone: (
    action: QuestionBulkAction['action'],
    n: number,
    categoryName?: string | null,
  ) =>
    `${n} ${n === 1 ? 'question' : 'questions'} ${
      action === 'recategorize'
        ? `moved to ${categoryName ?? 'Uncategorized'}`
        : { approve: 'approved', reject: 'rejected', delete: 'deleted' }[action]
    }`,
} as const;

const id = z.string().uuid();
const text = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);

export const listQuestionsQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  status: z.enum(QUESTION_STATUSES).optional(),
  difficulty: z.enum(DIFFICULTIES).optional(),
  categoryId: z.union([id, z.literal('uncategorized')]).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type ListQuestionsQuery = z.infer<typeof listQuestionsQuerySchema>;

export const createQuestionSchema = withQuestionContent(
  z.object({
    ...questionContentFields(ADMIN_MESSAGES.questionRequired),
    categoryId: id.nullable().optional(),
    /** The add-question page's free text: matched by name ignoring case. */
    categoryName: z.string().trim().max(100).optional(),
    difficulty: z.enum(DIFFICULTIES).default('medium'),
  }),
);
export type CreateQuestionInput = z.input<typeof createQuestionSchema>;

/**
 * PATCH /api/admin/questions/:id replaces the whole question: `kind` is required, so a client
 * that leaves it out cannot turn a multiple-choice question into an open one by accident.
 */
export const updateQuestionSchema = withQuestionContent(
  z.object({
    ...questionContentFields(ADMIN_MESSAGES.questionRequired),
    kind: z.enum(QUESTION_KINDS),
    categoryId: id.nullable(),
    difficulty: z.enum(DIFFICULTIES),
    status: z.enum(QUESTION_STATUSES),
  }),
);
export type UpdateQuestionInput = z.input<typeof updateQuestionSchema>;

/** A question's content as the admin screens show it. */
export const questionContentSchema = z.object({
  kind: z.enum(QUESTION_KINDS),
  multiple_choice_options: z.array(z.string()).nullable(),
  answer_variants: z.array(z.string()),
  /** The stored reference ('flag:fr', 'upload:<id>'), and where the browser loads it. */
  picture: z.string().nullable(),
  picture_url: z.string().nullable(),
});

export const adminQuestionSchema = z
  .object({
    id: z.string(),
    question_text: z.string(),
    correct_answer: z.string(),
    category_id: z.string().nullable(),
    category_name: z.string().nullable(),
    difficulty: z.enum(DIFFICULTIES),
    status: z.enum(QUESTION_STATUSES),
    source: z.string().nullable(),
    created_at: z.string(),
  })
  .extend(questionContentSchema.shape);
export type AdminQuestion = z.infer<typeof adminQuestionSchema>;

/** Bulk curation in the pool: many questions approved, rejected, moved or deleted at once. */
export const questionBulkActionSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.enum(['approve', 'reject', 'delete']),
    ids: z.array(id).min(1).max(500),
  }),
  z.object({
    action: z.literal('recategorize'),
    ids: z.array(id).min(1).max(500),
    /** null: Uncategorized. */
    categoryId: id.nullable(),
  }),
]);
export type QuestionBulkAction = z.input<typeof questionBulkActionSchema>;

/**
 * POST /api/admin/questions/bulk-action: how many questions it changed (ids that match no
 * question are ignored and not counted), and '12 questions approved'.
 */
export const questionBulkActionResultSchema = z.object({
  changed: z.number().int(),
  message: z.string(),
});

export const categoryInputSchema = z.object({
  name: text(100, ADMIN_MESSAGES.categoryNameRequired),
  description: z
    .string()
    .trim()
    .max(500)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
  /** Its questions leave rounds; the category and its questions stay. Absent: unchanged. */
  isDisabled: z.boolean().optional(),
  /** Generated from data tables: at most a third of a mixed round. Absent: unchanged. */
  isDataHeavy: z.boolean().optional(),
});
export type CategoryInput = z.input<typeof categoryInputSchema>;

/** Edit and approve a submission or a flagged question: the whole content, `kind` required. */
export const reviewEditSchema = withQuestionContent(
  z.object({
    ...questionContentFields(ADMIN_MESSAGES.fillAllRequired),
    kind: z.enum(QUESTION_KINDS),
    categoryId: id.nullable(),
    difficulty: z.enum(DIFFICULTIES),
  }),
);
export type ReviewEditInput = z.output<typeof reviewEditSchema>;
/** The body the review queue's Edit sends (multipleChoiceOptions, before the check). */
export type ReviewEditRequest = z.input<typeof reviewEditSchema>;

// The tie-breaker pool's schemas are in ./tiebreakers.ts.

/** An admin change that answers only with what it did (a flag kept, removed or edited). */
export const messageSchema = z.object({ message: z.string() });

/** The same with `ok` (a category renamed, a question deleted, a submission removed). */
export const okMessageSchema = okSchema.extend({ message: z.string() });

/** POST /api/admin/submissions/:id/keep and /approve-edit: the question it became. */
export const approvedSubmissionSchema = messageSchema.extend({ questionId: z.string() });

/** DELETE /api/admin/categories/:id: its questions became Uncategorized. */
export const deletedCategorySchema = okMessageSchema.extend({ movedQuestions: z.number().int() });

/**
 * POST /api/admin/questions: `warning` is set when a free-text category matched no category
 * and the question was filed as Uncategorized.
 */
export const createdQuestionSchema = z.object({
  question: adminQuestionSchema,
  warning: z.string().nullable(),
});

/** GET /api/admin/questions: one page of the pool. */
export const questionPageSchema = z.object({
  items: z.array(adminQuestionSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/**
 * GET /api/admin/questions/duplicates: groups of the same text (trimmed, ignoring case) and the
 * same picture, oldest first in each. `key` is the text so keyed, followed by ' [<picture>]'
 * for questions with a picture (two flags asked the same way are not duplicates).
 */
export const duplicateReportSchema = z.object({
  groups: z.array(z.object({ key: z.string(), questions: z.array(adminQuestionSchema) })),
  message: z.string(),
});
export type DuplicateReport = z.infer<typeof duplicateReportSchema>;
export type DuplicateGroup = DuplicateReport['groups'][number];

/** GET /api/admin/flags: a pending flag with its question (null once the question is gone). */
export const pendingFlagSchema = z.object({
  id: z.string(),
  reason: z.string(),
  note: z.string().nullable(),
  created_at: z.string(),
  flagged_by_email: z.string().nullable(),
  question: z
    .object({
      id: z.string(),
      question_text: z.string(),
      correct_answer: z.string(),
      difficulty: z.enum(DIFFICULTIES),
      status: z.enum(QUESTION_STATUSES),
      category_id: z.string().nullable(),
      category_name: z.string().nullable(),
    })
    .extend(questionContentSchema.shape)
    .nullable(),
});
export type PendingFlag = z.infer<typeof pendingFlagSchema>;

/** GET /api/admin/submissions: a pending submission, newest first. */
export const pendingSubmissionSchema = z
  .object({
    id: z.string(),
    question_text: z.string(),
    correct_answer: z.string(),
    difficulty: z.enum(DIFFICULTIES),
    status: z.string(),
    created_at: z.string(),
    category: z.object({ id: z.string(), name: z.string().nullable() }).nullable(),
    submitter_email: z.string().nullable(),
  })
  .extend(questionContentSchema.shape);
export type PendingSubmission = z.infer<typeof pendingSubmissionSchema>;

const statCount = z.number().int().nonnegative();

/** GET /api/admin/stats and the live stream's 'stats' events: the dashboard's numbers. */
export const adminStatsSchema = z.object({
  questions: statCount,
  categories: statCount,
  tiebreakers: statCount,
  pendingFlags: statCount,
  users: z.object({
    total: statCount,
    active: statCount,
    trial: statCount,
    expired: statCount,
    admins: statCount,
  }),
  subscribers: z.object({ monthly: statCount, annual: statCount }),
  revenueEstimate: z.number(),
  conversionRate: z.number(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** Spec admin 9: 14.99 a monthly subscriber, 12.5 a month an annual one; conversion = active / total. */
export function estimateRevenue(monthly: number, annual: number): number {
  return Math.round((monthly * 14.99 + annual * 12.5) * 100) / 100;
}

export function conversionRate(active: number, total: number): number {
  return total === 0 ? 0 : Math.round((active / total) * 10000) / 100;
}
