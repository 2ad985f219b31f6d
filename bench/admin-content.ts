// Admin content at scale (bench/README.md): question-pool search and the duplicate scan over
// 100,000 questions, and a 10,000-row CSV bulk upload end to end (HTTP request through the
// app, parse, insert in one transaction). Server time measured in-process; median and p95.
// PGlite always; PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL is set (a
// database created and dropped here).
//   npm run bench:admin
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createOutboxMailer } from '../src/server/adapters/mail';
import { createApp } from '../src/server/app';
import { createDeps } from '../src/server/bootstrap';
import { loadConfig } from '../src/server/config';
import { type Database, migrateDatabase, openDatabase } from '../src/server/db/client';
import { findDuplicateGroups, listQuestions } from '../src/server/features/questions/service';
import { signUpUser } from '../src/server/test/http';

const POOL = 100_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 30);

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { median: at(0.5), p95: at(0.95) };
}

async function time<T>(fn: () => Promise<T>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

async function sample(fn: () => Promise<unknown>, runs = RUNS) {
  await fn(); // warm-up
  const out: number[] = [];
  for (let i = 0; i < runs; i++) out.push(await time(fn));
  return stats(out);
}

/** 100,000 questions in 20 categories; every 100th text repeats another (about 1% duplicates). */
async function fillPool(database: Database) {
  await database.query(
    `insert into categories (name) select 'Bench ' || g from generate_series(1, 20) g`,
  );
  await database.query(
    `insert into trivia_questions (question_text, correct_answer, category_id, difficulty, status)
     select 'Question number ' || n || ' about ' || (array['capitals','rivers','elements','planets'])[1 + n % 4] || '?',
            'Answer ' || g,
            (select id from categories order by name offset (g % 20) limit 1),
            (array['easy','medium','hard'])[1 + g % 3]::difficulty,
            (case when g % 50 = 0 then 'flagged' else 'approved' end)::question_status
     from (select g, case when g % 100 = 0 then g - 1 else g end as n from generate_series(1, $1) g) s`,
    [POOL],
  );
  await database.query('analyze');
}

async function run(label: string, database: Database, dataDir: string) {
  await migrateDatabase(database);
  const fillMs = await time(() => fillPool(database));
  const config = loadConfig({
    DATA_DIR: dataDir,
    AUTH_SECRET: 'b'.repeat(40),
    SEED: 'false',
    AUTH_RATE_LIMIT_MAX: '100000',
  });
  const deps = createDeps(config, database, createOutboxMailer(database, { log: false }));
  const { app } = createApp(deps);
  const [category] = await database.query<{ id: string }>(
    `select id from categories order by name limit 1`,
  );

  const results: [string, { median: number; p95: number }][] = [];
  const base = { page: 1, pageSize: 25 };
  results.push(['pool: first page, no filter', await sample(() => listQuestions(database, base))]);
  results.push([
    'pool: search "rivers" (question or answer)',
    await sample(() => listQuestions(database, { ...base, search: 'rivers' })),
  ]);
  results.push([
    'pool: search "answer 9999" + status approved',
    await sample(() =>
      listQuestions(database, { ...base, search: 'answer 9999', status: 'approved' }),
    ),
  ]);
  results.push([
    'pool: category + difficulty + page 40',
    await sample(() =>
      listQuestions(database, { ...base, categoryId: category.id, difficulty: 'hard', page: 40 }),
    ),
  ]);
  let groups = 0;
  results.push([
    'duplicate scan (about 1,000 groups)',
    await sample(
      async () => {
        groups = (await findDuplicateGroups(database)).length;
      },
      Math.min(RUNS, 10),
    ),
  ]);

  // Bulk upload end to end, as an admin over HTTP (one request, one transaction).
  const origin = config.baseUrl;
  const email = `bench-admin-${Date.now()}@example.com`;
  const { cookie } = await signUpUser((path, init) => app.request(path, init), {
    origin,
    email,
    password: 'bench-pass-1',
  });
  await database.db.execute(sql`update "user" set role = 'admin' where email = ${email}`);
  const uploads: number[] = [];
  for (let round = 0; round < 3; round++) {
    const rows = Array.from(
      { length: 10_000 },
      (_, i) => `Bulk ${round}-${i} question?;Answer ${i};Bench 1;medium`,
    );
    const text = ['Question;Answer;Category;Difficulty', ...rows].join('\n');
    uploads.push(
      await time(async () => {
        const res = await app.request('/api/admin/questions/bulk', {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin, cookie },
          body: JSON.stringify({ format: 'csv', delimiter: 'semicolon', text }),
        });
        if (res.status !== 201)
          throw new Error(`bulk upload answered ${res.status}: ${await res.text()}`);
      }),
    );
  }
  results.push(['bulk upload, 10,000 CSV rows end to end (3 runs)', stats(uploads)]);

  console.log(
    `\n${label}: ${POOL.toLocaleString('en-US')} questions (filled in ${Math.round(fillMs)} ms), ${groups} duplicate groups`,
  );
  console.log('| measure | median | p95 |\n| --- | ---: | ---: |');
  for (const [name, s] of results)
    console.log(`| ${name} | ${s.median.toFixed(1)} ms | ${s.p95.toFixed(1)} ms |`);
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-admin-'));
  try {
    const lite = await openDatabase({ dataDir: join(dir, 'pglite') });
    await run('PGlite', lite, dir);
    await lite.close();

    const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (url) {
      const name = `bench_admin_${process.pid}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create database ${name}`);
      try {
        const db = await openDatabase({ url: url.replace(/\/[^/?]*(\?|$)/, `/${name}$1`) });
        await run('PostgreSQL', db, dir);
        await db.close();
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
