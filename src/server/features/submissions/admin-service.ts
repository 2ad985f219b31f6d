import { and, desc, eq } from 'drizzle-orm';
import { ADMIN_MESSAGES, type ReviewEditInput } from '../../../core/admin';
import type { Database } from '../../db/client';
import { assertQuestionRefs, contentColumns, contentOut } from '../../db/question-content';
import { categories, customSubmissions, triviaQuestions, user } from '../../db/schema';
import { notFound } from '../../http/errors';

/** Pending submissions, newest first, with the submitter's e-mail and the category. */
export async function listPendingSubmissions(database: Database) {
  const rows = await database.db
    .select({
      id: customSubmissions.id,
      questionText: customSubmissions.questionText,
      correctAnswer: customSubmissions.correctAnswer,
      difficulty: customSubmissions.difficulty,
      kind: customSubmissions.kind,
      multipleChoiceOptions: customSubmissions.multipleChoiceOptions,
      answerVariants: customSubmissions.answerVariants,
      status: customSubmissions.status,
      createdAt: customSubmissions.createdAt,
      categoryId: customSubmissions.categoryId,
      categoryName: categories.name,
      submitterEmail: user.email,
    })
    .from(customSubmissions)
    .leftJoin(categories, eq(categories.id, customSubmissions.categoryId))
    .leftJoin(user, eq(user.id, customSubmissions.submittedBy))
    .where(eq(customSubmissions.status, 'pending'))
    .orderBy(desc(customSubmissions.createdAt), desc(customSubmissions.id))
    .limit(500);
  return rows.map((r) => ({
    id: r.id,
    question_text: r.questionText,
    correct_answer: r.correctAnswer,
    difficulty: r.difficulty,
    status: r.status,
    ...contentOut({ ...r, picture: null }),
    created_at: r.createdAt.toISOString(),
    category: r.categoryId ? { id: r.categoryId, name: r.categoryName } : null,
    submitter_email: r.submitterEmail,
  }));
}

/**
 * Keep (as submitted) or Edit and approve: the question joins the pool as approved, with the
 * submission's content whole (kind, options, variants) or the edit's (which may add a
 * picture), and the submission is marked approved, together. A submission already reviewed
 * is not found; an edit naming a category or picture that does not exist is refused (400).
 */
export async function approveSubmission(
  database: Database,
  adminId: string,
  id: string,
  edit: ReviewEditInput | null,
): Promise<{ questionId: string; message: string }> {
  if (edit) await assertQuestionRefs(database, edit);
  return database.db.transaction(async (tx) => {
    const [submission] = await tx
      .update(customSubmissions)
      .set({ status: 'approved' })
      .where(and(eq(customSubmissions.id, id), eq(customSubmissions.status, 'pending')))
      .returning();
    if (!submission) throw notFound(ADMIN_MESSAGES.submissionNotFound);
    const values = edit
      ? {
          questionText: edit.questionText,
          correctAnswer: edit.correctAnswer,
          ...contentColumns(edit),
          categoryId: edit.categoryId,
          difficulty: edit.difficulty,
        }
      : {
          questionText: submission.questionText,
          correctAnswer: submission.correctAnswer,
          kind: submission.kind,
          multipleChoiceOptions: submission.multipleChoiceOptions,
          answerVariants: submission.answerVariants,
          categoryId: submission.categoryId,
          difficulty: submission.difficulty,
        };
    const [question] = await tx
      .insert(triviaQuestions)
      .values({ ...values, status: 'approved', createdBy: adminId })
      .returning({ id: triviaQuestions.id });
    return {
      questionId: question.id,
      message: edit ? ADMIN_MESSAGES.submissionEdited : ADMIN_MESSAGES.submissionApproved,
    };
  });
}

export async function rejectSubmission(database: Database, id: string): Promise<void> {
  const rows = await database.db
    .update(customSubmissions)
    .set({ status: 'rejected' })
    .where(and(eq(customSubmissions.id, id), eq(customSubmissions.status, 'pending')))
    .returning({ id: customSubmissions.id });
  if (rows.length === 0) throw notFound(ADMIN_MESSAGES.submissionNotFound);
}
