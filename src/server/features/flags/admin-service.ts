import { and, desc, eq } from 'drizzle-orm';
import { ADMIN_MESSAGES, type ReviewEditInput } from '../../../core/admin';
import type { Database } from '../../db/client';
import { assertQuestionRefs, contentColumns, contentOut } from '../../db/question-content';
import { categories, flaggedQuestions, triviaQuestions, user } from '../../db/schema';
import { notFound } from '../../http/errors';

/** Pending flags, newest first, each with its question (null when it no longer exists). */
export async function listPendingFlags(database: Database) {
  const rows = await database.db
    .select({
      id: flaggedQuestions.id,
      reason: flaggedQuestions.reason,
      note: flaggedQuestions.note,
      createdAt: flaggedQuestions.createdAt,
      flaggedByEmail: user.email,
      questionId: triviaQuestions.id,
      questionText: triviaQuestions.questionText,
      correctAnswer: triviaQuestions.correctAnswer,
      difficulty: triviaQuestions.difficulty,
      status: triviaQuestions.status,
      kind: triviaQuestions.kind,
      multipleChoiceOptions: triviaQuestions.multipleChoiceOptions,
      answerVariants: triviaQuestions.answerVariants,
      picture: triviaQuestions.picture,
      categoryId: triviaQuestions.categoryId,
      categoryName: categories.name,
    })
    .from(flaggedQuestions)
    .leftJoin(triviaQuestions, eq(triviaQuestions.id, flaggedQuestions.linkedQuestionId))
    .leftJoin(categories, eq(categories.id, triviaQuestions.categoryId))
    .leftJoin(user, eq(user.id, flaggedQuestions.flaggedBy))
    .where(eq(flaggedQuestions.status, 'pending'))
    .orderBy(desc(flaggedQuestions.createdAt), desc(flaggedQuestions.id))
    .limit(500);
  return rows.map((r) => ({
    id: r.id,
    reason: r.reason,
    note: r.note,
    created_at: r.createdAt.toISOString(),
    flagged_by_email: r.flaggedByEmail,
    question: r.questionId
      ? {
          id: r.questionId,
          question_text: r.questionText!,
          correct_answer: r.correctAnswer!,
          difficulty: r.difficulty!,
          status: r.status!,
          category_id: r.categoryId,
          category_name: r.categoryName,
          ...contentOut({
            kind: r.kind!,
            multipleChoiceOptions: r.multipleChoiceOptions,
            answerVariants: r.answerVariants,
            picture: r.picture,
          }),
        }
      : null,
  }));
}

export type FlagDecision =
  | { action: 'keep' }
  | { action: 'remove' }
  | { action: 'edit'; edit: ReviewEditInput };

/**
 * Resolves a flag and every other pending flag on the same question, and sets the
 * question: Keep and Edit approve it (Edit with the new content whole), Remove rejects it. A flag
 * whose question was deleted is closed by Keep or Remove, and says so; Edit has nothing to
 * save and is refused.
 */
export async function resolveFlag(
  database: Database,
  id: string,
  decision: FlagDecision,
): Promise<{ message: string }> {
  if (decision.action === 'edit') await assertQuestionRefs(database, decision.edit);
  return database.db.transaction(async (tx) => {
    const [flag] = await tx
      .select()
      .from(flaggedQuestions)
      .where(and(eq(flaggedQuestions.id, id), eq(flaggedQuestions.status, 'pending')))
      .for('update');
    if (!flag) throw notFound(ADMIN_MESSAGES.flagNotFound);
    if (!flag.linkedQuestionId) {
      if (decision.action === 'edit') throw notFound(ADMIN_MESSAGES.questionNotFound);
      await tx
        .update(flaggedQuestions)
        .set({ status: 'resolved' })
        .where(eq(flaggedQuestions.id, id));
      return { message: ADMIN_MESSAGES.flagClosedQuestionGone };
    }
    const questionId = flag.linkedQuestionId;
    const changes =
      decision.action === 'remove'
        ? { status: 'rejected' as const }
        : decision.action === 'edit'
          ? {
              // The whole content: kind, options, variants and picture with the text.
              questionText: decision.edit.questionText,
              correctAnswer: decision.edit.correctAnswer,
              ...contentColumns(decision.edit),
              categoryId: decision.edit.categoryId,
              difficulty: decision.edit.difficulty,
              status: 'approved' as const,
              isEdited: true,
            }
          : { status: 'approved' as const };
    await tx
      .update(triviaQuestions)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(triviaQuestions.id, questionId));
    await tx
      .update(flaggedQuestions)
      .set({ status: 'resolved' })
      .where(
        and(
          eq(flaggedQuestions.linkedQuestionId, questionId),
          eq(flaggedQuestions.status, 'pending'),
        ),
      );
    return {
      message:
        decision.action === 'remove'
          ? ADMIN_MESSAGES.flagRemoved
          : decision.action === 'edit'
            ? ADMIN_MESSAGES.submissionEdited
            : ADMIN_MESSAGES.flagKept,
    };
  });
}
