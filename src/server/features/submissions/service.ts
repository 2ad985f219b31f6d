import { eq } from 'drizzle-orm';
import { GAME_MESSAGES } from '../../../core/game';
import type { Database } from '../../db/client';
import { categories, customSubmissions } from '../../db/schema';
import { badRequest } from '../../http/errors';

/** A host's own question, pending until an admin reviews it. */
export async function createSubmission(
  database: Database,
  userId: string,
  input: {
    questionText: string;
    correctAnswer: string;
    categoryId: string;
    difficulty: 'easy' | 'medium' | 'hard';
  },
): Promise<{ id: string; status: string }> {
  const [category] = await database.db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, input.categoryId));
  if (!category) throw badRequest(GAME_MESSAGES.categoryNotFound, 'category_not_found');
  const [row] = await database.db
    .insert(customSubmissions)
    .values({ ...input, submittedBy: userId, status: 'pending' })
    .returning({ id: customSubmissions.id, status: customSubmissions.status });
  return row;
}
