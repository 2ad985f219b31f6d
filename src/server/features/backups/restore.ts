import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

// Restores a plain-SQL dump (dump.ts) into an empty PGlite or PostgreSQL database, in one
// transaction: a dump that fails half-way leaves the target as it was. Each restore runs on
// its own connection, since the dump sets search_path to '' for its session.

export class RestoreError extends Error {}

/** Runs SQL on the target: `query` for rows, `exec` for a script of many statements. */
export interface RestoreTarget {
  kind: 'pglite' | 'postgres';
  query<T>(sql: string): Promise<T[]>;
  exec(script: string): Promise<void>;
}

export function pgliteTarget(pglite: PGlite): RestoreTarget {
  return {
    kind: 'pglite',
    query: async <T>(sql: string) => (await pglite.query<T>(sql)).rows,
    exec: async (script) => {
      await pglite.exec(script);
    },
  };
}

/** A target on a connected `pg.Client` (a fresh one: the caller ends it). */
export function postgresTarget(client: pg.Client): RestoreTarget {
  return {
    kind: 'postgres',
    query: async <T>(sql: string) => (await client.query(sql)).rows as T[],
    exec: async (script) => {
      // No parameters: the simple query protocol, which runs many statements.
      await client.query(script);
    },
  };
}

/** Opens a fresh connection to `url`, runs `fn` with it as the target, and closes it. */
export async function withPostgresTarget<T>(
  url: string,
  fn: (target: RestoreTarget) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {}); // a server going away mid-restore fails the query instead
  await client.connect();
  try {
    return await fn(postgresTarget(client));
  } finally {
    await client.end().catch(() => {});
  }
}

/** The tables of every schema but the system ones: a target with any is not empty. */
export async function countTables(target: RestoreTarget): Promise<number> {
  const [row] = await target.query<{ n: number }>(
    `select count(*)::int as n from pg_catalog.pg_tables
      where schemaname not in ('pg_catalog', 'information_schema')`,
  );
  return row?.n ?? 0;
}

const COPY_FROM_STDIN = /^COPY .+ FROM stdin;$/m;

/**
 * Makes a dump runnable as one script on this target: drops psql's \restrict lines (newer
 * pg_dump writes them; they are not SQL), and the preamble's `SET name = ...` of settings the
 * target's version does not know (a dump of PGlite, PostgreSQL 18, sets transaction_timeout,
 * which PostgreSQL 16 and older refuse). Only the preamble is touched, never the data.
 */
export async function prepareScript(dump: string, target: RestoreTarget): Promise<string> {
  if (COPY_FROM_STDIN.test(dump)) {
    throw new RestoreError(
      'This dump loads its rows with COPY ... FROM stdin (pg_dump without --inserts): restore it with psql -f FILE instead.',
    );
  }
  const text = dump
    .replace(/^\\restrict \S+\r?\n/m, '')
    .replace(/^\\unrestrict \S+\r?\n?(?![\s\S]*^\\unrestrict )/m, '');
  const firstObject = text.search(/^(-- Name: |CREATE |ALTER |INSERT )/m);
  const preambleEnd = firstObject === -1 ? text.length : firstObject;
  const known = new Set(
    (await target.query<{ name: string }>('select name from pg_catalog.pg_settings')).map((r) =>
      r.name.toLowerCase(),
    ),
  );
  const preamble = text
    .slice(0, preambleEnd)
    .split('\n')
    .filter((line) => {
      const set = /^SET ([a-z_.]+) = /i.exec(line);
      return !set || known.has(set[1].toLowerCase());
    })
    .join('\n');
  if (/^\\/m.test(preamble)) {
    throw new RestoreError(
      'This dump holds psql commands (lines starting with \\): restore it with psql -f FILE instead.',
    );
  }
  return preamble + text.slice(preambleEnd);
}

export interface RestoreOptions {
  /** Replace whatever the target holds (its public and drizzle schemas) instead of refusing. */
  force?: boolean;
  /**
   * The dump's file name: its own backup_log row was written as 'started' before the dump
   * was taken, and is marked completed in the restored copy.
   */
  fileName?: string;
}

export interface RestoreResult {
  tables: number;
  ms: number;
}

/** Restores `dump` into `target`; refuses a target that has tables unless `force`. */
export async function restoreDump(
  target: RestoreTarget,
  dump: string,
  options: RestoreOptions = {},
): Promise<RestoreResult> {
  const startedAt = Date.now();
  const script = await prepareScript(dump, target);
  const existing = await countTables(target);
  if (existing > 0 && !options.force) {
    throw new RestoreError(
      `The target database is not empty (${existing} tables). Restore into an empty database, or pass --force to replace everything in it.`,
    );
  }
  await target.exec('BEGIN');
  try {
    if (existing > 0) {
      await target.exec(
        'DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;',
      );
    }
    await target.exec(script);
    if (options.fileName) {
      const name = options.fileName.replaceAll("'", "''");
      await target.exec(
        `DO $$ BEGIN
           IF to_regclass('public.backup_log') IS NOT NULL THEN
             UPDATE public.backup_log SET status = 'completed'
              WHERE file_name = '${name}' AND status = 'started';
           END IF;
         END $$;`,
      );
    }
    await target.exec('COMMIT');
  } catch (error) {
    await target.exec('ROLLBACK').catch(() => {});
    throw error;
  }
  // The dump emptied search_path for this session: put it back for whoever uses it next.
  await target.exec('RESET ALL');
  // Fresh planner statistics; outside the transaction, where ANALYZE may run.
  await target.exec('ANALYZE').catch(() => {});
  return { tables: await countTables(target), ms: Date.now() - startedAt };
}
