import type { PoolClient } from 'pg';
import type { Database, Db } from '../db/client';
import * as schema from '../db/schema';

// Locks by name across every copy of the server: a Postgres advisory lock held on one
// pooled connection (the work runs on that same connection, so a burst of locked work can
// never take every connection and wait for one more), plus an in-process queue. PGlite
// lives in one process, so the queue alone is enough there.

/** Namespaces of the two-key advisory locks (the second key is hashtext(name)). */
export const LOCK_SPACES = { billing: 7_462_010, jobs: 7_462_020 } as const;
export type LockSpace = keyof typeof LOCK_SPACES;

const queues = new Map<string, Promise<unknown>>();

/** Drizzle on one pooled connection; the node-postgres driver loads only on PostgreSQL. */
async function drizzleOn(database: Database, client: PoolClient): Promise<Db> {
  const { drizzle } = await import('drizzle-orm/node-postgres');
  return drizzle(client, { schema, logger: database.sqlLogger });
}

/** Runs `fn` after every earlier call with the same key in this process has finished. */
async function inProcessQueue<T>(key: string, fn: () => Promise<T>): Promise<T> {
  const previous = queues.get(key) ?? Promise.resolve();
  const run = previous.catch(() => {}).then(fn);
  const tail = run.catch(() => {});
  queues.set(key, tail);
  try {
    return await run;
  } finally {
    if (queues.get(key) === tail) queues.delete(key);
  }
}

/** Runs `fn(db)` holding the lock `space`/`name`; waits for it when another holder has it. */
export async function withAdvisoryLock<T>(
  database: Database,
  space: LockSpace,
  name: string,
  fn: (db: Db) => Promise<T>,
): Promise<T> {
  return inProcessQueue(`${space}:${name}`, async () => {
    if (database.kind !== 'postgres' || !database.pool) return fn(database.db);
    const client = await database.pool.connect();
    const params = [LOCK_SPACES[space], name];
    try {
      await client.query('select pg_advisory_lock($1, hashtext($2))', params);
      try {
        return await fn(await drizzleOn(database, client));
      } finally {
        await client.query('select pg_advisory_unlock($1, hashtext($2))', params);
      }
    } finally {
      client.release();
    }
  });
}

/**
 * Runs `fn(db)` only if no other holder has the lock right now; answers `{ran: false}`
 * without waiting otherwise (a scheduled job that another server copy is running).
 */
export async function tryWithAdvisoryLock<T>(
  database: Database,
  space: LockSpace,
  name: string,
  fn: (db: Db) => Promise<T>,
): Promise<{ ran: true; value: T } | { ran: false }> {
  const key = `${space}:${name}`;
  if (queues.has(key)) return { ran: false };
  return inProcessQueue(key, async () => {
    if (database.kind !== 'postgres' || !database.pool) {
      return { ran: true as const, value: await fn(database.db) };
    }
    const client = await database.pool.connect();
    const params = [LOCK_SPACES[space], name];
    try {
      const { rows } = await client.query<{ locked: boolean }>(
        'select pg_try_advisory_lock($1, hashtext($2)) as locked',
        params,
      );
      if (!rows[0]?.locked) return { ran: false as const };
      try {
        return { ran: true as const, value: await fn(await drizzleOn(database, client)) };
      } finally {
        await client.query('select pg_advisory_unlock($1, hashtext($2))', params);
      }
    } finally {
      client.release();
    }
  });
}
