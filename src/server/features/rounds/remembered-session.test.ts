import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxMailer } from '../../adapters/mail';
import { createApp } from '../../app';
import { rememberedSession } from '../../auth/session-lookup';
import { createDeps } from '../../bootstrap';
import { type Database, wrapPool } from '../../db/client';
import { selectRows } from '../../db/sql';
import { seedQuestions } from '../../test/factories';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness';

// A fresh pull by a host whose session this server read lately skips the session read: the
// pull's own statement checks the session and user rows are unchanged (routes.ts). These
// tests make sure each change that ends or narrows access still stops that pull, saves
// nothing, and answers as the usual path does.

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  await seedQuestions(ctx, 60);
});
afterAll(() => ctx.close());

function pull(cookie: string) {
  return ctx.request('/api/rounds', { body: {}, cookie });
}

/** The host's saved game as stored, to prove a refused pull changed nothing. */
async function savedGame(userId: string) {
  const [row] = await selectRows<{ state: unknown; updated_at: string }>(
    ctx.db,
    sql`select state, updated_at::text from games where user_id = ${userId}`,
  );
  return row;
}

function remembered(host: TestUser, database: Database = ctx.deps.database) {
  const { auth, config } = ctx.deps;
  return rememberedSession(auth, database, config.authSecret, new Headers({ cookie: host.cookie }));
}

/** A host who has pulled once: this server now remembers the session, so the next pull is the quick one. */
async function hostWhoPulled() {
  const host = await ctx.createHost();
  expect((await pull(host.cookie)).status).toBe(200);
  expect(await remembered(host)).not.toBeNull();
  return { host, before: await savedGame(host.id) };
}

describe('POST /api/rounds with a session this server read lately', () => {
  it('pulls as usual and saves the round it answers', async () => {
    const { host, before } = await hostWhoPulled();
    const res = await pull(host.cookie);
    expect(res.status).toBe(200);
    const { game } = (await res.json()) as { game: { questions: { id: string }[] } };
    const after = await savedGame(host.id);
    expect(after.updated_at).not.toBe(before.updated_at);
    expect((after.state as { questionIds: string[] }).questionIds).toEqual(
      game.questions.map((q) => q.id),
    );
  });

  it('is refused once the host signed out, and saves nothing', async () => {
    const { host, before } = await hostWhoPulled();
    await ctx.request('/api/auth/sign-out', { body: {}, cookie: host.cookie });
    expect((await pull(host.cookie)).status).toBe(401);
    expect(await savedGame(host.id)).toEqual(before);
  });

  it('is refused once the subscription lapsed, with the spec message, and saves nothing', async () => {
    const { host, before } = await hostWhoPulled();
    await ctx.db.execute(
      sql`update "user" set subscription_status = 'expired' where id = ${host.id}`,
    );
    const res = await pull(host.cookie);
    expect(res.status).toBe(403);
    expect((await res.json()).error.message).toBe(
      'Subscription Required: This feature requires an active subscription',
    );
    expect(await savedGame(host.id)).toEqual(before);
  });

  it('is refused once an admin suspended the host, and saves nothing', async () => {
    const { host, before } = await hostWhoPulled();
    const admin = await ctx.createAdmin();
    const res = await ctx.request(`/api/admin/users/${host.id}/suspend`, {
      body: {},
      cookie: admin.cookie,
    });
    expect(res.status).toBe(200);
    expect([401, 403]).toContain((await pull(host.cookie)).status);
    expect(await savedGame(host.id)).toEqual(before);
  });

  it('is refused once the session expired, and saves nothing', async () => {
    const { host, before } = await hostWhoPulled();
    await ctx.db.execute(
      sql`update "session" set expires_at = now() - interval '1 minute' where user_id = ${host.id}`,
    );
    expect((await pull(host.cookie)).status).toBe(401);
    expect(await savedGame(host.id)).toEqual(before);
  });

  it('leaves a session due for its daily extension to Better Auth, which extends it', async () => {
    const { host } = await hostWhoPulled();
    await ctx.db.execute(
      sql`update "session" set expires_at = now() + interval '2 days' where user_id = ${host.id}`,
    );
    expect((await pull(host.cookie)).status).toBe(200);
    const [session] = await selectRows<{ days: number }>(
      ctx.db,
      sql`select extract(epoch from expires_at - now()) / 86400 as days from "session"
          where user_id = ${host.id}`,
    );
    expect(Number(session.days)).toBeGreaterThan(6);
  });

  it('reads the rows again after any change to the user, then pulls as usual', async () => {
    const { host } = await hostWhoPulled();
    await ctx.db.execute(sql`update "user" set name = 'Renamed host' where id = ${host.id}`);
    expect((await pull(host.cookie)).status).toBe(200);
    expect((await remembered(host))?.user.name).toBe('Renamed host');
  });

  it('sees a change made through another server on the same database', async () => {
    // On PGlite there is one embedded database per process: the second app shares it.
    let database = ctx.deps.database;
    let pool: pg.Pool | undefined;
    if (ctx.kind === 'postgres') {
      pool = new pg.Pool({ connectionString: ctx.deps.config.databaseUrl, max: 2 });
      database = wrapPool(pool);
    }
    try {
      const other = createApp(
        createDeps(ctx.deps.config, database, createOutboxMailer(database, { log: false })),
      ).app;
      const { host, before } = await hostWhoPulled();
      const admin = await ctx.createAdmin();
      const revoke = await other.request(`/api/admin/users/${host.id}/revoke-sessions`, {
        method: 'POST',
        headers: {
          origin: ctx.deps.config.baseUrl,
          'content-type': 'application/json',
          cookie: admin.cookie,
        },
        body: '{}',
      });
      expect(revoke.status).toBe(200);
      expect((await pull(host.cookie)).status).toBe(401);
      expect(await savedGame(host.id)).toEqual(before);
    } finally {
      await pool?.end();
    }
  });
});
