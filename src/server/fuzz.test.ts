import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { z } from 'zod';
import {
  categoryInputSchema,
  createQuestionSchema,
  questionBulkActionSchema,
  reviewEditSchema,
  updateQuestionSchema,
} from '../core/admin';
import { checkoutSchema, completeCheckoutSchema } from '../core/billing';
import { bulkRequestSchema } from '../core/bulk-upload';
import {
  createFlagSchema,
  createSubmissionSchema,
  createTeamSchema,
  pullRoundSchema,
  questionDisplaySchema,
  replaceQuestionSchema,
  scoreChangeSchema,
  startRoundSchema,
} from '../core/game';
import { confirmEmailChangeSchema, updateProfileSchema } from '../core/profile';
import {
  nextTiebreakerSchema,
  saveGuessesSchema,
  tiebreakerInputSchema,
} from '../core/tiebreakers';
import { adminResetPasswordSchema, createUserSchema, updateUserSchema } from '../core/users';
import { AUTHZ_MATRIX, CALLER_KINDS, type CallerKind } from './test/authz-matrix';
import { changedTables, snapshotDatabase } from './test/db-snapshot';
import { seedCategory, seedQuestions, seedTiebreakers } from './test/factories';
import { createTestContext, listApiRoutes, type TestUser } from './test/harness';

// Hostile input at every route: random and crafted bodies, query strings and path ids, as
// every kind of caller. Whatever comes in, the server never answers 5xx, every /api error
// has the JSON error shape, a 2xx only ever answers a body its route's schema accepts, and
// no table changes except those a valid request to that route may write.
//
// Deterministic: a fixed seed per route and a bounded number of runs.

const RUNS = 30;
/** Routes that take nothing but the session: only the query and headers vary, a few runs do. */
const RUNS_WITHOUT_INPUT = 4;

// Nothing listens on the discard port, so the webhook self-test reaches no other server.
const ctx = await createTestContext({ BASE_URL: 'http://127.0.0.1:9' });
const users: Partial<Record<CallerKind, TestUser>> = {};

/** The schema each body-reading route validates with (what a 2xx body must satisfy). */
const BODY_SCHEMAS: Record<string, z.ZodType> = {
  'PATCH /api/me': updateProfileSchema,
  'POST /api/email-change/confirm': confirmEmailChangeSchema,
  'POST /api/rounds': pullRoundSchema,
  'POST /api/rounds/start': startRoundSchema,
  'POST /api/rounds/replace': replaceQuestionSchema,
  'PATCH /api/games/current/questions/:id': questionDisplaySchema,
  'POST /api/tiebreakers/next': nextTiebreakerSchema,
  'PUT /api/tiebreakers/current/guesses': saveGuessesSchema,
  'POST /api/teams': createTeamSchema,
  'PATCH /api/teams/:id/score': scoreChangeSchema,
  'POST /api/questions/:id/flags': createFlagSchema,
  'POST /api/submissions': createSubmissionSchema,
  'POST /api/billing/checkout': checkoutSchema,
  'POST /api/billing/checkout/complete': completeCheckoutSchema,
  'POST /api/admin/questions': createQuestionSchema,
  'POST /api/admin/questions/bulk-action': questionBulkActionSchema,
  'POST /api/admin/questions/bulk/preview': bulkRequestSchema,
  'POST /api/admin/questions/bulk': bulkRequestSchema,
  'PATCH /api/admin/questions/:id': updateQuestionSchema,
  'POST /api/admin/categories': categoryInputSchema,
  'PATCH /api/admin/categories/:id': categoryInputSchema,
  'POST /api/admin/submissions/:id/approve-edit': reviewEditSchema,
  'POST /api/admin/flags/:id/approve-edit': reviewEditSchema,
  'POST /api/admin/tiebreakers': tiebreakerInputSchema,
  'PATCH /api/admin/tiebreakers/:id': tiebreakerInputSchema,
  'POST /api/admin/users': createUserSchema,
  'PATCH /api/admin/users/:id': updateUserSchema,
  'POST /api/admin/users/:id/reset-password': adminResetPasswordSchema,
};

/** Tables a refused request may still change: a wrong current password counts toward a lock. */
const MAY_WRITE_WHEN_REFUSED: Record<string, readonly string[]> = {
  'PATCH /api/me': ['rate_limit'],
};

/**
 * The tables a VALID request to a route may change (path ids here never match a row, so
 * routes with an id write nothing). Every other table must come out byte for byte the same.
 */
const MAY_WRITE: Record<string, readonly string[]> = {
  'PATCH /api/me': ['verification', 'rate_limit', 'mail_outbox'],
  'POST /api/email-change/confirm': ['user', 'verification', 'session', 'audit_log', 'mail_outbox'],
  'POST /api/rounds': ['games', 'host_settings'],
  'POST /api/rounds/start': ['games', 'used_questions'],
  'POST /api/rounds/replace': ['games'],
  'DELETE /api/games/current': ['games'],
  'POST /api/tiebreakers/next': ['tiebreaker_sessions'],
  'PUT /api/tiebreakers/current/guesses': ['tiebreaker_sessions'],
  'POST /api/teams': ['teams'],
  'POST /api/submissions': ['custom_submissions'],
  'POST /api/admin/questions': ['trivia_questions', 'categories'],
  'POST /api/admin/questions/bulk': ['trivia_questions', 'categories'],
  // Deleting questions clears their flags' link and removes them from used lists.
  'POST /api/admin/questions/bulk-action': [
    'trivia_questions',
    'flagged_questions',
    'used_questions',
  ],
  'POST /api/admin/categories': ['categories'],
  'POST /api/admin/tiebreakers': ['tiebreaker_pool'],
  'POST /api/admin/users': ['user', 'account', 'verification', 'mail_outbox', 'audit_log'],
  'POST /api/admin/backups': ['backup_log'],
  'POST /api/admin/sync': ['job_runs', 'audit_log'],
};

/** The caller a route is for: most runs use it, the rest try the others. */
function rightfulCaller(route: string): CallerKind {
  if (route.includes(' /api/admin/')) return 'admin';
  return 'host';
}

// --- arbitraries -------------------------------------------------------------------------

const CRAFTED_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\u202eevil',
  '😀🎉',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '1e309',
  "' OR '1'='1",
  "'; drop table teams; --",
  '") ; delete from "user"; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=window.__xss=1>',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection payload
  '${process.exit()}',
  '../../../../etc/passwd',
  '__proto__',
  'constructor',
  'x'.repeat(10_000),
];

const hostileString = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...CRAFTED_STRINGS) },
  { weight: 1, arbitrary: fc.string() },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 50 }) },
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true }) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 30 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileString, hostileString, { maxKeys: 5 }) },
  // One big field, well inside the 1 MB cap.
  { weight: 1, arbitrary: fc.constant('y'.repeat(900_000)) },
);

const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

const RAW_BODIES = [
  '',
  'null',
  'true',
  '[]',
  '"string"',
  '{',
  '{"a":',
  'not json at all',
  '\u0000',
  deepArray(100_000),
  deepObject(50_000),
  '{"__proto__":{"polluted":"yes","role":"admin","isAdmin":true}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '{"name":"a","name":{"$gt":""},"__proto__":[]}',
  '{"delta":1e400}',
  '{"delta":-0,"questionIds":{"length":1e9}}',
];

let categoryId = '';

/** The matrix's valid sample body of a route (with the seeded category). */
function sampleBodyOf(route: string): Record<string, unknown> {
  const row = AUTHZ_MATRIX[route];
  const body =
    typeof row?.body === 'function' ? row.body({ kind: 'admin', ctx, categoryId }) : row?.body;
  return body && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

/**
 * The route's valid sample body with one to three fields (its own, or prototype and
 * ownership keys) set to hostile values: the rest stays valid, so the hostile value reaches
 * the code past validation.
 */
function shapedBody(route: string): fc.Arbitrary<string> {
  const own = Object.keys(sampleBodyOf(route));
  const field = fc.constantFrom(...own, '__proto__', 'constructor', 'role', 'userId');
  // At least one of the route's own fields is hostile (when it has any).
  const first = own.length ? fc.constantFrom(...own) : field;
  return fc
    .tuple(fc.tuple(first, hostileValue), fc.array(fc.tuple(field, hostileValue), { maxLength: 2 }))
    .map(([head, tail]) => {
      const body = new Map(Object.entries(sampleBodyOf(route)));
      for (const [key, value] of [head, ...tail]) body.set(key, value);
      // Written by hand so "__proto__" becomes a real key, as a client could send it.
      const parts = [...body].map(
        ([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}`,
      );
      return `{${parts.join(',')}}`;
    });
}

function bodyArbitrary(route: string): fc.Arbitrary<string | undefined> {
  return fc.oneof(
    fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
    fc.constantFrom(...RAW_BODIES),
    { weight: 3, arbitrary: shapedBody(route) },
    fc.constant(undefined),
  );
}

/** encodeURIComponent, with lone surrogates sent as the bytes they would be (invalid UTF-8). */
function encode(value: string): string {
  return Array.from(value)
    .map((ch) => {
      try {
        return encodeURIComponent(ch);
      } catch {
        return '%ED%A0%80';
      }
    })
    .join('');
}

const PATH_IDS = [
  '../',
  '..%2F..%2Fadmin',
  '%00',
  '%',
  '%zz',
  '%E0%A4%A',
  'a'.repeat(5000),
  '😀',
  'null',
  '-1',
  '0',
  "1' or '1'='1",
  '<svg onload=alert(1)>',
  '__proto__',
  'constructor',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'g0000000-0000-4000-8000-000000000000',
];

const pathIdArbitrary: fc.Arbitrary<string> = fc.oneof(
  fc.uuid().map(encode),
  fc.string({ minLength: 1 }).map(encode),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }).map(encode),
  // As they come: some are not valid percent-encoding, some change the path.
  { weight: 4, arbitrary: fc.constantFrom(...PATH_IDS) },
);

const QUERY_KEYS = [
  'page',
  'pageSize',
  'search',
  'status',
  'role',
  'difficulty',
  'categoryId',
  'sort',
  '__proto__',
  'constructor[prototype][polluted]',
];

const queryValue = fc.oneof(
  hostileString,
  fc.constantFrom('-1', '0', '1e9', '99999999999999999999', '1.5', 'NaN', '%', '%00', '%zz'),
);

function queryOf(pairs: [string, string, boolean][]): string {
  if (!pairs.length) return '';
  // Some pairs as they come (not valid percent-encoding), the rest encoded.
  const encoded = pairs.map(([k, v, isRaw]) =>
    isRaw && !/[#\s&=]/.test(k + v) ? `${k}=${v}` : `${encode(k)}=${encode(v)}`,
  );
  return `?${encoded.join('&')}`;
}

const queryArbitrary: fc.Arbitrary<string> = fc.oneof(
  // One known parameter with a hostile value.
  fc.tuple(fc.constantFrom(...QUERY_KEYS), queryValue, fc.boolean()).map((pair) => queryOf([pair])),
  fc
    .array(
      fc.tuple(
        fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string({ maxLength: 10 })),
        queryValue,
        fc.boolean(),
      ),
      { maxLength: 6 },
    )
    .map(queryOf),
);

const CONTENT_TYPES = [
  'application/json',
  'application/json',
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
];

// --- the property --------------------------------------------------------------------------

const routes = listApiRoutes(ctx.app);

beforeAll(async () => {
  users.expiredHost = await ctx.createExpiredHost();
  users.host = await ctx.createHost();
  users.admin = await ctx.createAdmin();
  const category = await seedCategory(ctx, 'General');
  categoryId = category.id;
  await seedQuestions(ctx, 30, { categoryId: category.id });
  await seedTiebreakers(ctx, 5);
  // Rows of the host's in the owned tables, so a stray write to them would show.
  await ctx.request('/api/teams', { cookie: users.host.cookie, body: { name: 'Fuzz Team' } });
  const pulled = await (
    await ctx.request('/api/rounds', { cookie: users.host.cookie, body: {} })
  ).json();
  await ctx.request('/api/rounds/start', {
    cookie: users.host.cookie,
    body: { questionIds: pulled.game.questions.map((q: { id: string }) => q.id) },
  });
});
afterAll(() => ctx.close());

function seedOf(route: string): number {
  let hash = 0;
  for (const ch of route) hash = (hash * 31 + ch.charCodeAt(0)) | 0;
  return hash;
}

function parsedOrInvalid(text: string | undefined): { isJson: boolean; value: unknown } {
  if (!text) return { isJson: true, value: {} };
  try {
    return { isJson: true, value: JSON.parse(text) };
  } catch {
    return { isJson: false, value: undefined };
  }
}

interface Outcome {
  problems: string[];
  validSuccesses: number;
}

async function fuzzRoute(route: string): Promise<Outcome> {
  const [method, pathPattern] = route.split(' ');
  const hasParams = pathPattern.includes('/:');
  const hasBody = method !== 'GET' && !!AUTHZ_MATRIX[route]?.body;
  const schema = BODY_SCHEMAS[route];
  const outcome: Outcome = { problems: [], validSuccesses: 0 };
  const rightful = rightfulCaller(route);

  const input = fc.record({
    caller: fc.oneof(
      { weight: 3, arbitrary: fc.constant(rightful) },
      { weight: 1, arbitrary: fc.constantFrom(...CALLER_KINDS) },
    ),
    ids: fc.array(pathIdArbitrary, { minLength: 2, maxLength: 2 }),
    query: queryArbitrary,
    body: hasBody ? bodyArbitrary(route) : fc.option(bodyArbitrary(route), { nil: undefined }),
    contentType: fc.constantFrom(...CONTENT_TYPES),
  });

  await fc.assert(
    fc.asyncProperty(input, async ({ caller, ids, query, body, contentType }) => {
      let i = 0;
      const path = pathPattern.replace(/:[A-Za-z0-9_]+/g, () => ids[i++ % ids.length]);
      const user = users[caller];
      const sendsBody = method !== 'GET' && body !== undefined;
      const res = await ctx.app.request(path + query, {
        method,
        headers: {
          origin: ctx.deps.config.baseUrl,
          'content-type': contentType,
          ...(user ? { cookie: user.cookie } : {}),
        },
        body: sendsBody ? body : undefined,
      });
      const what = `${caller} ${method} ${(path + query).slice(0, 200)} body ${String(body).slice(0, 120)}`;
      if (res.headers.get('content-type')?.includes('text/event-stream')) {
        await res.body?.cancel();
      } else {
        const text = await res.text();
        if (res.status >= 400) {
          let shape: unknown;
          try {
            shape = JSON.parse(text);
          } catch {
            shape = text;
          }
          const error = (shape as { error?: { code?: unknown; message?: unknown } })?.error;
          if (typeof error?.code !== 'string' || typeof error?.message !== 'string') {
            outcome.problems.push(
              `${res.status} without the error shape: ${what}: ${text.slice(0, 200)}`,
            );
          }
        }
      }
      if (res.status >= 500) outcome.problems.push(`${res.status}: ${what}`);
      if (res.status >= 200 && res.status < 300) {
        if (schema && method !== 'GET') {
          const { isJson, value } = parsedOrInvalid(sendsBody ? body : undefined);
          if (!isJson || !schema.safeParse(value).success) {
            outcome.problems.push(`${res.status} for a body its schema refuses: ${what}`);
          }
        }
        if (method !== 'GET') outcome.validSuccesses += 1;
      }
    }),
    {
      seed: seedOf(route),
      numRuns: hasBody || hasParams ? RUNS : RUNS_WITHOUT_INPUT,
      endOnFailure: true,
    },
  );
  return outcome;
}

async function codeOf(res: Response): Promise<unknown> {
  const json = await res.json().catch(() => null);
  return json?.error?.code ?? json?.code;
}

describe('a NUL character, which PostgreSQL cannot store', () => {
  // The property test above finds these by chance; this sweep finds them every time.
  const nulCases = (): [string, string, string | undefined, CallerKind][] => {
    const cases: [string, string, string | undefined, CallerKind][] = [];
    for (const route of routes) {
      const [method, pattern] = route.split(' ');
      const caller = rightfulCaller(route);
      const uuidPath = pattern.replace(/:[A-Za-z0-9_]+/g, '00000000-0000-4000-8000-000000000000');
      if (pattern.includes('/:'))
        cases.push([method, pattern.replace(/:[A-Za-z0-9_]+/g, 'a%00b'), undefined, caller]);
      if (method === 'GET')
        cases.push([method, `${uuidPath}?search=a%00b&page=1%00`, undefined, caller]);
      const sample = sampleBodyOf(route);
      for (const [key, value] of Object.entries(sample)) {
        if (typeof value !== 'string') continue;
        cases.push([
          method,
          uuidPath,
          JSON.stringify({ ...sample, [key]: `${value}\u0000` }),
          caller,
        ]);
      }
    }
    const email = 'nul-\u0000@example.com';
    for (const [path, body] of [
      [
        '/api/auth/sign-up/email',
        { email: 'nul-name@example.com', password: 'nul-pass-1', name: 'a\u0000' },
      ],
      ['/api/auth/sign-in/email', { email, password: 'x' }],
      ['/api/auth/update-user', { name: 'a\u0000' }],
    ] as const) {
      cases.push(['POST', path, JSON.stringify(body), 'host']);
    }
    // Escaped inside the upload's own JSON text: only the database sees the NUL.
    const upload = JSON.stringify([
      { question: 'Nul\u0000?', answer: 'A', category: 'General', difficulty: 'easy' },
    ]);
    cases.push([
      'POST',
      '/api/admin/questions/bulk',
      JSON.stringify({ format: 'json', text: upload }),
      'admin',
    ]);
    return cases;
  };

  test('in a body field, a path id or a query: 400 invalid_character, nothing written', async () => {
    const cases = nulCases();
    expect(cases.length).toBeGreaterThan(40);
    const before = await snapshotDatabase(ctx.deps.database, ['rate_limit']);
    const problems: string[] = [];
    for (const [method, path, body, caller] of cases) {
      const res = await ctx.request(path, { method, body, cookie: users[caller]?.cookie });
      // A route's guard may answer first (401, 403); otherwise 400. Never a 2xx or a 5xx.
      if (res.status >= 500 || res.status < 300) {
        problems.push(`${res.status} ${method} ${path} ${body ?? ''}`);
      } else if (res.status === 400 && (await codeOf(res)) !== 'invalid_character') {
        problems.push(`400 but not invalid_character: ${method} ${path} ${body ?? ''}`);
      }
    }
    expect(problems).toEqual([]);
    expect(
      changedTables(before, await snapshotDatabase(ctx.deps.database, ['rate_limit'])),
    ).toEqual([]);
  });
});

describe('hostile input at every route', () => {
  test('there are routes to fuzz and every body-reading route has its schema here', () => {
    expect(routes.length).toBeGreaterThan(50);
    const bodyRoutes = routes.filter((r) => AUTHZ_MATRIX[r]?.body && !r.includes('/webhook'));
    expect(bodyRoutes.filter((r) => !BODY_SCHEMAS[r])).toEqual([]);
  });

  test.each(routes)(
    '%s: no 5xx, errors in shape, 2xx only for valid bodies, no stray writes',
    async (route) => {
      const before = await snapshotDatabase(ctx.deps.database);
      const { problems, validSuccesses } = await fuzzRoute(route);
      expect(problems.slice(0, 10)).toEqual([]);
      const changed = changedTables(before, await snapshotDatabase(ctx.deps.database));
      const allowed = [
        ...(validSuccesses > 0 ? (MAY_WRITE[route] ?? []) : []),
        ...(MAY_WRITE_WHEN_REFUSED[route] ?? []),
      ];
      expect(
        changed.filter((t) => !allowed.includes(t)),
        `tables changed by hostile input to ${route}`,
      ).toEqual([]);
    },
    90_000,
  );

  // Better Auth's endpoints, with a user of their own (a sign-out or a password change must
  // not end the sessions the routes above use).
  const AUTH_ENDPOINTS: [string, Record<string, unknown>][] = [
    ['/api/auth/sign-in/email', { email: 'nobody@example.com', password: 'wrong-password' }],
    [
      '/api/auth/sign-up/email',
      { email: 'fuzz-signup@example.com', password: 'fuzz-pass-1', name: 'Fuzz' },
    ],
    [
      '/api/auth/request-password-reset',
      { email: 'nobody@example.com', redirectTo: '/reset-password' },
    ],
    ['/api/auth/reset-password', { newPassword: 'fuzz-pass-2', token: 'not-a-token' }],
    [
      '/api/auth/change-password',
      { currentPassword: 'not-the-password', newPassword: 'fuzz-pass-3' },
    ],
    ['/api/auth/update-user', { name: 'Fuzzed' }],
    ['/api/auth/sign-out', {}],
  ];
  const AUTH_MAY_WRITE = [
    'user',
    'account',
    'session',
    'verification',
    'rate_limit',
    'mail_outbox',
  ];

  test.each(AUTH_ENDPOINTS)(
    'POST %s: no 5xx, only auth tables written',
    async (path, sample) => {
      const fuzzer = await ctx.createHost();
      const before = await snapshotDatabase(ctx.deps.database);
      const problems: string[] = [];
      const own = Object.keys(sample);
      const field = fc.constantFrom(...own, '__proto__', 'constructor', 'role');
      const body = fc.oneof(
        fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
        fc.constantFrom(...RAW_BODIES),
        {
          weight: 3,
          arbitrary: fc
            .array(fc.tuple(own.length ? fc.constantFrom(...own) : field, hostileValue), {
              minLength: 1,
              maxLength: 3,
            })
            .map((mutations) => {
              const fields = new Map(Object.entries(sample));
              for (const [k, v] of mutations) fields.set(k, v);
              return `{${[...fields].map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}`).join(',')}}`;
            }),
        },
      );
      await fc.assert(
        fc.asyncProperty(
          body,
          fc.boolean(),
          fc.constantFrom(...CONTENT_TYPES),
          async (text, isSignedIn, type) => {
            const res = await ctx.app.request(path, {
              method: 'POST',
              headers: {
                origin: ctx.deps.config.baseUrl,
                'content-type': type,
                ...(isSignedIn ? { cookie: fuzzer.cookie } : {}),
              },
              body: text,
            });
            await res.arrayBuffer();
            if (res.status >= 500) problems.push(`${res.status}: ${text.slice(0, 160)}`);
          },
        ),
        { seed: seedOf(path), numRuns: RUNS },
      );
      expect(problems.slice(0, 10)).toEqual([]);
      const changed = changedTables(before, await snapshotDatabase(ctx.deps.database));
      expect(changed.filter((t) => !AUTH_MAY_WRITE.includes(t))).toEqual([]);
    },
    90_000,
  );

  test('nothing was polluted', () => {
    const probe = {} as Record<string, unknown>;
    expect(probe.polluted).toBeUndefined();
    expect(probe.isAdmin).toBeUndefined();
    expect(probe.role).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });
});
