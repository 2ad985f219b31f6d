import { asc, count, eq, sql } from 'drizzle-orm';
import type { Category } from '../../../core/categories';
import type { Database } from '../../db/client';
import { categories, triviaQuestions } from '../../db/schema';

/** Categories ordered by name, with the live count of approved questions in each. */
export async function listCategories(database: Database): Promise<Category[]> {
  const rows = await database.db
    .select({
      id: categories.id,
      name: categories.name,
      description: categories.description,
      questionCount: sql<number>`coalesce(${count(triviaQuestions.id)}, 0)`.mapWith(Number),
    })
    .from(categories)
    .leftJoin(
      triviaQuestions,
      sql`${triviaQuestions.categoryId} = ${categories.id} and ${triviaQuestions.status} = 'approved'`,
    )
    .groupBy(categories.id)
    .orderBy(asc(categories.name));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    question_count: r.questionCount,
  }));
}

export async function findCategoryByName(database: Database, name: string) {
  const [row] = await database.db
    .select()
    .from(categories)
    .where(eq(sql`lower(${categories.name})`, name.trim().toLowerCase()));
  return row ?? null;
}
