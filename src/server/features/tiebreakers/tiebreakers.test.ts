import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_MESSAGES } from '../../../core/game';
import { tiebreakerPool } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/harness';

let ctx: TestContext;
let ids: string[];
beforeAll(async () => {
  ctx = await createTestContext();
  const rows = await ctx.db
    .insert(tiebreakerPool)
    .values(
      Array.from({ length: 6 }, (_, i) => ({
        questionText: `Name the things of set ${i}.`,
        answerOptions: [`A${i}`, `B${i}`, `C${i}`, `D${i}`],
      })),
    )
    .returning({ id: tiebreakerPool.id });
  ids = rows.map((r) => r.id);
  await ctx.db
    .insert(tiebreakerPool)
    .values({ questionText: 'Inactive one', answerOptions: ['X'], isActive: false });
});
afterAll(() => ctx.close());

async function next(cookie: string, excludeIds?: string[]) {
  const res = await ctx.request('/api/tiebreakers/next', {
    method: 'POST',
    body: excludeIds ? { excludeIds } : {},
    cookie,
  });
  return { status: res.status, body: await res.json() };
}

describe('tie-breakers', () => {
  it('gives an active one with the answers hidden, then reveals and locks it on use', async () => {
    const host = await ctx.createHost();
    const { status, body } = await next(host.cookie);
    expect(status).toBe(200);
    expect(ids).toContain(body.tiebreaker.id);
    expect(body.tiebreaker.answerList).toBeNull();
    expect(body.tiebreaker.answerCount).toBe(4);
    const used = await ctx.request(`/api/tiebreakers/${body.tiebreaker.id}/use`, {
      method: 'POST',
      body: {},
      cookie: host.cookie,
    });
    expect(used.status).toBe(200);
    expect((await used.json()).tiebreaker.answerList).toHaveLength(4);
    for (let i = 0; i < 10; i++)
      expect((await next(host.cookie)).body.tiebreaker.id).not.toBe(body.tiebreaker.id);
  });

  it('tries a different one up to 3 times, then refuses', async () => {
    const host = await ctx.createHost();
    const shown: string[] = [(await next(host.cookie)).body.tiebreaker.id];
    for (let i = 0; i < 3; i++) {
      const { body } = await next(host.cookie, shown);
      expect(shown).not.toContain(body.tiebreaker.id);
      shown.push(body.tiebreaker.id);
    }
    const refused = await next(host.cookie, shown);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(GAME_MESSAGES.tiebreakerNoRetries);
  });

  it('says none are available once all are used, and gives them back after a year', async () => {
    const host = await ctx.createHost();
    for (const id of ids) {
      await ctx.request(`/api/tiebreakers/${id}/use`, {
        method: 'POST',
        body: {},
        cookie: host.cookie,
      });
    }
    const { body } = await next(host.cookie);
    expect(body.tiebreaker).toBeNull();
    expect(body.message).toBe(GAME_MESSAGES.tiebreakerNone);
    await ctx.db.execute(
      sql`update tiebreaker_usage set used_at = now() - interval '366 days' where user_id = ${host.id}`,
    );
    expect((await next(host.cookie)).body.tiebreaker).not.toBeNull();
  });

  it('404s an unknown or inactive tie-breaker, 401 signed out, 403 expired', async () => {
    const host = await ctx.createHost();
    const missing = await ctx.request('/api/tiebreakers/00000000-0000-4000-8000-000000000000/use', {
      method: 'POST',
      body: {},
      cookie: host.cookie,
    });
    expect(missing.status).toBe(404);
    expect((await ctx.request('/api/tiebreakers/next', { method: 'POST', body: {} })).status).toBe(
      401,
    );
    const expired = await ctx.createExpiredHost();
    expect((await next(expired.cookie)).status).toBe(403);
  });
});
