import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger } from 'drizzle-orm/logger';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

/** One Drizzle type for both drivers (a union of the two breaks `.returning()`). */
export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  pglite?: PGlite;
  pool?: pg.Pool;
  /** LOG_SQL's logger, for Drizzle made on one pooled connection (jobs/advisory-lock.ts). */
  sqlLogger: Logger | false;
  /** Runs one SQL text with parameters on whichever driver is underneath. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/**
 * Extensions every PGlite must load before it opens our data: the user search's trigram
 * index (migration 0002) needs pg_trgm on every insert or update of a user.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * PGlite's own start parameters, with shared buffers of 16 MB instead of PostgreSQL's 128 MB:
 * inside WASM they are resident memory from the start (a fresh process: 570 -> 240 MB after
 * opening), and the operating system's file cache still holds what they do not (the memory budget:
 * bench/README.md).
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

// A fixed key for the advisory lock that makes concurrent servers migrate one at a time.
const MIGRATION_LOCK_KEY = 7_462_001;

/** Tests only (LOG_SQL, PAUSE_BEFORE_SQL): print each statement's start, maybe stop before one. */
export interface SqlTrace {
  pauseBefore?: string;
}

const PAUSE_MS = 60_000;

/** Drizzle calls it just before sending a statement; the whole process stops during a pause. */
function sqlTraceLogger(trace: SqlTrace | undefined): Logger | false {
  if (!trace) return false;
  let pauseBefore = trace.pauseBefore;
  return {
    logQuery(query) {
      const text = query.replace(/\s+/g, ' ').trim();
      console.log(`[sql] ${text.slice(0, 100)}`);
      if (!pauseBefore || !text.startsWith(pauseBefore)) return;
      pauseBefore = undefined;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, PAUSE_MS);
    },
  };
}

export function wrapPglite(client: PGlite, trace?: SqlTrace): Database {
  const sqlLogger = sqlTraceLogger(trace);
  const db = drizzlePglite(client, { schema, logger: sqlLogger }) as unknown as Db;
  return {
    db,
    sqlLogger,
    kind: 'pglite',
    pglite: client,
    async query<T>(text: string, params?: unknown[]) {
      return (await client.query<T>(text, params)).rows;
    },
    close: () => client.close(),
  };
}

export function wrapPool(pool: pg.Pool, trace?: SqlTrace): Database {
  const sqlLogger = sqlTraceLogger(trace);
  const db = drizzlePg(pool, { schema, logger: sqlLogger });
  return {
    db,
    sqlLogger,
    kind: 'postgres',
    pool,
    async query<T>(text: string, params?: unknown[]) {
      return (await pool.query(text, params)).rows as T[];
    },
    close: () => pool.end(),
  };
}

export async function openDatabase(options: {
  url?: string;
  dataDir?: string;
  sqlTrace?: SqlTrace;
}): Promise<Database> {
  if (options.url) {
    // A connection lives at most 5 minutes: the round draw is prepared per connection
    // (db/sql.ts selectPrepared), and a generic plan made when a table was nearly empty must
    // not outlive the table's growth on a server whose autovacuum never analyzes it.
    // No JIT: its compilation costs tens of milliseconds on statements whose estimated cost is
    // high but which read a few index pages (the round draw's LATERAL per category), and none of
    // our statements is a long analytical one (docs/decisions/0063-no-jit-on-postgresql.md).
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      maxLifetimeSeconds: 300,
      options: '-c jit=off',
    });
    // An idle client losing its server (a restart) must not crash the process.
    pool.on('error', (err) => console.error('[db] idle client error:', err.message));
    return wrapPool(pool, options.sqlTrace);
  }
  const client = await PGlite.create(options.dataDir ?? 'memory://', {
    extensions: PGLITE_EXTENSIONS,
    startParams: PGLITE_START_PARAMS,
  });
  return wrapPglite(client, options.sqlTrace);
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  const client = await database.pool!.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
}

/**
 * Runs `work` in one transaction on whichever driver is underneath, with plain SQL and
 * parameters (the bank load, picture uploads).
 */
export async function rawTransaction<T>(
  database: Database,
  work: (query: Database['query']) => Promise<T>,
): Promise<T> {
  if (database.pglite) {
    return database.pglite.transaction(async (tx) =>
      work(async (text, params) => (await tx.query(text, params)).rows as never),
    );
  }
  const client = await database.pool!.connect();
  try {
    await client.query('begin');
    const result = await work(async (text, params) => (await client.query(text, params)).rows);
    await client.query('commit');
    return result;
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}
