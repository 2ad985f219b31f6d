import { type SQL, sql } from 'drizzle-orm';
import type { Db } from './client';

/** Raw SQL rows on either driver (both answer `execute` with `.rows`). */
export async function selectRows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** `(a, b, c)` for an IN list; callers guard against an empty list. */
export function sqlList(values: readonly string[]): SQL {
  return sql`(${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;
}

/** A unique constraint refused the write (PostgreSQL 23505), as the driver or Drizzle wraps it. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/** A LIKE pattern matching `search` anywhere, its wildcards escaped ("100%" means "100%"). */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
