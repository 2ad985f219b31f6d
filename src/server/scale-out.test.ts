import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SKIPPED } from './jobs/daily-jobs';
import { createScratchDatabase } from './test/child-server';
import { cookieFrom, freePort, sendTo, signUpUser, waitForHealthy } from './test/http';

// Scale-out: two real server processes (node --import tsx src/server/main.ts) on two ports
// against one fresh PostgreSQL database, as behind a load balancer: one BASE_URL, one
// AUTH_SECRET, TRUST_PROXY=true. Runs in the PostgreSQL project only (TEST_DATABASE_URL).

const RUN = !!process.env.TEST_DATABASE_URL && process.env.TEST_DB_KIND === 'postgres';
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BASE_URL = 'http://localhost:3000'; // the load balancer's address, shared by both copies
const SECRET = `scale-out-${randomBytes(16).toString('hex')}`;
const ADMIN = { email: 'scale-admin@example.com', password: 'scale-admin-pass-1' };
const RATE_MAX = 3;
const CATCH_UP_MS = 1500;

interface Copy {
  name: string;
  url: string;
  child: ChildProcess;
  output: string[];
}

async function startCopy(name: string, env: Record<string, string>): Promise<Copy> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => output.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { name, url: `http://127.0.0.1:${port}`, child, output };
}

function waitHealthy(copy: Copy) {
  return waitForHealthy(copy.url, {
    timeoutMs: 45_000,
    hasExited: () => copy.child.exitCode !== null,
    output: () => `${copy.name}:\n${copy.output.join('\n')}`,
  });
}

async function stopCopy(copy: Copy) {
  if (copy.child.exitCode !== null || copy.child.signalCode !== null) return;
  const exited = new Promise((resolve) => copy.child.once('exit', resolve));
  copy.child.kill('SIGTERM');
  const timer = setTimeout(() => copy.child.kill('SIGKILL'), 12_000);
  await exited;
  clearTimeout(timer);
}

let ipCounter = 0;
/** A client address of its own (TEST-NET-2), so no two steps share a rate-limit bucket. */
const newIp = () => `198.51.${randomBytes(1)[0]}.${++ipCounter}`;

function post(copy: Copy, path: string, body: unknown, ip: string, cookie?: string) {
  return fetch(`${copy.url}${path}`, {
    method: 'POST',
    headers: {
      origin: BASE_URL,
      'content-type': 'application/json',
      'x-forwarded-for': ip,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });
}

async function signUp(copy: Copy, email: string) {
  const signedUp = await signUpUser(sendTo(copy.url), {
    origin: BASE_URL,
    email,
    password: 'scale-pass-1',
    headers: { 'x-forwarded-for': newIp() },
  });
  return signedUp.cookie;
}

describe.skipIf(!RUN)('two server copies on one PostgreSQL database', () => {
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  let dataDir = '';
  let db: pg.Pool;
  let a: Copy;
  let b: Copy;

  beforeAll(async () => {
    // Made here, not in the describe body: that runs even when the suite is skipped.
    dataDir = mkdtempSync(join(tmpdir(), 'trivia-scale-out-'));
    scratch = await createScratchDatabase(adminUrl, 'scale');
    const { url } = scratch;
    db = new pg.Pool({ connectionString: url, max: 2 });
    db.on('error', () => {});
    const env = {
      DATABASE_URL: url,
      AUTH_SECRET: SECRET,
      BASE_URL,
      TRUST_PROXY: 'true',
      AUTH_RATE_LIMIT_MAX: String(RATE_MAX),
      AUTH_RATE_LIMIT_WINDOW: '60',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED: 'false',
      JOBS_CATCH_UP_DELAY_MS: String(CATCH_UP_MS),
      BACKUP_DIR: join(dataDir, 'backups'),
    };
    // Both at once on an empty database: migrations, the admin and the jobs all race.
    [a, b] = await Promise.all([
      startCopy('A', { ...env, DATA_DIR: join(dataDir, 'a') }),
      startCopy('B', { ...env, DATA_DIR: join(dataDir, 'b') }),
    ]);
    await Promise.all([waitHealthy(a), waitHealthy(b)]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([a && stopCopy(a), b && stopCopy(b)]);
    await db?.end();
    await scratch?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('migrates once: every migration recorded a single time', async () => {
    const { rows } = await db.query<{ hash: string; n: number }>(
      'select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash',
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.n === 1)).toBe(true);
    const admins = await db.query('select id from "user" where email = $1', [ADMIN.email]);
    expect(admins.rowCount).toBe(1);
  });

  it('a session made on one copy works on the other', async () => {
    const email = `scale-host-${randomBytes(4).toString('hex')}@example.com`;
    const cookie = await signUp(a, email);
    const me = await fetch(`${b.url}/api/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect((await me.json()).email).toBe(email);
    // And a write through B with it.
    const team = await post(b, '/api/teams', { name: 'Scale team' }, newIp(), cookie);
    expect(team.status).toBe(201);
  });

  it("Better Auth's rate limit holds across both copies (database storage)", async () => {
    const ip = newIp();
    const statuses: number[] = [];
    for (const copy of [a, b, a, b]) {
      const res = await post(
        copy,
        '/api/auth/sign-in/email',
        { email: ADMIN.email, password: 'not-the-password' },
        ip,
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('live admin stats reach a browser connected to the other copy', async () => {
    const signIn = await post(b, '/api/auth/sign-in/email', ADMIN, newIp());
    expect(signIn.status).toBe(200);
    const cookie = cookieFrom(signIn)!;
    const abort = new AbortController();
    const res = await fetch(`${b.url}/api/admin/stats/stream`, {
      headers: { cookie },
      signal: abort.signal,
    });
    expect(res.status).toBe(200);
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    /** The next 'stats' event's data, or null after `ms`. */
    const nextStats = async (ms: number): Promise<{ users: { total: number } } | null> => {
      const deadline = Date.now() + ms;
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (/^event: stats$/m.test(block)) {
            const data = block
              .split('\n')
              .filter((l) => l.startsWith('data:'))
              .map((l) => l.slice(5).trim())
              .join('\n');
            return JSON.parse(data);
          }
          continue;
        }
        const left = deadline - Date.now();
        if (left <= 0) return null;
        const chunk = await Promise.race([
          reader.read(),
          new Promise<null>((resolve) => setTimeout(() => resolve(null), left)),
        ]);
        if (!chunk || chunk.done) return null;
        buffer += chunk.value;
      }
    };
    try {
      const first = await nextStats(10_000);
      expect(first).not.toBeNull();
      await signUp(a, `scale-live-${randomBytes(4).toString('hex')}@example.com`);
      let next = await nextStats(10_000);
      while (next && next.users.total <= first!.users.total) next = await nextStats(10_000);
      expect(next?.users.total).toBe(first!.users.total + 1);
    } finally {
      abort.abort();
      await reader.cancel().catch(() => {});
    }
  });

  it('the daily jobs run once between them (advisory lock, job_runs)', async () => {
    // Both copies catch up on the missed daily sync and backup CATCH_UP_MS after start, and
    // each logs every job once: a run, or a skip.
    const linesOf = (job: string) =>
      [...a.output, ...b.output].filter((l) => l.includes(`[jobs] ${job}:`));
    const deadline = Date.now() + 30_000;
    const isDone = () => linesOf('daily-sync').length >= 2 && linesOf('daily-backup').length >= 2;
    while (!isDone() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    for (const job of ['daily-sync', 'daily-backup']) {
      const lines = linesOf(job);
      expect(lines, job).toHaveLength(2);
      expect(
        lines.filter((l) => !l.includes(SKIPPED)),
        job,
      ).toHaveLength(1);
    }
    const { rows: jobs } = await db.query<{ name: string }>('select name from job_runs order by 1');
    expect(jobs.length).toBe(2);
    const backups = await db.query("select id from backup_log where status = 'completed'");
    expect(backups.rowCount).toBe(1);
    expect(readdirSync(join(dataDir, 'backups')).length).toBe(1);
  }, 40_000);
});
