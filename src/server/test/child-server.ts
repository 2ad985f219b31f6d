import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { applyCookies, freePort, sendTo, signUpUser, waitForHealthy } from './http';
import { databaseUrlFor, dropDatabase, quoteIdent } from './postgres';

// A real server process (node --import tsx src/server/main.ts) on a free loopback port, for
// tests that kill it, signal it or pull its database away (faults.test.ts) and for the soak
// (bench/soak.ts). Output is kept for the failure message.

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export const CHILD_ADMIN = { email: 'faults-admin@example.com', password: 'faults-admin-pass' };

export interface ChildServer {
  process: ChildProcess;
  port: number;
  baseUrl: string;
  /** Everything it printed so far. */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface ChildServerOptions {
  dataDir: string;
  /** PostgreSQL URL; unset: PGlite in dataDir. */
  databaseUrl?: string;
  env?: Record<string, string>;
  port?: number;
  timeoutMs?: number;
}

export async function startChildServer(options: ChildServerOptions): Promise<ChildServer> {
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: baseUrl,
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      ADMIN_EMAIL: CHILD_ADMIN.email,
      ADMIN_PASSWORD: CHILD_ADMIN.password,
      AUTH_SECRET: 'child-server-secret-0123456789-abcdefghijklmn',
      AUTH_RATE_LIMIT_MAX: '100000',
      SEED: 'false',
      STRIPE_SECRET_KEY: '',
      SENTRY_DSN: '',
      ...options.env,
    },
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let isExited = false;
  void exited.then(() => {
    isExited = true;
  });
  try {
    await waitForHealthy(baseUrl, {
      timeoutMs: options.timeoutMs ?? 90_000,
      intervalMs: 200,
      hasExited: () => isExited,
      output: () => output,
    });
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    process: child,
    port,
    baseUrl,
    output: () => output,
    exited,
    async kill(signal = 'SIGKILL') {
      if (!isExited) child.kill(signal);
      return exited;
    },
  };
}

/** A JSON client with one session cookie, as a browser on that origin. */
export class ApiClient {
  cookie = '';
  constructor(public baseUrl: string) {}

  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the API answers
  async call(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
    const res = await this.raw(method, path, body);
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {}
    return { status: res.status, body: parsed };
  }

  async raw(method: string, path: string, body?: unknown): Promise<Response> {
    const res = await fetch(this.baseUrl + path, {
      method,
      headers: {
        origin: this.baseUrl,
        'content-type': 'application/json',
        ...(this.cookie ? { cookie: this.cookie } : {}),
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    this.cookie = applyCookies(this.cookie, res);
    return res;
  }

  async signIn(email: string, password: string) {
    const res = await this.call('POST', '/api/auth/sign-in/email', { email, password });
    if (res.status !== 200) throw new Error(`sign-in of ${email}: ${res.status}`);
  }

  async signUp(email: string, password = 'child-pass-1') {
    const signedUp = await signUpUser(sendTo(this.baseUrl), {
      origin: this.baseUrl,
      email,
      password,
    });
    this.cookie = signedUp.cookie;
    return signedUp.id;
  }
}

/** A fresh database on TEST_DATABASE_URL's server, for one child server; drop() removes it. */
export async function createScratchDatabase(
  adminUrl: string,
  label: string,
): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  // th_t_<pid>_: the test setup drops it if this process dies before drop().
  const name = `th_t_${process.pid}_${label}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${quoteIdent(name)}`);
  } finally {
    await admin.end();
  }
  return {
    name,
    url: databaseUrlFor(adminUrl, name),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await dropDatabase(client, name);
      } finally {
        await client.end();
      }
    },
  };
}
