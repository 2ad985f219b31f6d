import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, freemem, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type Database, migrateDatabase, openDatabase } from '../src/server/db/client';

// Helpers shared by the benchmarks in bench/: statistics, a throwaway database on PGlite or
// PostgreSQL, and the machine line every report starts with.

/** The PostgreSQL server the benchmarks create their own databases on (unset: PGlite only). */
export function benchServerUrl(): string | undefined {
  return process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

export const median = (values: number[]) => percentile(values, 50);

export function fmt(ms: number, digits = 2): string {
  return Number.isFinite(ms) ? ms.toFixed(digits) : 'n/a';
}

export function machineLine(): string {
  const gib = (n: number) => (n / 1024 ** 3).toFixed(1);
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  return `${new Date().toISOString().slice(0, 16)}Z, ${cpus().length} cores, ${gib(totalmem())} GiB (${gib(freemem())} free), Node ${process.version}, load average ${load}`;
}

export interface BenchDatabase {
  database: Database;
  kind: 'pglite' | 'postgres';
  /** postgres:// URL of the database (PostgreSQL), or the PGlite DATA_DIR. */
  url?: string;
  dataDir: string;
  close(): Promise<void>;
}

/** A database URL on the same server, another database name. */
export function withDatabaseName(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Creates an empty PostgreSQL database named bench_<tag>_<random>; answers its URL and a drop. */
export async function createPostgresDatabase(serverUrl: string, tag: string) {
  const name = `bench_${tag}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return {
    name,
    url: withDatabaseName(serverUrl, name),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * A migrated, empty database: PGlite in a fresh temp directory on disk (its DATA_DIR layout:
 * <dir>/pglite), or a fresh PostgreSQL database on `serverUrl`. close() removes it.
 */
export async function openBenchDatabase(
  kind: 'pglite' | 'postgres',
  tag: string,
  serverUrl = benchServerUrl(),
): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), `bench-${tag}-`));
  if (kind === 'pglite') {
    const database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
    await migrateDatabase(database);
    return {
      database,
      kind,
      dataDir,
      async close() {
        await database.close().catch(() => {});
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  if (!serverUrl) throw new Error('PostgreSQL needs BENCH_DATABASE_URL or TEST_DATABASE_URL');
  const created = await createPostgresDatabase(serverUrl, tag);
  const database = await openDatabase({ url: created.url });
  try {
    await migrateDatabase(database);
  } catch (error) {
    await database.close().catch(() => {});
    await created.drop();
    throw error;
  }
  return {
    database,
    kind,
    url: created.url,
    dataDir,
    async close() {
      await database.close().catch(() => {});
      await created.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const BENCH_AUTH_SECRET = 'trivia-host-bench-secret-0123456789-abcdefghij';
