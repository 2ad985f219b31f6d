import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BULK_MAX_BYTES, BULK_MAX_ROWS } from '../core/bulk-upload';
import { MESSAGES } from '../core/messages';
import { describeSignInError } from '../web/features/auth/auth-errors';
import { toApiError } from '../web/lib/api';
import { createOutboxMailer } from './adapters/mail';
import { createApp } from './app';
import { createDeps } from './bootstrap';
import { type Database, wrapPool } from './db/client';
import { customSubmissions, teams, triviaQuestions, user } from './db/schema';
import {
  cookieFrom,
  createTestContext,
  DEFAULT_TEST_PASSWORD,
  type TestContext,
  type TestUser,
  uniqueEmail,
} from './test/harness';

// Abuse limits: Better Auth's per-IP rate limits on the four credential endpoints, kept in
// the database so they hold across server copies; request body caps (413); the bulk
// upload's byte and row caps. TRUST_PROXY=true lets each test be its own client address
// through X-Forwarded-For (the header a proxy in front would set).

const MAX = 3;
const WINDOW_S = 60;
let ctx: TestContext;

let ipCounter = 0;
/** A client address no other test uses (TEST-NET-3 with a random middle). */
function newIp(): string {
  ipCounter += 1;
  return `203.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${ipCounter % 250}`;
}

function post(path: string, ip: string, body: unknown, cookie?: string, app = ctx.app) {
  return app.request(path, {
    method: 'POST',
    headers: {
      origin: ctx.deps.config.baseUrl,
      'content-type': 'application/json',
      'x-forwarded-for': ip,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });
}

/** A host signed up from an address of its own, so it spends no other test's sign-up budget. */
async function createHost(): Promise<TestUser> {
  const email = uniqueEmail('limits');
  const res = await post('/api/auth/sign-up/email', newIp(), {
    email,
    password: DEFAULT_TEST_PASSWORD,
    name: email,
  });
  expect(res.status).toBe(200);
  const body = await res.json();
  return { id: body.user.id, email, password: DEFAULT_TEST_PASSWORD, cookie: cookieFrom(res)! };
}

async function createAdmin(): Promise<TestUser> {
  const admin = await createHost();
  await ctx.db.update(user).set({ role: 'admin' }).where(eq(user.id, admin.id));
  return admin;
}

async function expectLimited(res: Response) {
  expect(res.status).toBe(429);
  const retry = Number(res.headers.get('x-retry-after'));
  expect(retry).toBeGreaterThan(0);
  expect(retry).toBeLessThanOrEqual(WINDOW_S);
  // The standard header too, for proxies and clients that know only it.
  expect(res.headers.get('retry-after')).toBe(String(retry));
  const body = await res.json();
  expect(body.message).toMatch(/too many requests/i);
  return body;
}

beforeAll(async () => {
  ctx = await createTestContext({
    AUTH_RATE_LIMIT_MAX: String(MAX),
    AUTH_RATE_LIMIT_WINDOW: String(WINDOW_S),
    TRUST_PROXY: 'true',
  });
});
afterAll(() => ctx?.close());

type Attempt = (ip: string, user: TestUser) => Response | Promise<Response>;

const endpoints: Record<string, { attempt: Attempt; allowed: number }> = {
  'sign-in': {
    attempt: (ip, user) =>
      post('/api/auth/sign-in/email', ip, { email: user.email, password: 'wrong-password' }),
    allowed: 401,
  },
  'sign-up': {
    attempt: (ip) => {
      const email = uniqueEmail('flood');
      return post('/api/auth/sign-up/email', ip, { email, password: 'flood-pass-1', name: email });
    },
    allowed: 200,
  },
  'change-password': {
    attempt: (ip, user) =>
      post(
        '/api/auth/change-password',
        ip,
        { currentPassword: 'wrong-password', newPassword: 'new-password-1' },
        user.cookie,
      ),
    allowed: 400,
  },
  'request-password-reset': {
    attempt: (ip, user) =>
      post('/api/auth/request-password-reset', ip, {
        email: user.email,
        redirectTo: '/reset-password',
      }),
    allowed: 200,
  },
};

describe('rate limits per client address', () => {
  test.each(Object.keys(endpoints))(
    '%s: 429 with a retry header after the limit; another address is not limited',
    async (name) => {
      const { attempt, allowed } = endpoints[name];
      const user = await createHost();
      const ip = newIp();
      for (let i = 0; i < MAX; i++) expect((await attempt(ip, user)).status).toBe(allowed);
      await expectLimited(await attempt(ip, user));
      await expectLimited(await attempt(ip, user));
      expect((await attempt(newIp(), user)).status).toBe(allowed);
    },
  );

  test('a limited sign-in refuses even the right password, and the UI says so in the spec’s words', async () => {
    const user = await createHost();
    const ip = newIp();
    for (let i = 0; i < MAX; i++) {
      await post('/api/auth/sign-in/email', ip, { email: user.email, password: 'guess' });
    }
    const res = await post('/api/auth/sign-in/email', ip, {
      email: user.email,
      password: user.password,
    });
    const body = await expectLimited(res);
    expect(cookieFrom(res)).toBeNull();
    // What the login page shows for this exact answer.
    expect(describeSignInError(toApiError(429, body, 'Too Many Requests'))).toBe(
      MESSAGES.tooManyLogins,
    );
    expect(MESSAGES.tooManyLogins).toBe('Too many login attempts. Please try again later');
    // Another address still signs in.
    const other = await post('/api/auth/sign-in/email', newIp(), {
      email: user.email,
      password: user.password,
    });
    expect(other.status).toBe(200);
  });

  test('a forged client-address header is ignored: the proxy’s X-Forwarded-For counts', async () => {
    const user = await createHost();
    const ip = newIp();
    for (let i = 0; i < MAX; i++) {
      const res = await ctx.app.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: {
          origin: ctx.deps.config.baseUrl,
          'content-type': 'application/json',
          'x-forwarded-for': ip,
          'x-trivia-client-ip': newIp(),
        },
        body: JSON.stringify({ email: user.email, password: 'guess' }),
      });
      expect(res.status).toBe(401);
    }
    await expectLimited(
      await post('/api/auth/sign-in/email', ip, { email: user.email, password: 'guess' }),
    );
  });

  test('a client’s own X-Forwarded-For entries do not escape the limit: the address the proxy appended counts', async () => {
    const user = await createHost();
    const client = newIp();
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      // A spoofed left-most entry that changes each time, then what the one proxy appended.
      const res = await post('/api/auth/sign-in/email', `${newIp()}, ${client}`, {
        email: user.email,
        password: 'guess',
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(MAX).fill(401), ...Array(25 - MAX).fill(429)]);
  });

  test('TRUST_PROXY=2: the address second from the right counts, the left-most when fewer are sent', async () => {
    const twoProxies = await createTestContext({
      AUTH_RATE_LIMIT_MAX: String(MAX),
      AUTH_RATE_LIMIT_WINDOW: String(WINDOW_S),
      TRUST_PROXY: '2',
    });
    try {
      const wrong = { email: uniqueEmail('hops'), password: 'guess' };
      const signIn = (xff: string) =>
        post('/api/auth/sign-in/email', xff, wrong, undefined, twoProxies.app);
      const client = newIp();
      // Spoofed entry, the client as the first proxy saw it, the first proxy as the second saw it.
      for (let i = 0; i < MAX; i++) {
        expect((await signIn(`${newIp()}, ${client}, ${newIp()}`)).status).toBe(401);
      }
      await expectLimited(await signIn(`${newIp()}, ${client}, ${newIp()}`));
      const direct = newIp();
      for (let i = 0; i < MAX; i++) expect((await signIn(direct)).status).toBe(401);
      await expectLimited(await signIn(direct));
    } finally {
      await twoProxies.close();
    }
  });

  test('the limit holds across two server copies on one database', async () => {
    // A second copy: its own Better Auth instance (and, on PostgreSQL, its own pool), so
    // nothing is shared but the database.
    let secondDatabase: Database = ctx.deps.database;
    let pool: pg.Pool | undefined;
    if (ctx.kind === 'postgres') {
      pool = new pg.Pool({ connectionString: ctx.deps.config.databaseUrl, max: 2 });
      pool.on('error', () => {});
      secondDatabase = wrapPool(pool);
    }
    const secondDeps = createDeps(
      ctx.deps.config,
      secondDatabase,
      createOutboxMailer(secondDatabase, { log: false }),
    );
    const second = createApp(secondDeps).app;
    try {
      const user = await createHost();
      const ip = newIp();
      const wrong = { email: user.email, password: 'guess' };
      const apps = [ctx.app, second, ctx.app];
      for (const app of apps) {
        expect((await post('/api/auth/sign-in/email', ip, wrong, undefined, app)).status).toBe(401);
      }
      await expectLimited(await post('/api/auth/sign-in/email', ip, wrong, undefined, second));
      await expectLimited(await post('/api/auth/sign-in/email', ip, wrong, undefined, ctx.app));
    } finally {
      await pool?.end();
    }
  });
});

describe('request size caps', () => {
  const mb = 1024 * 1024;

  test.each(['GET', 'POST'])(
    '%s /api/auth/ with a path of 3,000 characters: 414 before Better Auth sees it',
    async (method) => {
      // Random, so that PostgreSQL cannot compress it under its index's row size limit.
      const tail = randomBytes(3000)
        .toString('base64url')
        .slice(0, 3000 - '/api/auth/'.length);
      const res = await ctx.app.request(`/api/auth/${tail}`, {
        method,
        headers: {
          origin: ctx.deps.config.baseUrl,
          'content-type': 'application/json',
          'x-forwarded-for': newIp(),
        },
        body: method === 'POST' ? '{}' : undefined,
      });
      expect(res.status).toBe(414);
      expect((await res.json()).error).toEqual({
        code: 'uri_too_long',
        message: 'The request address is too long',
      });
      // Not even its rate limit counted it.
      const counted = await ctx.deps.database.query(
        'select key from rate_limit where position($1 in key) > 0',
        [tail.slice(0, 17)],
      );
      expect(counted).toEqual([]);
    },
  );

  test('an /api/auth/ path at the bound still reaches Better Auth', async () => {
    const res = await post(`/api/auth/${'a'.repeat(256 - '/api/auth/'.length)}`, newIp(), {});
    expect(res.status).toBe(404);
  });

  test('bodies over 1 MB on host and admin routes: 413 and nothing written', async () => {
    const host = await createHost();
    const admin = await createAdmin();
    const [{ n: teamsBefore }] = await ctx.db.select({ n: count() }).from(teams);
    const [{ n: subsBefore }] = await ctx.db.select({ n: count() }).from(customSubmissions);
    const big = 'x'.repeat(mb + 10);
    const cases: [string, string, string][] = [
      ['POST', '/api/teams', JSON.stringify({ name: big })],
      [
        'POST',
        '/api/submissions',
        JSON.stringify({ questionText: big, correctAnswer: 'a', categoryId: null }),
      ],
      ['PATCH', `/api/teams/${crypto.randomUUID()}/score`, JSON.stringify({ delta: 1, pad: big })],
      ['POST', '/api/rounds', JSON.stringify({ pad: big })],
    ];
    for (const [method, path, body] of cases) {
      const res = await ctx.request(path, { method, cookie: host.cookie, body });
      expect(res.status, `${method} ${path}`).toBe(413);
      expect((await res.json()).error).toEqual({
        code: 'payload_too_large',
        message: 'The request body is too large (1 MB at most)',
      });
    }
    const adminRes = await ctx.request('/api/admin/questions', {
      method: 'POST',
      cookie: admin.cookie,
      body: JSON.stringify({ questionText: big, correctAnswer: 'a', difficulty: 'easy' }),
    });
    expect(adminRes.status).toBe(413);
    const [{ n: teamsAfter }] = await ctx.db.select({ n: count() }).from(teams);
    const [{ n: subsAfter }] = await ctx.db.select({ n: count() }).from(customSubmissions);
    expect([teamsAfter, subsAfter]).toEqual([teamsBefore, subsBefore]);
  });

  test('a body without a length (chunked) is capped as it streams', async () => {
    const host = await createHost();
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 2 * mb) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const res = await ctx.app.request('/api/teams', {
      method: 'POST',
      headers: {
        origin: ctx.deps.config.baseUrl,
        'content-type': 'application/json',
        cookie: host.cookie,
      },
      body: stream,
      // @ts-expect-error Node's fetch needs duplex for a streamed body
      duplex: 'half',
    });
    expect(res.status).toBe(413);
  });
});

describe('bulk upload caps', () => {
  let adminCookie: string;
  beforeAll(async () => {
    adminCookie = (await createAdmin()).cookie;
  });

  async function questionCount() {
    const [{ n }] = await ctx.db.select({ n: count() }).from(triviaQuestions);
    return n;
  }

  test('an upload over the 1 MB default cap but under 5 MB is read (its own cap applies)', async () => {
    const lines = Array.from({ length: 8000 }, (_, i) => `${'Q'.repeat(240)} ${i}?;A;General;easy`);
    const text = `Question;Answer;Category;Difficulty\n${lines.join('\n')}`;
    expect(text.length).toBeGreaterThan(1.5 * 1024 * 1024);
    const res = await ctx.request('/api/admin/questions/bulk/preview', {
      cookie: adminCookie,
      body: { format: 'csv', delimiter: 'semicolon', text },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).rows).toHaveLength(8000);
  });

  test('a host cannot send a big body to the bulk path: the admin guard answers first', async () => {
    const host = await createHost();
    const res = await ctx.request('/api/admin/questions/bulk', {
      cookie: host.cookie,
      body: { format: 'csv', text: 'x'.repeat(3 * 1024 * 1024) },
    });
    expect(res.status).toBe(403);
  });

  test.each(['/api/admin/questions/bulk', '/api/admin/questions/bulk/preview'])(
    '%s: more than 20,000 rows is 413 with the row cap in the message',
    async (path) => {
      const before = await questionCount();
      const lines = Array.from({ length: BULK_MAX_ROWS + 1 }, (_, i) => `Q${i}?;A;General;easy`);
      const text = `Question;Answer;Category;Difficulty\n${lines.join('\n')}`;
      expect(text.length).toBeLessThan(BULK_MAX_BYTES);
      const res = await ctx.request(path, {
        cookie: adminCookie,
        body: { format: 'csv', delimiter: 'semicolon', text },
      });
      expect(res.status).toBe(413);
      expect((await res.json()).error).toEqual({
        code: 'too_many_rows',
        message: 'Too many rows: 20,000 at most per upload',
      });
      expect(await questionCount()).toBe(before);
    },
  );

  test('an upload over 5 MB is 413 with the size in the message, whatever its request size', async () => {
    const before = await questionCount();
    const row = `${'Q'.repeat(200)}?;A;General;easy\n`;
    // Just over the text cap (the request is under its own 10 MB cap)...
    const justOver = `Question;Answer;Category;Difficulty\n${row.repeat(Math.ceil(BULK_MAX_BYTES / row.length))}`;
    // ...and a request over the 10 MB request cap.
    const farOver = justOver.repeat(2);
    for (const text of [justOver, farOver]) {
      const res = await ctx.request('/api/admin/questions/bulk', {
        cookie: adminCookie,
        body: { format: 'csv', delimiter: 'semicolon', text },
      });
      expect(res.status, `${text.length} characters`).toBe(413);
      expect((await res.json()).error.message).toBe('The upload is too large (5 MB at most)');
    }
    expect(await questionCount()).toBe(before);
  });
});
