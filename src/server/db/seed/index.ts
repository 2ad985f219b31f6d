import { count } from 'drizzle-orm';
import type { Database } from '../client';
import { categories, tiebreakerPool, triviaQuestions } from '../schema';
import { STARTER_CATEGORIES, STARTER_QUESTIONS, STARTER_TIEBREAKERS } from './starter-data';

/** Seeds the starter categories, questions and tie-breakers into an empty database. */
export async function seedIfEmpty(database: Database): Promise<boolean> {
  const [{ n }] = await database.db.select({ n: count() }).from(categories);
  if (n > 0) return false;
  await database.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(categories)
      .values(STARTER_CATEGORIES.map((c) => ({ name: c.name, description: c.description })))
      .returning({ id: categories.id, name: categories.name });
    const idByName = new Map(inserted.map((c) => [c.name, c.id]));
    await tx.insert(triviaQuestions).values(
      STARTER_QUESTIONS.map((q, i) => ({
        questionText: q.question,
        correctAnswer: q.answer,
        categoryId: idByName.get(q.category) ?? null,
        difficulty: q.difficulty,
        multipleChoiceOptions: q.options ?? null,
        status: 'approved' as const,
        bankKey: `starter:${i}`,
      })),
    );
    await tx.insert(tiebreakerPool).values(
      STARTER_TIEBREAKERS.map((t, i) => ({
        questionText: t.question,
        answerOptions: t.answers,
        bankKey: `starter-tb:${i}`,
      })),
    );
  });
  return true;
}
