import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  AUTHZ_CATEGORY_NAME,
  AUTHZ_MATRIX,
  type AuthzRow,
  CALLER_KINDS,
  type Caller,
  type CallerKind,
} from './test/authz-matrix';
import { seedCategory, seedQuestions, seedTiebreakers } from './test/factories';
import { createTestContext, listApiRoutes, type TestUser } from './test/harness';

// Every /api route against every kind of caller, from the table in test/authz-matrix.ts (read
// its top comment to add a row). The route list comes from the app, so a new route
// without a row fails here by name.

const ctx = await createTestContext();
const routes = listApiRoutes(ctx.app);
const routeSet = new Set(routes);
const keys = [...new Set([...routes, ...Object.keys(AUTHZ_MATRIX)])].sort();

const users: Partial<Record<CallerKind, TestUser>> = {};
let categoryId: string;

beforeAll(async () => {
  users.expiredHost = await ctx.createExpiredHost();
  users.host = await ctx.createHost();
  users.admin = await ctx.createAdmin();
  const category = await seedCategory(ctx, AUTHZ_CATEGORY_NAME);
  categoryId = category.id;
  await seedQuestions(ctx, 30, { categoryId: category.id });
  await seedQuestions(ctx, 10);
  await seedTiebreakers(ctx, 5);
});
afterAll(() => ctx.close());

/** Fills every `:param` (with an optional `{regex}` and `?`) with a UUID that matches no row. */
function concretePath(path: string): string {
  return path.replace(/:[A-Za-z0-9_]+(\{[^}]*\})?\??/g, () => randomUUID());
}

function skeletonRow(key: string): string {
  return `'${key}': { signedOut: 401, expiredHost: 403, host: 200, admin: 200 },`;
}

async function statusFor(key: string, row: AuthzRow, kind: CallerKind): Promise<number> {
  const [method, path] = key.split(' ');
  const caller: Caller = { kind, user: users[kind], ctx, categoryId };
  const body = typeof row.body === 'function' ? row.body(caller) : row.body;
  const res = await ctx.request(concretePath(path), {
    method,
    body: method === 'GET' || method === 'HEAD' ? undefined : (body ?? {}),
    cookie: caller.user?.cookie,
    headers: row.headers,
  });
  if (res.status === 401 || res.status === 403) {
    // Guards answer with the API's error shape.
    const json = await res.json().catch(() => null);
    expect(json?.error?.code, `${key} as ${kind}: ${res.status} without the error shape`).toEqual(
      expect.any(String),
    );
  }
  return res.status;
}

describe('authorization matrix', () => {
  test('the app has /api routes to check', () => {
    expect(routes.length).toBeGreaterThan(0);
    expect(routes).toContain('GET /api/me');
  });

  test.each(keys)('%s', async (key) => {
    const row = AUTHZ_MATRIX[key];
    if (!row) {
      expect.fail(
        `No row for route '${key}' in src/server/test/authz-matrix.ts. Add one (see its top comment), e.g.\n  ${skeletonRow(key)}`,
      );
    }
    if (!routeSet.has(key)) {
      expect.fail(
        `The row '${key}' in src/server/test/authz-matrix.ts matches no route of the app: remove or rename it.`,
      );
    }
    const actual: Partial<Record<CallerKind, number>> = {};
    for (const kind of CALLER_KINDS) actual[kind] = await statusFor(key, row, kind);
    const expected = Object.fromEntries(CALLER_KINDS.map((kind) => [kind, row[kind]]));
    expect(actual, `statuses of ${key}`).toEqual(expected);
  });
});
