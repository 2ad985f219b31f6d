import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from './app';
import { AUTHZ_MATRIX, type Caller } from './test/authz-matrix';
import { changedTables, snapshotDatabase } from './test/db-snapshot';
import { seedCategory, seedQuestions, seedTiebreakers } from './test/factories';
import { createTestContext, listApiRoutes, type TestUser } from './test/harness';

// Cross-site request forgery: every state-changing /api route, sent with a valid session
// cookie (an admin's: the most it could do) from another origin, is refused with 403 and
// changes nothing. Security headers: on every kind of response the server gives.

const EVIL = 'https://evil.example';
const ctx = await createTestContext();
let admin: TestUser;
let host: TestUser;
let categoryId: string;
/** Real rows for each route's `:id`, so a request that got through would change something. */
const realIds: Record<string, string> = {};

beforeAll(async () => {
  admin = await ctx.createAdmin();
  host = await ctx.createHost();
  const category = await seedCategory(ctx);
  categoryId = category.id;
  const questions = await seedQuestions(ctx, 20, { categoryId });
  const [tiebreaker] = await seedTiebreakers(ctx, 2);
  const team = await ctx.request('/api/teams', { cookie: host.cookie, body: { name: 'Target' } });
  const flag = await ctx.request(`/api/questions/${questions[0].id}/flags`, {
    cookie: host.cookie,
    body: { reason: 'other' },
  });
  const submission = await ctx.request('/api/submissions', {
    cookie: host.cookie,
    body: { questionText: 'Q?', correctAnswer: 'A', categoryId, difficulty: 'easy' },
  });
  Object.assign(realIds, {
    '/api/teams/': (await team.json()).id,
    '/api/tiebreakers/': tiebreaker.id,
    '/api/questions/': questions[1].id,
    '/api/admin/questions/': questions[2].id,
    '/api/admin/categories/': categoryId,
    '/api/admin/flags/': (await flag.json()).id,
    '/api/admin/submissions/': (await submission.json()).id,
    '/api/admin/tiebreakers/': tiebreaker.id,
    '/api/admin/users/': host.id,
  });
});
afterAll(() => ctx.close());

function realPath(path: string): string {
  const prefix = Object.keys(realIds).find((p) => path.startsWith(p));
  return path.replace(/:[A-Za-z0-9_]+/g, () => (prefix ? realIds[prefix] : crypto.randomUUID()));
}

const stateChanging = listApiRoutes(ctx.app).filter((r) => !r.startsWith('GET '));
// Better Auth's own state-changing endpoints that a page calls with the cookie.
const authRoutes = [
  'POST /api/auth/sign-out',
  'POST /api/auth/change-password',
  'POST /api/auth/update-user',
  'POST /api/auth/revoke-sessions',
];

describe('Origin check', () => {
  test('there are state-changing routes to check', () => {
    expect(stateChanging.length).toBeGreaterThan(30);
  });

  test.each([...stateChanging, ...authRoutes])(
    '%s with a cookie from another origin: 403, nothing changed',
    async (route) => {
      const [method, path] = route.split(' ');
      const row = AUTHZ_MATRIX[route];
      const caller: Caller = { kind: 'admin', user: admin, ctx, categoryId };
      const body =
        typeof row?.body === 'function'
          ? row.body(caller)
          : (row?.body ?? {
              userId: host.id,
              currentPassword: admin.password,
              newPassword: 'hijacked-pass',
              name: 'Hijacked',
            });
      const before = await snapshotDatabase(ctx.deps.database, ['rate_limit']);
      const forged: Record<string, string>[] = [
        { origin: EVIL },
        { origin: 'null' },
        { origin: '', referer: `${EVIL}/x` },
      ];
      for (const headers of forged) {
        const res = await ctx.request(realPath(path), {
          method,
          cookie: admin.cookie,
          headers,
          body,
        });
        expect(res.status, JSON.stringify(headers)).toBe(403);
        // Refused for its origin (ours or Better Auth's check), not by some later guard.
        const json = await res.json();
        expect(json.error?.code ?? json.code, JSON.stringify(headers)).toMatch(/ORIGIN/i);
      }
      expect(
        changedTables(before, await snapshotDatabase(ctx.deps.database, ['rate_limit'])),
      ).toEqual([]);
    },
  );

  test('without Origin or Referer a cookie-bearing change is refused too', async () => {
    const res = await ctx.app.request(realPath('/api/teams/:id'), {
      method: 'DELETE',
      headers: { cookie: host.cookie },
    });
    expect(res.status).toBe(403);
  });

  test('the same request from our own origin goes through (the check is what stopped it)', async () => {
    const res = await ctx.request(realPath('/api/teams/:id/score'), {
      method: 'PATCH',
      cookie: host.cookie,
      body: { delta: 10 },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).score).toBe(10);
  });

  test('the Stripe webhook (no cookie, signed instead) is not blocked by the Origin check', async () => {
    const res = await ctx.app.request('/api/billing/webhook', {
      method: 'POST',
      headers: { origin: EVIL, 'content-type': 'application/json' },
      body: '{}',
    });
    // No provider signature here: refused by the signature check, not the origin check.
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('invalid_signature');
  });
});

describe('Better Auth endpoints that bypass the app’s rules', () => {
  const adminPlugin: [string, (ids: { target: string }) => unknown][] = [
    ['/api/auth/admin/ban-user', ({ target }) => ({ userId: target })],
    ['/api/auth/admin/set-role', ({ target }) => ({ userId: target, role: 'host' })],
    ['/api/auth/admin/remove-user', ({ target }) => ({ userId: target })],
    [
      '/api/auth/admin/set-user-password',
      ({ target }) => ({ userId: target, newPassword: 'taken-over-1' }),
    ],
    ['/api/auth/admin/revoke-user-sessions', ({ target }) => ({ userId: target })],
    ['/api/auth/admin/impersonate-user', ({ target }) => ({ userId: target })],
    [
      '/api/auth/admin/create-user',
      () => ({ email: `bypass-${Date.now()}@example.com`, password: 'bypass-pass-1', name: 'x' }),
    ],
    ['/api/auth/admin/update-user', ({ target }) => ({ userId: target, data: { role: 'host' } })],
  ];

  // Admins act through /api/admin (admins cannot be suspended, every action is audited);
  // the admin plugin's own HTTP endpoints would skip both, so they answer 404.
  test.each(adminPlugin)(
    'an admin calling %s over HTTP gets 404, nothing changed',
    async (path, body) => {
      const otherAdmin = await ctx.createAdmin();
      const before = await snapshotDatabase(ctx.deps.database, ['rate_limit']);
      const res = await ctx.request(path, {
        cookie: admin.cookie,
        body: body({ target: otherAdmin.id }),
      });
      expect(res.status).toBe(404);
      expect(
        changedTables(before, await snapshotDatabase(ctx.deps.database, ['rate_limit'])),
      ).toEqual([]);
      expect((await ctx.request('/api/me', { cookie: otherAdmin.cookie })).status).toBe(200);
    },
  );

  test('a host cannot raise its own role or subscription through update-user', async () => {
    const res = await ctx.request('/api/auth/update-user', {
      cookie: host.cookie,
      body: {
        name: 'Still a host',
        role: 'admin',
        subscriptionStatus: 'active',
        subscriptionTier: 'premium',
        subscriptionEndDate: '2099-01-01T00:00:00.000Z',
      },
    });
    expect(res.status).toBeLessThan(500);
    const me = await (await ctx.request('/api/me', { cookie: host.cookie })).json();
    expect(me).toMatchObject({ role: 'host', is_admin: false, subscription_status: 'trial' });
  });
});

describe('security headers on every response', () => {
  let staticRoot: string;
  let spa: ReturnType<typeof createApp>['app'];

  beforeAll(() => {
    staticRoot = mkdtempSync(join(tmpdir(), 'trivia-host-static-'));
    mkdirSync(join(staticRoot, 'assets'));
    writeFileSync(
      join(staticRoot, 'index.html'),
      '<!doctype html><html><head><script type="module" src="/assets/x.js"></script></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(join(staticRoot, 'assets', 'x.js'), 'console.log("x");');
    writeFileSync(join(staticRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    spa = createApp(ctx.deps, { staticRoot }).app;
  });
  afterAll(() => rmSync(staticRoot, { recursive: true, force: true }));

  function expectSecurityHeaders(res: Response, what: string) {
    const csp = res.headers.get('content-security-policy') ?? '';
    const directives = new Map(
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .filter((parts) => parts[0])
        .map(([name, ...values]) => [name, values]),
    );
    expect(directives.get('script-src'), `${what}: script-src`).toBeDefined();
    expect(directives.get('script-src'), `${what}: script-src`).not.toContain("'unsafe-inline'");
    expect(directives.get('script-src'), `${what}: script-src`).not.toContain("'unsafe-eval'");
    expect(directives.get('frame-ancestors'), `${what}: frame-ancestors`).toEqual(["'none'"]);
    expect(directives.get('object-src'), `${what}: object-src`).toEqual(["'none'"]);
    expect(res.headers.get('x-content-type-options'), what).toBe('nosniff');
    expect(res.headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-frame-options'), what).toBe('DENY');
  }

  test.each([
    ['API JSON', 'GET', '/api/health', undefined, 200],
    ['API 404 JSON', 'GET', '/api/no-such-route', undefined, 404],
    ['401', 'GET', '/api/me', undefined, 401],
    ['401 on a change', 'POST', '/api/teams', '{not json', 401],
    ['413', 'POST', '/api/teams', JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 1) }), 413],
    ['Better Auth', 'GET', '/api/auth/get-session', undefined, 200],
    ['Better Auth error', 'POST', '/api/auth/sign-in/email', JSON.stringify({ email: 'x' }), 400],
  ] as const)('%s', async (what, method, path, body, expected) => {
    const res = await ctx.app.request(path, {
      method,
      headers: { 'content-type': 'application/json', origin: ctx.deps.config.baseUrl },
      body,
    });
    expect(res.status).toBe(expected);
    expectSecurityHeaders(res, what);
  });

  test('403 and a host’s 400 carry them too', async () => {
    const forbidden = await ctx.request('/api/admin/stats', { cookie: host.cookie });
    expect(forbidden.status).toBe(403);
    expectSecurityHeaders(forbidden, '403');
    const invalid = await ctx.request('/api/teams', { cookie: host.cookie, body: '{oops' });
    expect(invalid.status).toBe(400);
    expectSecurityHeaders(invalid, '400');
    const csrf = await ctx.request('/api/teams', {
      cookie: host.cookie,
      headers: { origin: EVIL },
      body: { name: 'x' },
    });
    expect(csrf.status).toBe(403);
    expectSecurityHeaders(csrf, 'origin 403');
  });

  test.each([
    ['the SPA page', '/', 'text/html'],
    ['a client route (index.html fallback)', '/dashboard/anything', 'text/html'],
    ['a static asset', '/assets/x.js', 'javascript'],
    ['a root file', '/favicon.svg', 'image/svg'],
    ['a missing asset (404)', '/assets/missing.js', 'text/plain'],
    ['the API next to the SPA', '/api/health', 'application/json'],
  ])('%s', async (what, path, type) => {
    const res = await spa.request(path);
    expect(res.headers.get('content-type') ?? '').toContain(type);
    expectSecurityHeaders(res, what);
  });

  test('the real index.html has no inline script the CSP would block', () => {
    const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, content] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(content.trim()).toBe('');
    }
  });
});
