import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupLogSchema, backupRunSchema } from '../../../core/backups';
import { backupLog } from '../../db/schema';
import { dailyBackupJob } from '../../jobs/daily-backup';
import { runDailyJob } from '../../jobs/daily-jobs';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness';
import { backupFileName, listBackupFiles, pruneBackups, runBackup } from './service';

let ctx: TestContext;
let admin: TestUser;
let host: TestUser;

beforeAll(async () => {
  ctx = await createTestContext({ BACKUP_KEEP: '2' });
  admin = await ctx.createAdmin();
  host = await ctx.createHost();
});
afterAll(() => ctx.close());

const backupDir = () => ctx.deps.config.backupDir;

async function getLog() {
  const res = await ctx.request('/api/admin/backups', { cookie: admin.cookie });
  expect(res.status).toBe(200);
  return backupLogSchema.parse(await res.json()).entries;
}

async function postBackup() {
  const res = await ctx.request('/api/admin/backups', { method: 'POST', cookie: admin.cookie });
  expect(res.status).toBe(200);
  return backupRunSchema.parse(await res.json());
}

describe('GET and POST /api/admin/backups', () => {
  it('answers 401 signed out and 403 to a host', async () => {
    for (const method of ['GET', 'POST']) {
      const signedOut = await ctx.request('/api/admin/backups', { method });
      expect(signedOut.status).toBe(401);
      const asHost = await ctx.request('/api/admin/backups', { method, cookie: host.cookie });
      expect(asHost.status).toBe(403);
    }
    expect(existsSync(backupDir())).toBe(false);
  });

  it('runs a backup: a completed log entry and a restorable SQL file in BACKUP_DIR', async () => {
    const run = await postBackup();
    expect(run).toMatchObject({ status: 'completed', error: null });
    expect(run.fileName).toMatch(/^trivia-host-\d{8}-\d{6}(-\d+)?\.sql$/);
    const sql = readFileSync(join(backupDir(), run.fileName ?? ''), 'utf8');
    expect(sql).toContain('CREATE TABLE public."user"');
    expect(sql).toContain('drizzle.__drizzle_migrations');
    expect(sql).toContain(admin.email);

    const [latest] = await getLog();
    expect(latest).toMatchObject({ status: 'completed', fileName: run.fileName, error: null });
  });

  it('keeps only the newest BACKUP_KEEP files and lists the latest 10 entries, newest first', async () => {
    const second = await postBackup();
    const third = await postBackup();
    const files = await listBackupFiles(backupDir());
    expect(files).toEqual([second.fileName, third.fileName]);
    expect(readdirSync(backupDir()).filter((f) => f.endsWith('.partial'))).toEqual([]);

    // Older entries, written straight to the table, sort after the newest.
    await ctx.db.insert(backupLog).values(
      Array.from({ length: 12 }, (_, i) => ({
        status: 'completed' as const,
        backupDate: new Date(Date.UTC(2020, 0, i + 1)),
        fileName: `old-${i}.sql`,
      })),
    );
    const log = await getLog();
    expect(log).toHaveLength(10);
    expect(log[0].fileName).toBe(third.fileName);
    expect(log[1].fileName).toBe(second.fileName);
    const dates = log.map((e) => Date.parse(e.backupDate));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('logs a failed backup with its error and keeps no file', async () => {
    // A file where the backup folder should be: the dump cannot be written.
    const failing = await createTestContext({ BACKUP_DIR: join(backupDir(), 'blocked') });
    try {
      writeFileSync(failing.deps.config.backupDir, 'not a folder');
      const failingAdmin = await failing.createAdmin();
      const res = await failing.request('/api/admin/backups', {
        method: 'POST',
        cookie: failingAdmin.cookie,
      });
      const run = backupRunSchema.parse(await res.json());
      expect(run).toMatchObject({ status: 'failed', fileName: null });
      expect(run.error).toBeTruthy();
      const log = await failing.request('/api/admin/backups', { cookie: failingAdmin.cookie });
      const [entry] = backupLogSchema.parse(await log.json()).entries;
      expect(entry).toMatchObject({ status: 'failed', fileName: null, error: run.error });
    } finally {
      await failing.close();
    }
  });

  it('runs the scheduled backup once a day whatever the number of calls', async () => {
    const at = new Date();
    const first = await runDailyJob(ctx.deps, dailyBackupJob, at);
    expect(first?.status).toBe('completed');
    expect(await runDailyJob(ctx.deps, dailyBackupJob, new Date(at.getTime() + 1000))).toBeNull();
  });
});

describe('backup files', () => {
  it('are readable by their owner only (0600), in a folder only the owner opens (0700), an open one tightened', async () => {
    const fresh = join(ctx.deps.config.dataDir, 'modes', 'new-backups');
    const open = join(ctx.deps.config.dataDir, 'modes', 'open-backups');
    mkdirSync(open, { recursive: true });
    chmodSync(open, 0o755);
    for (const dir of [fresh, open]) {
      const config = { ...ctx.deps.config, backupDir: dir };
      const run = await runBackup({ database: ctx.deps.database, config });
      expect(run.status, run.error ?? '').toBe('completed');
      expect(statSync(join(dir, run.fileName ?? '')).mode & 0o777, dir).toBe(0o600);
      expect(statSync(dir).mode & 0o777, dir).toBe(0o700);
    }
  });

  it('are named by their UTC start time, with a sequence for the same second', () => {
    const at = new Date(Date.UTC(2026, 10, 22, 3, 30, 5));
    expect(backupFileName(at)).toBe('trivia-host-20261122-033005.sql');
    expect(backupFileName(at, 2)).toBe('trivia-host-20261122-033005-2.sql');
  });

  it('are pruned oldest first, the same-second sequence counted after its first', async () => {
    const dir = join(ctx.deps.config.dataDir, 'prune-test');
    mkdirSync(dir, { recursive: true });
    const names = [
      'trivia-host-20261122-033005-2.sql',
      'trivia-host-20261121-033005.sql',
      'trivia-host-20261122-033005.sql',
      'trivia-host-20261123-000000.sql',
      'notes.txt',
    ];
    for (const name of names) writeFileSync(join(dir, name), '');
    expect(await pruneBackups(dir, 2)).toEqual([
      'trivia-host-20261121-033005.sql',
      'trivia-host-20261122-033005.sql',
    ]);
    expect(readdirSync(dir).sort()).toEqual([
      'notes.txt',
      'trivia-host-20261122-033005-2.sql',
      'trivia-host-20261123-000000.sql',
    ]);
  });
});
