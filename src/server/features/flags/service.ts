import { and, eq, inArray } from 'drizzle-orm';
import type { FlagReason } from '../../../core/game';
import type { Database } from '../../db/client';
import { flaggedQuestions, triviaQuestions } from '../../db/schema';
import { notFound } from '../../http/errors';

const QUESTION_NOT_FOUND = 'Question not found';

/** A host flags a question: the flag joins the admin queue and the question leaves the approved pool. */
export async function flagQuestion(
  database: Database,
  userId: string,
  questionId: string,
  input: { reason: FlagReason; note?: string },
): Promise<{ id: string }> {
  return database.db.transaction(async (tx) => {
    const [question] = await tx
      .select({ id: triviaQuestions.id })
      .from(triviaQuestions)
      .where(
        and(
          eq(triviaQuestions.id, questionId),
          inArray(triviaQuestions.status, ['approved', 'flagged']),
        ),
      );
    if (!question) throw notFound(QUESTION_NOT_FOUND);
    const [flag] = await tx
      .insert(flaggedQuestions)
      .values({
        linkedQuestionId: questionId,
        flaggedBy: userId,
        reason: input.reason,
        note: input.note ?? null,
      })
      .returning({ id: flaggedQuestions.id });
    await tx
      .update(triviaQuestions)
      .set({ status: 'flagged', updatedAt: new Date() })
      .where(and(eq(triviaQuestions.id, questionId), eq(triviaQuestions.status, 'approved')));
    return flag;
  });
}
