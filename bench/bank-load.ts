import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildBank, loadBank } from '../src/server/bank';
import { type Database, migrateDatabase, openDatabase } from '../src/server/db/client';

// `npm run bench:bank`: time to load the whole question bank into an empty database,
// median of 3 runs each on PGlite (a fresh data directory on disk) and on PostgreSQL
// (a database created and dropped per run) when BENCH_DATABASE_URL or TEST_DATABASE_URL
// is set. Migrating the empty database is not timed; generating the bank is timed apart.

const RUNS = 3;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function timeLoad(open: () => Promise<{ database: Database; cleanup: () => Promise<void> }>) {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const { database, cleanup } = await open();
    try {
      await migrateDatabase(database);
      const bank = buildBank();
      const started = performance.now();
      const result = await loadBank(database, bank);
      times.push(performance.now() - started);
      if (result.questionsAdded !== bank.questions.length) throw new Error('incomplete load');
    } finally {
      await database.close();
      await cleanup();
    }
  }
  return times;
}

async function openPglite() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-bank-'));
  const database = await openDatabase({ dataDir: dir });
  return { database, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
}

function postgresOpener(serverUrl: string) {
  return async () => {
    const name = `bench_bank_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString() });
    const cleanup = async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
    return { database, cleanup };
  };
}

async function main() {
  const generateTimes: number[] = [];
  let bank = buildBank();
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    bank = buildBank();
    generateTimes.push(performance.now() - started);
  }
  console.log(
    `bank: ${bank.questions.length} questions, ${bank.tiebreakers.length} tie-breakers, ${bank.categories.length} categories`,
  );
  console.log(`generate (in memory)        median ${median(generateTimes).toFixed(0)} ms`);

  const pglite = await timeLoad(openPglite);
  console.log(
    `load into empty PGlite      median ${median(pglite).toFixed(0)} ms  (runs: ${pglite.map((t) => t.toFixed(0)).join(', ')})`,
  );

  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const postgres = await timeLoad(postgresOpener(serverUrl));
    console.log(
      `load into empty PostgreSQL  median ${median(postgres).toFixed(0)} ms  (runs: ${postgres.map((t) => t.toFixed(0)).join(', ')})`,
    );
  } else {
    console.log('PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL)');
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
