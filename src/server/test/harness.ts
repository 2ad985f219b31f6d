import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { asc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import pg from 'pg';
import { inject } from 'vitest';
import type { SubscriptionStatus } from '../../core/access';
import { createOutboxMailer } from '../adapters/mail';
import { createApp } from '../app';
import { createDeps } from '../bootstrap';
import { loadConfig } from '../config';
import {
  type Database,
  type Db,
  migrateDatabase,
  PGLITE_EXTENSIONS,
  wrapPglite,
  wrapPool,
} from '../db/client';
import { mailOutbox, user } from '../db/schema';
import type { AppEnv, Deps } from '../http/types';
import { cookieFrom, signUpUser } from './http';
import { databaseUrlFor, dropDatabase, quoteIdent } from './postgres';

export { cookieFrom };

// The API test harness: a real app (createApp) over a real database cloned from the run's
// migrated template, with Better Auth's real endpoints. Usage:
//
//   let ctx: TestContext;
//   beforeAll(async () => { ctx = await createTestContext(); });
//   afterAll(() => ctx.close());
//   test('...', async () => {
//     const host = await ctx.createHost();
//     const res = await ctx.request('/api/me', { cookie: host.cookie });
//   });
//
// One context per test file; tests in a file share its database, so give every user a
// fresh e-mail (the default) and do not depend on other tests' rows.

export type DbKind = 'pglite' | 'postgres';

export const TEST_AUTH_SECRET = 'trivia-host-test-secret-0123456789-abcdefghij';
export const TEST_BASE_URL = 'http://localhost:3000';
export const DEFAULT_TEST_PASSWORD = 'password123';

export interface RequestInit {
  method?: string;
  /** JSON-encoded unless it is a string (sent as is, e.g. broken JSON or a huge body). */
  body?: unknown;
  cookie?: string;
  headers?: Record<string, string>;
}

export interface CreateUserOptions {
  email?: string;
  password?: string;
  role?: 'admin' | 'host';
  subscriptionStatus?: SubscriptionStatus;
  subscriptionEndDate?: Date | null;
  subscriptionTier?: string;
  /** Whether the user opened the sign-up verification link; true unless a test says false. */
  emailVerified?: boolean;
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  cookie: string;
}

export interface SignInResult {
  status: number;
  cookie: string | null;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever Better Auth answers
  body: any;
}

export interface MailRow {
  to: string;
  subject: string;
  text: string;
}

export interface TestContext {
  app: Hono<AppEnv>;
  deps: Deps;
  db: Db;
  kind: DbKind;
  /** app.request with Origin set to the config's baseUrl and JSON content-type; pass a cookie string to act as a user. */
  request(path: string, init?: RequestInit): Promise<Response>;
  /** Creates a user through Better Auth sign-up and returns the session cookie and id. Options override the profile afterwards in the DB. */
  createUser(opts?: CreateUserOptions): Promise<TestUser>;
  /** A host with the sign-up profile (trial/basic, 7 days), unless overridden. */
  createHost(opts?: CreateUserOptions): Promise<TestUser>;
  /** role admin, active/admin, no end date (what ensureAdmin makes). */
  createAdmin(opts?: CreateUserOptions): Promise<TestUser>;
  /** A host whose subscription has expired (status expired, end date 30 days ago): no access. */
  createExpiredHost(opts?: CreateUserOptions): Promise<TestUser>;
  signIn(email: string, password: string): Promise<SignInResult>;
  /** Rows of mail_outbox, oldest first. */
  outbox(): Promise<MailRow[]>;
  close(): Promise<void>;
}

export function dbKind(): DbKind {
  return process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(6).toString('hex')}@example.com`;
}

/**
 * The token of the newest e-mail-change link the outbox holds for `to` (the new address), or
 * of the newest one for the account `userId` when several accounts asked for that address.
 */
export async function emailChangeTokenFor(
  ctx: TestContext,
  to: string,
  userId?: string,
): Promise<string> {
  const tokens = (await ctx.outbox())
    .filter((m) => m.to === to)
    .map((m) => m.text.match(/https?:\/\/\S+\/confirm-email\?token=\S+/)?.[0])
    .filter((url): url is string => !!url)
    .map((url) => new URL(url).searchParams.get('token')!)
    .filter((token) => !userId || token.startsWith(`${userId}.`));
  if (!tokens.length) throw new Error(`no e-mail change link was sent to ${to}`);
  return tokens[tokens.length - 1];
}

const DAY_MS = 24 * 60 * 60 * 1000;
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS);

// biome-ignore lint/suspicious/noExplicitAny: Hono's route list, whatever the app's env
type AnyHono = Hono<any, any, any>;

/**
 * Every route of the app under /api as 'METHOD /path', deduplicated and sorted. Leaves
 * out middleware (method ALL, which also covers the /api/* not-found fallback) and
 * Better Auth's /api/auth/* passthrough.
 */
export function listApiRoutes(app: AnyHono): string[] {
  const keys = new Set<string>();
  for (const r of app.routes) {
    if (r.method === 'ALL') continue;
    if (!r.path.startsWith('/api/') && r.path !== '/api') continue;
    if (r.path === '/api/auth/*' || r.path.startsWith('/api/auth/')) continue;
    keys.add(`${r.method} ${r.path}`);
  }
  return [...keys].sort();
}

async function openPgliteClone(): Promise<Database> {
  let templatePath: string | undefined;
  try {
    templatePath = inject('pgliteTemplatePath');
  } catch {
    templatePath = undefined; // not under Vitest's global setup
  }
  if (!templatePath) {
    const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
    await client.waitReady;
    const database = wrapPglite(client);
    await migrateDatabase(database);
    return database;
  }
  const client = new PGlite({
    loadDataDir: new Blob([readFileSync(templatePath)]),
    extensions: PGLITE_EXTENSIONS,
  });
  await client.waitReady;
  return wrapPglite(client);
}

async function openPostgresClone(): Promise<{ database: Database; url: string }> {
  const { adminUrl, template, prefix } = inject('postgresTemplate');
  const name = `${prefix}${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${quoteIdent(name)} template ${quoteIdent(template)}`);
  } finally {
    await admin.end();
  }
  const url = databaseUrlFor(adminUrl, name);
  const pool = new pg.Pool({ connectionString: url, max: 5 });
  pool.on('error', () => {}); // the server side goes away when close() drops the database
  const database = wrapPool(pool);
  const close = database.close;
  database.close = async () => {
    await close();
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await dropDatabase(client, name);
    } finally {
      await client.end();
    }
  };
  return { database, url };
}

/** A fresh app over a fresh database. `env` overrides go to loadConfig (e.g. ADMIN_EMAILS). */
export async function createTestContext(env: Record<string, string> = {}): Promise<TestContext> {
  const kind = dbKind();
  const dataDir = mkdtempSync(join(tmpdir(), 'trivia-host-test-'));
  let database: Database;
  let databaseUrl: string | undefined;
  if (kind === 'postgres') {
    const clone = await openPostgresClone();
    database = clone.database;
    databaseUrl = clone.url;
  } else {
    database = await openPgliteClone();
  }

  const config = loadConfig({
    DATA_DIR: dataDir,
    AUTH_SECRET: TEST_AUTH_SECRET,
    BASE_URL: TEST_BASE_URL,
    AUTH_RATE_LIMIT_MAX: '100000',
    SEED: 'false',
    ...env,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const deps = createDeps(config, database, createOutboxMailer(database, { log: false }));
  const { app } = createApp(deps);
  const db = database.db;

  async function request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers: Record<string, string> = {
      origin: config.baseUrl,
      'content-type': 'application/json',
      ...(init.cookie ? { cookie: init.cookie } : {}),
      ...init.headers,
    };
    const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
    const body =
      init.body === undefined
        ? undefined
        : typeof init.body === 'string'
          ? init.body
          : JSON.stringify(init.body);
    return app.request(path, { method, headers, body });
  }

  async function signIn(email: string, password: string): Promise<SignInResult> {
    const res = await request('/api/auth/sign-in/email', { body: { email, password } });
    return {
      status: res.status,
      cookie: cookieFrom(res),
      body: await res.json().catch(() => null),
    };
  }

  async function createUser(opts: CreateUserOptions = {}): Promise<TestUser> {
    const email = opts.email ?? uniqueEmail();
    const password = opts.password ?? DEFAULT_TEST_PASSWORD;
    const signedUp = await signUpUser((path, init) => app.request(path, init), {
      origin: config.baseUrl,
      email,
      password,
    });
    const changes: Partial<typeof user.$inferInsert> = {
      emailVerified: opts.emailVerified ?? true,
    };
    if (opts.role !== undefined) changes.role = opts.role;
    if (opts.subscriptionStatus !== undefined) changes.subscriptionStatus = opts.subscriptionStatus;
    if (opts.subscriptionEndDate !== undefined)
      changes.subscriptionEndDate = opts.subscriptionEndDate;
    if (opts.subscriptionTier !== undefined) changes.subscriptionTier = opts.subscriptionTier;
    await db.update(user).set(changes).where(eq(user.id, signedUp.id));
    return signedUp;
  }

  let isClosed = false;
  return {
    app,
    deps,
    db,
    kind,
    request,
    signIn,
    createUser,
    createHost: (opts = {}) => createUser({ role: 'host', ...opts }),
    createAdmin: (opts = {}) =>
      createUser({
        role: 'admin',
        subscriptionStatus: 'active',
        subscriptionTier: 'admin',
        subscriptionEndDate: null,
        ...opts,
      }),
    createExpiredHost: (opts = {}) =>
      createUser({
        role: 'host',
        subscriptionStatus: 'expired',
        subscriptionEndDate: daysFromNow(-30),
        ...opts,
      }),
    async outbox() {
      return db
        .select({ to: mailOutbox.to, subject: mailOutbox.subject, text: mailOutbox.text })
        .from(mailOutbox)
        .orderBy(asc(mailOutbox.createdAt));
    },
    async close() {
      if (isClosed) return;
      isClosed = true;
      try {
        await deps.liveStats.close();
        await database.close();
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
