import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../app';
import type { Database } from '../../db/client';
import { createTestContext, type TestContext } from '../../test/harness';

// Readiness (/api/health: the database answers with the app's tables in it) and liveness
// (/api/health/live: the process serves requests, the database left alone), as a load
// balancer asks them.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function statusOf(app: TestContext['app'], path: string) {
  const res = await app.request(path);
  return { status: res.status, body: await res.json() };
}

describe('health checks', () => {
  test('a migrated database: readiness and liveness answer 200 ok', async () => {
    expect(await statusOf(ctx.app, '/api/health')).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await statusOf(ctx.app, '/api/health/live')).toEqual({
      status: 200,
      body: { status: 'ok' },
    });
  });

  test('the database dropped and recreated under the server (select 1 works, no tables): readiness 503, liveness 200', async () => {
    const bare = await createTestContext();
    try {
      for (const sql of [
        'drop schema public cascade',
        'create schema public',
        'drop schema if exists drizzle cascade',
      ]) {
        await bare.deps.database.query(sql);
      }
      expect(await bare.deps.database.query('select 1 as one')).toEqual([{ one: 1 }]);
      expect(await statusOf(bare.app, '/api/health')).toEqual({
        status: 503,
        body: { status: 'unavailable' },
      });
      expect(await statusOf(bare.app, '/api/health/live')).toEqual({
        status: 200,
        body: { status: 'ok' },
      });
    } finally {
      await bare.close();
    }
  });

  test('liveness never touches the database; readiness reports one that refuses', async () => {
    const refusing = new Proxy({} as Database, {
      get: () => {
        throw new Error('the database was touched');
      },
    });
    const { app } = createApp({ ...ctx.deps, database: refusing });
    expect(await statusOf(app, '/api/health/live')).toEqual({
      status: 200,
      body: { status: 'ok' },
    });
    expect(await statusOf(app, '/api/health')).toEqual({
      status: 503,
      body: { status: 'unavailable' },
    });
  });
});
