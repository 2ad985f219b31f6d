import { count, desc, eq, ilike, sql } from 'drizzle-orm';
import { ADMIN_MESSAGES } from '../../../core/admin';
import { type AdminTiebreaker, type TiebreakerValues, unitOf } from '../../../core/tiebreakers';
import { normalizeOptions } from '../../db/answer-options';
import type { Database } from '../../db/client';
import { tiebreakerPool, tiebreakerUsage } from '../../db/schema';
import { likePattern } from '../../db/sql';
import { notFound } from '../../http/errors';

function toAdminTiebreaker(row: typeof tiebreakerPool.$inferSelect): AdminTiebreaker {
  const answers = normalizeOptions(row.answerOptions) ?? [];
  const numberAnswer = row.kind === 'number' ? row.numberAnswer : null;
  return {
    id: row.id,
    kind: row.kind,
    question_text: row.questionText,
    answer_options: answers,
    number_answer: numberAnswer,
    unit: unitOf(answers[0], numberAnswer),
    source: row.source,
    is_active: row.isActive,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The pool, newest first, searched and paged on the server over the question and its answers. */
export async function listTiebreakers(
  database: Database,
  { search, page, pageSize }: { search?: string; page: number; pageSize: number },
) {
  const where = search
    ? sql`(${ilike(tiebreakerPool.questionText, likePattern(search))}
          or ${tiebreakerPool.answerOptions}::text ilike ${likePattern(search)})`
    : undefined;
  const [rows, [{ total }]] = await Promise.all([
    database.db
      .select()
      .from(tiebreakerPool)
      .where(where)
      .orderBy(desc(tiebreakerPool.createdAt), desc(tiebreakerPool.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    database.db.select({ total: count() }).from(tiebreakerPool).where(where),
  ]);
  return { items: rows.map(toAdminTiebreaker), total, page, pageSize };
}

export async function createTiebreaker(
  database: Database,
  adminId: string,
  input: TiebreakerValues,
): Promise<AdminTiebreaker> {
  const [row] = await database.db
    .insert(tiebreakerPool)
    .values({ ...input, isActive: input.isActive ?? true, createdBy: adminId })
    .returning();
  return toAdminTiebreaker(row);
}

export async function updateTiebreaker(
  database: Database,
  id: string,
  input: TiebreakerValues,
): Promise<AdminTiebreaker> {
  const [row] = await database.db
    .update(tiebreakerPool)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(tiebreakerPool.id, id))
    .returning();
  if (!row) throw notFound(ADMIN_MESSAGES.tiebreakerNotFound);
  return toAdminTiebreaker(row);
}

/** Usage rows go first, then the tie-breaker, together. */
export async function deleteTiebreaker(database: Database, id: string): Promise<void> {
  await database.db.transaction(async (tx) => {
    await tx.delete(tiebreakerUsage).where(eq(tiebreakerUsage.tiebreakerId, id));
    const rows = await tx
      .delete(tiebreakerPool)
      .where(eq(tiebreakerPool.id, id))
      .returning({ id: tiebreakerPool.id });
    if (rows.length === 0) throw notFound(ADMIN_MESSAGES.tiebreakerNotFound);
  });
}
