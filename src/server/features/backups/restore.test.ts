import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Database,
  migrateDatabase,
  openDatabase,
  PGLITE_EXTENSIONS,
  wrapPglite,
} from '../../db/client';
import {
  backupLog,
  mailOutbox,
  pictures,
  rateLimit,
  session,
  teams,
  verification,
} from '../../db/schema';
import { seedCategory, seedQuestions, seedTiebreakers } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { databaseUrlFor, dropDatabase, quoteIdent } from '../../test/postgres';
import { getAdminStats } from '../stats/service';
import {
  countTables,
  pgliteTarget,
  type RestoreTarget,
  restoreDump,
  withPostgresTarget,
} from './restore';
import { runBackup } from './service';

// Backup -> restore into an empty database -> every row of every table is back, equal: the
// public schema and drizzle's migrations table. The source is this project's database
// (PGlite, or PostgreSQL in the postgres project); the targets are fresh PGlite instances
// and, with TEST_DATABASE_URL, fresh PostgreSQL databases (created and dropped here).

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
const NO_ADMIN_LISTS = { adminEmails: [], adminEmailDomains: [] };

let ctx: TestContext;
let dump: string;
let fileName: string;
let source: Snapshot;
/** The source as a restore brings it back: the transient secrets' tables empty. */
let expected: Snapshot;
/** Live tokens in the source's session, verification, rate_limit and mail_outbox rows. */
let secrets: string[];
/** An uploaded picture's bytes: every byte value, then random ones. */
const PICTURE_BYTES = Buffer.concat([
  Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
  randomBytes(64 * 1024),
]);

type Snapshot = Record<string, string[]>;

/** Tables whose rows a backup leaves out (their schema stays): sessions, reset tokens, mails. */
const TRANSIENT_TABLES = [
  'public.session',
  'public.verification',
  'public.rate_limit',
  'public.mail_outbox',
];

/** Every table's rows as text (UTC), sorted in JS so that collations cannot differ. */
async function snapshotOf(target: RestoreTarget): Promise<Snapshot> {
  await target.exec(`SET TimeZone = 'UTC'`);
  const tables = await target.query<{ schema: string; name: string }>(
    `select schemaname as schema, tablename as name from pg_catalog.pg_tables
      where schemaname in ('public', 'drizzle') order by 1, 2`,
  );
  const snapshot: Snapshot = {};
  for (const { schema, name } of tables) {
    const rows = await target.query<{ row: string }>(
      `select t::text as row from "${schema}"."${name}" t order by 1`,
    );
    snapshot[`${schema}.${name}`] = rows.map((r) => r.row).sort();
  }
  await target.exec('RESET TimeZone');
  return snapshot;
}

/** The source database, read on its own connection (PostgreSQL) or its one session (PGlite). */
async function snapshotOfSource(): Promise<Snapshot> {
  const { database, config } = ctx.deps;
  if (database.kind === 'pglite') return snapshotOf(pgliteTarget(database.pglite as PGlite));
  return withPostgresTarget(config.databaseUrl as string, snapshotOf);
}

/** An empty PGlite's data directory: each target loads it (initdb once per file, not per test). */
let emptyPglite: Blob;

async function withFreshPglite<T>(fn: (database: Database, target: RestoreTarget) => Promise<T>) {
  const database = wrapPglite(
    await PGlite.create({ loadDataDir: emptyPglite, extensions: PGLITE_EXTENSIONS }),
  );
  try {
    return await fn(database, pgliteTarget(database.pglite as PGlite));
  } finally {
    await database.close();
  }
}

async function withFreshPostgres<T>(fn: (url: string) => Promise<T>): Promise<T> {
  const adminUrl = TEST_DATABASE_URL as string;
  const name = `bk_restore_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${quoteIdent(name)}`);
    try {
      return await fn(databaseUrlFor(adminUrl, name));
    } finally {
      await dropDatabase(admin, name);
    }
  } finally {
    await admin.end();
  }
}

/** The restored picture's bytes are the uploaded ones, byte for byte. */
async function expectPictureBytes(target: RestoreTarget) {
  const rows = await target.query<{ bytes: Uint8Array; byte_size: number }>(
    'select bytes, byte_size from pictures',
  );
  expect(rows).toHaveLength(1);
  expect(rows[0].byte_size).toBe(PICTURE_BYTES.length);
  expect(Buffer.from(rows[0].bytes).equals(PICTURE_BYTES)).toBe(true);
}

beforeAll(async () => {
  const empty = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  emptyPglite = await empty.dumpDataDir('none');
  await empty.close();
  ctx = await createTestContext();
  const admin = await ctx.createAdmin();
  const host = await ctx.createHost();
  // A live reset token (verification row, and the link in its outbox mail) and a rate_limit row.
  const reset = await ctx.request('/api/auth/request-password-reset', {
    body: { email: host.email, redirectTo: '/reset-password' },
  });
  if (reset.status !== 200) throw new Error(`password reset request failed: ${reset.status}`);
  await ctx.db.insert(rateLimit).values({
    id: crypto.randomUUID(),
    key: `198.51.100.7/sign-in/email-${crypto.randomUUID()}`,
    count: 2,
    lastRequest: Date.now(),
  });
  await ctx.createExpiredHost();
  const category = await seedCategory(ctx, `It's "quoted" — ünïcödé ✓`);
  const questions = await seedQuestions(ctx, 30, {
    categoryId: category.id,
    multipleChoiceOptions: ['a', "b's", 'c\nd'],
  });
  await seedQuestions(ctx, 5, { status: 'pending', difficulty: 'hard' });
  await seedTiebreakers(ctx, 4);
  await ctx.db.insert(teams).values({ name: 'Quiz\tTeam\n2', score: 40, createdBy: admin.id });
  await ctx.db.insert(pictures).values({
    contentType: 'image/png',
    byteSize: PICTURE_BYTES.length,
    sha256: createHash('sha256').update(PICTURE_BYTES).digest('hex'),
    bytes: new Uint8Array(PICTURE_BYTES),
    createdBy: admin.id,
  });
  await ctx.request(`/api/questions/${questions[0].id}/flags`, {
    body: { reason: 'other', note: 'Line one\nline two; DROP TABLE x; --' },
    cookie: admin.cookie,
  });
  const run = await runBackup(ctx.deps);
  if (run.status !== 'completed' || !run.fileName) throw new Error(`backup failed: ${run.error}`);
  fileName = run.fileName;
  dump = readFileSync(join(ctx.deps.config.backupDir, fileName), 'utf8');
  source = await snapshotOfSource();
  expected = { ...source, ...Object.fromEntries(TRANSIENT_TABLES.map((t) => [t, []])) };
  const resetLink = (await ctx.outbox()).at(-1)?.text.match(/https?:\/\/\S+/)?.[0] ?? '';
  secrets = [
    ...(await ctx.db.select().from(session)).flatMap((r) => [r.id, r.token]),
    // Its value is the user's id, which the user table holds anyway.
    ...(await ctx.db.select().from(verification)).flatMap((r) => [r.id, r.identifier]),
    ...(await ctx.db.select().from(rateLimit)).flatMap((r) => [r.id, r.key]),
    ...(await ctx.db.select().from(mailOutbox)).map((r) => r.id),
    resetLink,
  ];
}, 180_000);
afterAll(() => ctx.close());

// Fresh databases and dumps take seconds each on a busy machine.
describe(`a backup of ${process.env.TEST_DB_KIND ?? 'pglite'}`, { timeout: 120_000 }, () => {
  it('holds every table with rows to compare', () => {
    expect(Object.keys(source)).toEqual(
      expect.arrayContaining([
        'drizzle.__drizzle_migrations',
        'public.user',
        'public.session',
        'public.account',
        'public.trivia_questions',
        'public.flagged_questions',
        'public.backup_log',
      ]),
    );
    expect(source['public.trivia_questions']).toHaveLength(35);
    expect(source['public.pictures']).toHaveLength(1);
    expect(source['drizzle.__drizzle_migrations'].length).toBeGreaterThan(0);
    expect(source['public.backup_log'].join()).toContain('completed');
    for (const table of TRANSIENT_TABLES) expect(source[table], table).not.toEqual([]);
  });

  it('leaves out the rows of session, verification, rate_limit and mail_outbox, not their tables', () => {
    expect(secrets.filter((s) => s.length < 16)).toEqual([]);
    for (const secret of secrets) expect(dump.includes(secret), secret).toBe(false);
    for (const table of TRANSIENT_TABLES) {
      const name = table.replace('public.', '');
      expect(dump).toMatch(new RegExp(`^CREATE TABLE public\\.${name} \\(`, 'm'));
      expect(dump).not.toMatch(new RegExp(`^INSERT INTO public\\.${name} `, 'm'));
    }
  });

  it('restores into a fresh PGlite with every row equal, and the server starts on it', async () => {
    await withFreshPglite(async (database, target) => {
      expect(await countTables(target)).toBe(0);
      await restoreDump(target, dump, { fileName });
      expect(await snapshotOf(target)).toEqual(expected);
      await expectPictureBytes(target);
      // A server opening the restored data: migrations find their table up to date.
      const reopened = wrapPglite(
        await PGlite.create({
          loadDataDir: await (database.pglite as PGlite).dumpDataDir('none'),
          extensions: PGLITE_EXTENSIONS,
        }),
      );
      try {
        await migrateDatabase(reopened);
        expect(await snapshotOf(pgliteTarget(reopened.pglite as PGlite))).toEqual(expected);
        expect((await getAdminStats(reopened, NO_ADMIN_LISTS)).questions).toBe(35);
      } finally {
        await reopened.close();
      }
    });
  });

  it('refuses a target with tables, and --force replaces everything in it', async () => {
    await withFreshPglite(async (database, target) => {
      await restoreDump(target, dump, { fileName });
      await database.db.delete(backupLog);
      await database.query(`create table public.stray (id int)`);
      await expect(restoreDump(target, dump, { fileName })).rejects.toThrow(
        /The target database is not empty \(\d+ tables\)\. Restore into an empty database, or pass --force/,
      );
      await restoreDump(target, dump, { fileName, force: true });
      expect(await snapshotOf(target)).toEqual(expected);
    });
  });

  it('leaves the target as it was when the dump fails half-way', async () => {
    await withFreshPglite(async (_database, target) => {
      const broken = dump.replace(
        /^INSERT INTO public\.teams /m,
        'INSERT INTO public.no_such_table ',
      );
      await expect(restoreDump(target, broken)).rejects.toThrow(/no_such_table/);
      expect(await countTables(target)).toBe(0);
    });
  });

  describe.skipIf(!TEST_DATABASE_URL)('into PostgreSQL', () => {
    it('restores into a fresh database with every row equal, and the server starts on it', async () => {
      await withFreshPostgres(async (url) => {
        await withPostgresTarget(url, async (target) => {
          expect(await countTables(target)).toBe(0);
          await restoreDump(target, dump, { fileName });
          await expectPictureBytes(target);
        });
        expect(await withPostgresTarget(url, snapshotOf)).toEqual(expected);
        const database = await openDatabase({ url });
        try {
          await migrateDatabase(database);
          expect((await getAdminStats(database, NO_ADMIN_LISTS)).questions).toBe(35);
        } finally {
          await database.close();
        }
        expect(await withPostgresTarget(url, snapshotOf)).toEqual(expected);
      });
    });

    it('wipes and restores a database with --force', async () => {
      await withFreshPostgres(async (url) => {
        await withPostgresTarget(url, async (target) => {
          await restoreDump(target, dump, { fileName });
          await target.exec(
            'DELETE FROM public.trivia_questions; CREATE TABLE public.stray (id int)',
          );
          await expect(restoreDump(target, dump, { fileName })).rejects.toThrow(/not empty/);
        });
        await withPostgresTarget(url, (target) =>
          restoreDump(target, dump, { fileName, force: true }),
        );
        expect(await withPostgresTarget(url, snapshotOf)).toEqual(expected);
      });
    });
  });
});
