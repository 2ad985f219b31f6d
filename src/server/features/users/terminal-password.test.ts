import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, test } from 'vitest';
import { createDeps, openConfiguredDatabase, prepareDatabase } from '../../bootstrap';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { lockFileFor } from '../../db/data-dir-lock';
import { auditLog, session, user } from '../../db/schema';
import type { Deps } from '../../http/types';
import {
  createTestContext,
  DEFAULT_TEST_PASSWORD,
  dbKind,
  TEST_AUTH_SECRET,
  TEST_BASE_URL,
  type TestContext,
  uniqueEmail,
} from '../../test/harness';

// `npm run user:password -- EMAIL` run as the operator would: a child process on the
// configured database (a PGlite data directory, or DATABASE_URL), the password piped in.

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'set-password-cli-'));
  dirs.push(dir);
  return dir;
}

function runCommand(args: string[], env: Record<string, string>, input: string) {
  // A clean environment: Vitest's own variables (BASE_URL='/') are not valid config.
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/set-password.ts', ...args], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    input,
    encoding: 'utf8',
    timeout: 80_000,
  });
}

/**
 * The database the command works on. PGlite is one process at a time: the test closes its
 * copy while the command runs and opens it again after.
 */
interface Target {
  env: Record<string, string>;
  open(): Promise<Deps>;
  pause(): Promise<void>;
  close(): Promise<void>;
}

async function pgliteTarget(): Promise<Target> {
  const dataDir = tempDir();
  const env = { DATA_DIR: dataDir, AUTH_SECRET: TEST_AUTH_SECRET, BASE_URL: TEST_BASE_URL };
  const config = loadConfig({ ...env, SEED: 'false', AUTH_RATE_LIMIT_MAX: '100000' });
  let database: Database | null = null;
  return {
    env,
    async open() {
      database = await openConfiguredDatabase(config);
      await prepareDatabase(database);
      return createDeps(config, database);
    },
    async pause() {
      await database?.close();
      database = null;
    },
    async close() {
      await database?.close();
    },
  };
}

async function postgresTarget(): Promise<Target> {
  const ctx: TestContext = await createTestContext();
  return {
    env: {
      DATABASE_URL: ctx.deps.config.databaseUrl!,
      DATA_DIR: tempDir(),
      AUTH_SECRET: TEST_AUTH_SECRET,
      BASE_URL: TEST_BASE_URL,
    },
    open: async () => ctx.deps,
    pause: async () => {},
    close: () => ctx.close(),
  };
}

async function signIn(deps: Deps, email: string, password: string) {
  const res = await deps.auth.api.signInEmail({ body: { email, password }, asResponse: true });
  return res.status;
}

describe('npm run user:password', () => {
  test('sets the password from stdin, ends the sessions, audits; the new password signs in', async () => {
    const target = dbKind() === 'postgres' ? await postgresTarget() : await pgliteTarget();
    try {
      let deps = await target.open();
      const email = uniqueEmail('forgetful-admin');
      const signedUp = await deps.auth.api.signUpEmail({
        body: { email, password: DEFAULT_TEST_PASSWORD, name: email },
      });
      const id = signedUp.user.id;
      await deps.database.db.update(user).set({ role: 'admin' }).where(eq(user.id, id));
      await target.pause();

      const run = runCommand(['--', email.toUpperCase()], target.env, 'brand-new pass 1\n');
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      expect(run.stdout).toContain(`Password set for ${email} (1 session ended)`);

      deps = await target.open();
      const { db } = deps.database;
      expect(await db.select().from(session).where(eq(session.userId, id))).toEqual([]);
      expect(await signIn(deps, email, DEFAULT_TEST_PASSWORD)).toBe(401);
      expect(await signIn(deps, email, 'brand-new pass 1')).toBe(200);
      const [audit] = await db
        .select()
        .from(auditLog)
        .where(eq(auditLog.targetId, id))
        .orderBy(desc(auditLog.createdAt))
        .limit(1);
      expect(audit).toMatchObject({
        action: 'user.password_reset',
        actorId: null,
        detail: { targetEmail: email, via: 'command line', sessionsEnded: 1 },
      });
    } finally {
      await target.close();
    }
  }, 120_000);

  test('refuses a password out of bounds and an unknown e-mail, and changes nothing', async () => {
    const target = dbKind() === 'postgres' ? await postgresTarget() : await pgliteTarget();
    try {
      const deps = await target.open();
      const email = uniqueEmail('kept');
      await deps.auth.api.signUpEmail({
        body: { email, password: DEFAULT_TEST_PASSWORD, name: email },
      });
      await target.pause();

      const short = runCommand([email], target.env, '12345\n');
      expect(short.status).toBe(1);
      expect(short.stderr.trim()).toBe('Password must be at least 6 characters');
      const long = runCommand([email], target.env, `${'x'.repeat(129)}\n`);
      expect(long.status).toBe(1);
      expect(long.stderr.trim()).toBe('Password must be at most 128 characters');
      const nobody = runCommand([uniqueEmail('nobody')], target.env, 'whatever-1\n');
      expect(nobody.status).toBe(1);
      expect(nobody.stderr).toContain('No user has the e-mail address');
      const usage = runCommand([], target.env, '');
      expect(usage.status).toBe(2);
      expect(usage.stderr).toContain('Usage: npm run user:password -- EMAIL');

      const again = await target.open();
      expect(await signIn(again, email, DEFAULT_TEST_PASSWORD)).toBe(200);
    } finally {
      await target.close();
    }
  }, 120_000);

  test.skipIf(dbKind() === 'postgres')(
    'refuses while a server holds the PGlite data directory',
    () => {
      const dataDir = tempDir();
      // This test process stands in for the server: alive, and not the command itself.
      writeFileSync(lockFileFor(dataDir), String(process.pid));
      const run = runCommand(['admin@trivia.local'], { DATA_DIR: dataDir }, 'new-password-1\n');
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('Refusing to change the password');
      expect(run.stderr).toContain(String(process.pid));
    },
    90_000,
  );
});
