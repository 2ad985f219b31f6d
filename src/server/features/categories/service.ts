import { asc, count, eq, sql } from 'drizzle-orm';
import { ADMIN_MESSAGES } from '../../../core/admin';
import { type Category, findCategoryNamed } from '../../../core/categories';
import type { Database } from '../../db/client';
import { categories, triviaQuestions } from '../../db/schema';
import { isUniqueViolation } from '../../db/sql';
import { conflict, notFound } from '../../http/errors';

/**
 * Categories ordered by name, with the live count of approved questions in each (a disabled
 * category's questions still count: they stay in the pool). The public list leaves disabled
 * categories out (`enabledOnly`); the admin list shows them all.
 */
export async function listCategories(
  database: Database,
  options: { enabledOnly?: boolean } = {},
): Promise<Category[]> {
  const rows = await database.db
    .select({
      id: categories.id,
      name: categories.name,
      description: categories.description,
      isDisabled: categories.isDisabled,
      isDataHeavy: categories.isDataHeavy,
      questionCount: sql<number>`coalesce(${count(triviaQuestions.id)}, 0)`.mapWith(Number),
    })
    .from(categories)
    .leftJoin(
      triviaQuestions,
      sql`${triviaQuestions.categoryId} = ${categories.id} and ${triviaQuestions.status} = 'approved'`,
    )
    .where(options.enabledOnly ? eq(categories.isDisabled, false) : undefined)
    .groupBy(categories.id)
    .orderBy(asc(categories.name));
  return rows.map((r) => toCategory(r, r.questionCount));
}

function toCategory(
  row: {
    id: string;
    name: string;
    description: string | null;
    isDisabled: boolean;
    isDataHeavy: boolean;
  },
  questionCount: number,
): Category {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    question_count: questionCount,
    is_disabled: row.isDisabled,
    is_data_heavy: row.isDataHeavy,
  };
}

/** A category as the admin edits it (categoryInputSchema's output). */
type CategoryChange = {
  name: string;
  description: string | null;
  isDisabled?: boolean;
  isDataHeavy?: boolean;
};

/** The category named `name` by the category-name rule of src/core/categories.ts. */
export async function findCategoryByName(database: Database, name: string) {
  return findCategoryNamed(await database.db.select().from(categories), name) ?? null;
}

export async function listAllCategoryRefs(
  database: Database,
): Promise<{ id: string; name: string }[]> {
  return database.db.select({ id: categories.id, name: categories.name }).from(categories);
}

async function nameTakenBy(database: Database, name: string): Promise<string | null> {
  return (await findCategoryByName(database, name))?.id ?? null;
}

export async function createCategory(database: Database, input: CategoryChange): Promise<Category> {
  if (await nameTakenBy(database, input.name))
    throw conflict(ADMIN_MESSAGES.categoryExists, 'category_exists');
  try {
    const [row] = await database.db.insert(categories).values(input).returning();
    return toCategory(row, 0);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(ADMIN_MESSAGES.categoryExists, 'category_exists');
    throw err;
  }
}

/**
 * Renames, describes, disables or marks a category data-heavy (flags left out stay as they
 * are). Disabling keeps every question; rounds leave a disabled category's questions out.
 */
export async function updateCategory(
  database: Database,
  id: string,
  input: CategoryChange,
): Promise<void> {
  const taken = await nameTakenBy(database, input.name);
  if (taken && taken !== id)
    throw conflict(ADMIN_MESSAGES.categoryNameInUse, 'category_name_in_use');
  try {
    const rows = await database.db
      .update(categories)
      .set(input)
      .where(eq(categories.id, id))
      .returning({ id: categories.id });
    if (rows.length === 0) throw notFound(ADMIN_MESSAGES.categoryNotFound);
  } catch (err) {
    if (isUniqueViolation(err))
      throw conflict(ADMIN_MESSAGES.categoryNameInUse, 'category_name_in_use');
    throw err;
  }
}

/** Deletes a category; its questions and submissions become Uncategorized (ON DELETE SET NULL). */
export async function deleteCategory(
  database: Database,
  id: string,
): Promise<{ movedQuestions: number }> {
  return database.db.transaction(async (tx) => {
    const [{ n }] = await tx
      .select({ n: count() })
      .from(triviaQuestions)
      .where(eq(triviaQuestions.categoryId, id));
    const rows = await tx
      .delete(categories)
      .where(eq(categories.id, id))
      .returning({ id: categories.id });
    if (rows.length === 0) throw notFound(ADMIN_MESSAGES.categoryNotFound);
    return { movedQuestions: n };
  });
}
