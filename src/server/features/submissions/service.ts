import { eq } from 'drizzle-orm';
import { GAME_MESSAGES } from '../../../core/game';
import type { QuestionContent } from '../../../core/questions';
import type { Database } from '../../db/client';
import { contentColumns } from '../../db/question-content';
import { categories, customSubmissions } from '../../db/schema';
import { badRequest } from '../../http/errors';

/**
 * A host's own question, pending until an admin reviews it: its kind, options and accepted
 * variants as createSubmissionSchema checked them (hosts send no picture).
 */
export async function createSubmission(
  database: Database,
  userId: string,
  input: QuestionContent & { categoryId: string; difficulty: 'easy' | 'medium' | 'hard' },
): Promise<{ id: string; status: string }> {
  const [category] = await database.db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, input.categoryId));
  if (!category) throw badRequest(GAME_MESSAGES.categoryNotFound, 'category_not_found');
  const { picture: _none, ...content } = contentColumns(input);
  const [row] = await database.db
    .insert(customSubmissions)
    .values({
      questionText: input.questionText,
      correctAnswer: input.correctAnswer,
      ...content,
      categoryId: input.categoryId,
      difficulty: input.difficulty,
      submittedBy: userId,
      status: 'pending',
    })
    .returning({ id: customSubmissions.id, status: customSubmissions.status });
  return row;
}
