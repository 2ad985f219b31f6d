import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_MESSAGES } from '../../../core/game';
import type { NextTiebreaker, TiebreakerSession } from '../../../core/tiebreakers';
import { tiebreakerPool, tiebreakerSessions } from '../../db/schema';
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

type ErrorBody = { error: { code: string; message: string } };

/** No question on screen: before the first, or when none is left. */
const NO_SESSION = { tiebreaker: null, retriesLeft: 3, isUsed: false, guesses: [] };

/** The session part of a POST /next answer (without its message). */
function sessionOf({ message: _message, ...session }: NextTiebreaker): TiebreakerSession {
  return session;
}

async function next(cookie: string) {
  const res = await ctx.request('/api/tiebreakers/next', { method: 'POST', body: {}, cookie });
  return { status: res.status, body: (await res.json()) as NextTiebreaker & Partial<ErrorBody> };
}

async function current(cookie: string) {
  const res = await ctx.request('/api/tiebreakers/current', { cookie });
  return { status: res.status, body: (await res.json()) as TiebreakerSession };
}

function use(cookie: string, id: string) {
  return ctx.request(`/api/tiebreakers/${id}/use`, { method: 'POST', body: {}, cookie });
}

async function sessionRowOf(userId: string) {
  const [row] = await ctx.db
    .select()
    .from(tiebreakerSessions)
    .where(eq(tiebreakerSessions.userId, userId));
  return JSON.parse(JSON.stringify(row ?? null));
}

describe('tie-breakers', () => {
  it('gives an active one with the answers hidden, then reveals and locks it on use', async () => {
    const host = await ctx.createHost();
    const { status, body } = await next(host.cookie);
    expect(status).toBe(200);
    expect(body.message).toBeNull();
    expect(body).toMatchObject({ retriesLeft: 3, isUsed: false });
    const first = body.tiebreaker!;
    expect(ids).toContain(first.id);
    expect(first.answerList).toBeNull();
    expect(first.answerCount).toBe(4);
    const used = await use(host.cookie, first.id);
    expect(used.status).toBe(200);
    expect((await used.json()).tiebreaker.answerList).toHaveLength(4);
    // Each call after the use is a new session or a retry in it: never the used one.
    for (let i = 0; i < 4; i++) {
      const again = await next(host.cookie);
      expect(again.status).toBe(200);
      expect(again.body.tiebreaker?.id).not.toBe(first.id);
    }
  });

  it('counts Try Different Question on the server: of 8 calls, the first and 3 retries, then 409 and nothing shown', async () => {
    const host = await ctx.createHost();
    const answers = [];
    for (let i = 0; i < 8; i++) answers.push(await next(host.cookie));

    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 409, 409, 409, 409]);
    const shown = answers.slice(0, 4).map((a) => a.body.tiebreaker!.id);
    expect(new Set(shown).size).toBe(4);
    expect(answers.slice(0, 4).map((a) => a.body.retriesLeft)).toEqual([3, 2, 1, 0]);
    expect(answers.slice(0, 4).map((a) => a.body.message)).toEqual([
      null,
      'New tie breaker question loaded. 2 retries remaining.',
      'New tie breaker question loaded. 1 retry remaining.',
      'New tie breaker question loaded. 0 retries remaining.',
    ]);
    for (const refused of answers.slice(4)) {
      expect(refused.body).toEqual({
        error: { code: 'max_retries', message: GAME_MESSAGES.tiebreakerNoRetries },
      });
    }
    // A reload sees the last question shown and no retries left.
    const reloaded = await current(host.cookie);
    expect(reloaded.status).toBe(200);
    expect(reloaded.body).toEqual(sessionOf(answers[3].body));
    expect(await sessionRowOf(host.id)).toMatchObject({ shownIds: shown, isUsed: false });
  });

  it('keeps the session across a reload: the same question and count', async () => {
    const host = await ctx.createHost();
    expect((await current(host.cookie)).body).toEqual(NO_SESSION);
    await next(host.cookie);
    const retried = sessionOf((await next(host.cookie)).body);
    expect(retried.retriesLeft).toBe(2);
    expect((await current(host.cookie)).body).toEqual(retried);
    expect((await current(host.cookie)).body).toEqual(retried);
    // Another device of the same host continues the same session.
    const other = await ctx.signIn(host.email, host.password);
    const third = await next(other.cookie!);
    expect(third.body.retriesLeft).toBe(1);
    expect(third.body.message).toBe('New tie breaker question loaded. 1 retry remaining.');
  });

  it('Use This Question ends the session: the next question begins a new one with 3 retries', async () => {
    const host = await ctx.createHost();
    await next(host.cookie);
    await next(host.cookie);
    await next(host.cookie);
    const last = (await next(host.cookie)).body;
    expect(last.retriesLeft).toBe(0);
    expect((await next(host.cookie)).status).toBe(409);

    expect((await use(host.cookie, last.tiebreaker!.id)).status).toBe(200);
    const used = (await current(host.cookie)).body;
    expect(used).toMatchObject({ isUsed: true, retriesLeft: 0 });
    expect(used.tiebreaker?.id).toBe(last.tiebreaker!.id);
    expect(used.tiebreaker?.answerList).toHaveLength(4);

    const fresh = await next(host.cookie);
    expect(fresh.status).toBe(200);
    expect(fresh.body.message).toBeNull();
    expect(fresh.body).toMatchObject({ retriesLeft: 3, isUsed: false });
    expect(fresh.body.tiebreaker?.id).not.toBe(last.tiebreaker!.id);
    expect((await next(host.cookie)).body.retriesLeft).toBe(2);
  });

  it('using another question than the session’s leaves the session and its count as they were', async () => {
    const host = await ctx.createHost();
    const first = sessionOf((await next(host.cookie)).body);
    const other = ids.find((id) => id !== first.tiebreaker?.id)!;
    expect((await use(host.cookie, other)).status).toBe(200);
    expect((await current(host.cookie)).body).toEqual(first);
    expect((await next(host.cookie)).body.retriesLeft).toBe(2);
  });

  it('a retry with nothing new to offer keeps the question and spends no retry', async () => {
    const host = await ctx.createHost();
    for (const id of ids.slice(1)) await use(host.cookie, id);
    const first = sessionOf((await next(host.cookie)).body);
    expect(first.tiebreaker?.id).toBe(ids[0]);
    for (let i = 0; i < 4; i++) {
      const { status, body } = await next(host.cookie);
      expect(status).toBe(200);
      expect(body).toEqual({ ...first, message: GAME_MESSAGES.tiebreakerNoneUnused });
    }
    expect((await current(host.cookie)).body).toEqual(first);
  });

  it('calls at once take turns: 8 together show 4 questions', async () => {
    const host = await ctx.createHost();
    const answers = await Promise.all(Array.from({ length: 8 }, () => next(host.cookie)));
    const served = answers.filter((a) => a.status === 200);
    expect(served).toHaveLength(4);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(4);
    expect(new Set(served.map((a) => a.body.tiebreaker?.id)).size).toBe(4);
    expect((await current(host.cookie)).body.retriesLeft).toBe(0);
  });

  it('begins a new session when the question on screen leaves the pool', async () => {
    const host = await ctx.createHost();
    const [extra] = await ctx.db
      .insert(tiebreakerPool)
      .values({ questionText: 'Soon gone', answerOptions: ['Y'] })
      .returning({ id: tiebreakerPool.id });
    // The host has used all the others: the first question is the new one.
    for (const id of ids) await use(host.cookie, id);
    expect((await next(host.cookie)).body.tiebreaker?.id).toBe(extra.id);
    await ctx.db
      .update(tiebreakerPool)
      .set({ isActive: false })
      .where(eq(tiebreakerPool.id, extra.id));
    expect((await current(host.cookie)).body).toEqual(NO_SESSION);
    const { status, body } = await next(host.cookie);
    expect(status).toBe(200);
    expect(body).toEqual({ ...NO_SESSION, message: GAME_MESSAGES.tiebreakerNone });
  });

  it('says none are available once all are used, and gives them back after a year', async () => {
    const host = await ctx.createHost();
    for (const id of ids) expect((await use(host.cookie, id)).status).toBe(200);
    const { body } = await next(host.cookie);
    expect(body).toEqual({ ...NO_SESSION, message: GAME_MESSAGES.tiebreakerNone });
    await ctx.db.execute(
      sql`update tiebreaker_usage set used_at = now() - interval '366 days' where user_id = ${host.id}`,
    );
    expect((await next(host.cookie)).body.tiebreaker).not.toBeNull();
  });

  it('404s an unknown or inactive tie-breaker, 401 signed out, 403 expired', async () => {
    const host = await ctx.createHost();
    const missing = await use(host.cookie, '00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect((await ctx.request('/api/tiebreakers/next', { method: 'POST', body: {} })).status).toBe(
      401,
    );
    expect((await ctx.request('/api/tiebreakers/current')).status).toBe(401);
    const expired = await ctx.createExpiredHost();
    expect((await next(expired.cookie)).status).toBe(403);
    expect((await current(expired.cookie)).status).toBe(403);
    expect(await sessionRowOf(expired.id)).toBeNull();
  });
});
