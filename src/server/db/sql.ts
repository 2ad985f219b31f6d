import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database, Db } from './client';

/** Raw SQL rows on either driver (both answer `execute` with `.rows`). */
export async function selectRows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const dialect = new PgDialect();

/**
 * Rows of the one hot statement, the round draw. On PostgreSQL it is a named prepared statement
 * (named by a hash of its text, so each connection prepares it once and PostgreSQL can keep a
 * generic plan instead of planning on every call); PGlite has no named statements and runs it
 * as selectRows does. Numbers that shape the plan (limits) go inline with sql.raw.
 */
export async function selectPrepared<T>(database: Database, query: SQL): Promise<T[]> {
  if (!database.pool) return selectRows<T>(database.db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `trivia_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
  return (await database.pool.query({ name, text, values: params })).rows as T[];
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
