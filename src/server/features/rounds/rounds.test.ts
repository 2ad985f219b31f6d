import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GAME_MESSAGES } from '../../../core/game';
import { triviaQuestions, usedQuestions } from '../../db/schema';
import { selectRows } from '../../db/sql';
import { seedCategory, seedQuestions } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';

let ctx: TestContext;
let geography: string;
let science: string;
let music: string;

beforeAll(async () => {
  ctx = await createTestContext();
  geography = (await seedCategory(ctx, 'Geography')).id;
  science = (await seedCategory(ctx, 'Science')).id;
  music = (await seedCategory(ctx, 'Music')).id;
  await seedQuestions(ctx, 40, { categoryId: geography });
  await seedQuestions(ctx, 15, { categoryId: science });
  await seedQuestions(ctx, 5, { categoryId: science, status: 'pending' });
  await seedQuestions(ctx, 12, { categoryId: music });
});
afterAll(() => ctx.close());

type GameBody = {
  game: {
    questions: {
      id: string;
      correct_answer: string | null;
      category_id: string | null;
      status: string;
    }[];
    tryAgainCount: number;
    roundActive: boolean;
    showAnswers: boolean;
    notice: string | null;
  };
};

async function pull(cookie: string, body: Record<string, unknown> = {}) {
  const res = await ctx.request('/api/rounds', { method: 'POST', body, cookie });
  return {
    status: res.status,
    body: (await res.json()) as GameBody & { error?: { message: string } },
  };
}

function start(cookie: string, questionIds: string[]) {
  return ctx.request('/api/rounds/start', { method: 'POST', body: { questionIds }, cookie });
}

/** The host's used_questions rows, in a stable order, as plain JSON. */
async function usedRowsOf(userId: string) {
  const rows = await ctx.db
    .select()
    .from(usedQuestions)
    .where(eq(usedQuestions.userId, userId))
    .orderBy(asc(usedQuestions.questionId));
  return JSON.parse(JSON.stringify(rows)) as unknown[];
}

describe('POST /api/rounds', () => {
  it('pulls 10 approved questions with the answers hidden', async () => {
    const host = await ctx.createHost();
    const { status, body } = await pull(host.cookie);
    expect(status).toBe(200);
    expect(body.game.questions).toHaveLength(10);
    expect(new Set(body.game.questions.map((q) => q.id)).size).toBe(10);
    expect(body.game.questions.every((q) => q.correct_answer === null)).toBe(true);
    expect(body.game.questions.every((q) => q.status === 'approved')).toBe(true);
    expect(body.game.roundActive).toBe(false);
  });

  it('saves the round it answers, the same questions in the same order', async () => {
    const host = await ctx.createHost();
    for (const body of [{}, { categoryIds: [geography, music] }, { categoryIds: [music] }]) {
      const pulled = (await pull(host.cookie, body)).body.game;
      const saved = (await ctx
        .request('/api/games/current', { cookie: host.cookie })
        .then((r) => r.json())) as GameBody;
      expect(pulled.questions).toHaveLength(10);
      expect(saved.game.questions.map((q) => q.id)).toEqual(pulled.questions.map((q) => q.id));
      expect(saved.game).toMatchObject({ tryAgainCount: 0, roundActive: false, notice: null });
    }
  });

  it('wraps around the key wheel: a start past (almost) every key still gives a full round', async () => {
    const host = await ctx.createHost();
    for (const start of [0.9999, 0]) {
      const random = vi.spyOn(Math, 'random').mockReturnValue(start);
      try {
        for (const body of [{}, { categoryIds: [geography] }, { categoryIds: [science, music] }]) {
          const { status, body: answer } = await pull(host.cookie, body);
          expect(status).toBe(200);
          expect(answer.game.questions).toHaveLength(10);
        }
      } finally {
        random.mockRestore();
      }
    }
  });

  it('keeps to the chosen categories', async () => {
    const host = await ctx.createHost();
    const { body } = await pull(host.cookie, { categoryIds: [science, music] });
    expect(body.game.questions).toHaveLength(10);
    expect(
      body.game.questions.every((q) => q.category_id === science || q.category_id === music),
    ).toBe(true);
  });

  it('allows Try Again three times, avoiding the questions just shown, then refuses', async () => {
    const host = await ctx.createHost();
    let previous = (await pull(host.cookie)).body.game.questions.map((q) => q.id);
    for (let attempt = 1; attempt <= 3; attempt++) {
      const { status, body } = await pull(host.cookie, { isRetry: true });
      expect(status).toBe(200);
      expect(body.game.tryAgainCount).toBe(attempt);
      const ids = body.game.questions.map((q) => q.id);
      expect(ids.filter((id) => previous.includes(id))).toEqual([]);
      previous = ids;
    }
    const refused = await pull(host.cookie, { isRetry: true });
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).toBe(GAME_MESSAGES.maxRetries);
  });

  it('Try Again with nothing new left keeps the round, says so, and spends no try', async () => {
    const host = await ctx.createHost();
    const small = (await seedCategory(ctx)).id;
    await seedQuestions(ctx, 10, { categoryId: small });
    const first = (await pull(host.cookie, { categoryIds: [small] })).body.game;
    const shown = first.questions.map((q) => q.id);
    expect(shown).toHaveLength(10);
    for (let attempt = 0; attempt < 4; attempt++) {
      const { status, body } = await pull(host.cookie, { isRetry: true, categoryIds: [small] });
      expect(status).toBe(200);
      expect(body.game.tryAgainCount).toBe(0);
      expect(body.game.notice).toBe(GAME_MESSAGES.noNewQuestions);
      expect(body.game.questions.map((q) => q.id)).toEqual(shown);
    }
    const saved = (await ctx
      .request('/api/games/current', { cookie: host.cookie })
      .then((r) => r.json())) as GameBody;
    expect(saved.game).toMatchObject({
      tryAgainCount: 0,
      notice: GAME_MESSAGES.noNewQuestions,
    });
    expect(saved.game.questions.map((q) => q.id)).toEqual(shown);

    // With new questions in the category again, Try Again pulls them and counts.
    await seedQuestions(ctx, 10, { categoryId: small });
    const { body } = await pull(host.cookie, { isRetry: true });
    expect(body.game.tryAgainCount).toBe(1);
    expect(body.game.notice).toBeNull();
    expect(body.game.questions.filter((q) => shown.includes(q.id))).toEqual([]);
  });

  it('rejects bad input with 400 and unknown fields types', async () => {
    const host = await ctx.createHost();
    const res = await ctx.request('/api/rounds', {
      method: 'POST',
      body: { categoryIds: ['nope'] },
      cookie: host.cookie,
    });
    expect(res.status).toBe(400);
  });

  it('requires sign-in and an active subscription', async () => {
    expect((await ctx.request('/api/rounds', { method: 'POST', body: {} })).status).toBe(401);
    const expired = await ctx.createExpiredHost();
    const res = await ctx.request('/api/rounds', {
      method: 'POST',
      body: {},
      cookie: expired.cookie,
    });
    expect(res.status).toBe(403);
    expect((await res.json()).error.message).toBe(
      'Subscription Required: This feature requires an active subscription',
    );
  });
});

describe('POST /api/rounds/start and the saved game', () => {
  it('reveals answers, locks the questions and keeps the game for another device', async () => {
    const host = await ctx.createHost();
    const pulled = (await pull(host.cookie)).body.game;
    const ids = pulled.questions.map((q) => q.id);
    const res = await ctx.request('/api/rounds/start', {
      method: 'POST',
      body: { questionIds: ids },
      cookie: host.cookie,
    });
    expect(res.status).toBe(200);
    const { game } = (await res.json()) as GameBody;
    expect(game.roundActive).toBe(true);
    expect(game.questions.every((q) => typeof q.correct_answer === 'string')).toBe(true);

    const used = await selectRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from used_questions where user_id = ${host.id}`,
    );
    expect(used[0].n).toBe(10);

    // A second device signs in and sees the same game.
    const other = await ctx.signIn(host.email, host.password);
    const current = await ctx.request('/api/games/current', { cookie: other.cookie! });
    const saved = (await current.json()) as GameBody;
    expect(saved.game.questions.map((q) => q.id)).toEqual(ids);
    expect(saved.game.roundActive).toBe(true);

    // While active, Try Again is refused.
    expect((await pull(host.cookie, { isRetry: true })).status).toBe(409);

    // End Round / Start New Game clears it.
    expect(
      (await ctx.request('/api/games/current', { method: 'DELETE', cookie: host.cookie })).status,
    ).toBe(200);
    const cleared = await ctx.request('/api/games/current', { cookie: host.cookie });
    expect((await cleared.json()).game).toBeNull();
  });

  it('does not show one host the game of another', async () => {
    const a = await ctx.createHost();
    const b = await ctx.createHost();
    await pull(a.cookie);
    const res = await ctx.request('/api/games/current', { cookie: b.cookie });
    expect((await res.json()).game).toBeNull();
  });

  it('starts only the round the host pulled', async () => {
    const host = await ctx.createHost();
    const other = await ctx.createHost();
    const theirs = (await pull(other.cookie)).body.game.questions.map((q) => q.id);
    const mine = (await pull(host.cookie)).body.game.questions.map((q) => q.id);
    const foreign = theirs.filter((id) => !mine.includes(id)).slice(0, 1);
    const res = await ctx.request('/api/rounds/start', {
      method: 'POST',
      body: { questionIds: [...mine.slice(0, 9), ...foreign] },
      cookie: host.cookie,
    });
    expect(res.status).toBe(409);
    const used = await selectRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from used_questions where user_id = ${host.id}`,
    );
    expect(used[0].n).toBe(0);
  });

  it('after End Round, refuses approved, rejected and a previous round’s ids, writing nothing', async () => {
    const host = await ctx.createHost();
    const first = (await pull(host.cookie)).body.game.questions.map((q) => q.id);
    expect((await start(host.cookie, first)).status).toBe(200);
    expect(
      (await ctx.request('/api/games/current', { method: 'DELETE', cookie: host.cookie })).status,
    ).toBe(200);
    const rejected = (
      await seedQuestions(ctx, 3, { categoryId: geography, status: 'rejected' })
    ).map((q) => q.id);
    const approved = (
      await ctx.db
        .select({ id: triviaQuestions.id })
        .from(triviaQuestions)
        .where(and(eq(triviaQuestions.status, 'approved'), notInArray(triviaQuestions.id, first)))
        .limit(10)
    ).map((q) => q.id);
    expect(approved).toHaveLength(10);
    const usedBefore = await usedRowsOf(host.id);
    expect(usedBefore).toHaveLength(10);

    const refuse = async (questionIds: string[]) => {
      const res = await start(host.cookie, questionIds);
      expect(res.status).toBe(409);
      expect((await res.json()).error).toEqual({
        code: 'not_current_round',
        message: GAME_MESSAGES.notYourRound,
      });
    };
    for (const ids of [approved, rejected, first, [...approved.slice(0, 7), ...rejected]]) {
      await refuse(ids);
    }
    expect(await usedRowsOf(host.id)).toEqual(usedBefore);
    const cleared = await ctx.request('/api/games/current', { cookie: host.cookie });
    expect((await cleared.json()).game).toBeNull();

    // With a new round pulled, only that round starts.
    const second = (await pull(host.cookie)).body.game.questions.map((q) => q.id);
    for (const ids of [first, rejected, [...second.slice(0, 9), rejected[0]]]) await refuse(ids);
    expect(await usedRowsOf(host.id)).toEqual(usedBefore);
    const res = await start(host.cookie, second);
    expect(res.status).toBe(200);
    const { game } = (await res.json()) as GameBody;
    expect(game.questions.map((q) => q.id)).toEqual(second);
    expect(game.questions.every((q) => typeof q.correct_answer === 'string')).toBe(true);
    expect(await usedRowsOf(host.id)).toHaveLength(20);
  });

  it('starting the held round again once started answers it unchanged', async () => {
    const host = await ctx.createHost();
    const ids = (await pull(host.cookie)).body.game.questions.map((q) => q.id);
    expect((await start(host.cookie, ids)).status).toBe(200);
    const usedAfterStart = await usedRowsOf(host.id);
    const again = await start(host.cookie, ids);
    expect(again.status).toBe(200);
    const { game } = (await again.json()) as GameBody;
    expect(game).toMatchObject({ roundActive: true, showAnswers: true });
    expect(game.questions.map((q) => q.id)).toEqual(ids);
    expect(await usedRowsOf(host.id)).toEqual(usedAfterStart);
  });

  it('rejects an empty or oversized start', async () => {
    const host = await ctx.createHost();
    expect(
      (
        await ctx.request('/api/rounds/start', {
          method: 'POST',
          body: { questionIds: [] },
          cookie: host.cookie,
        })
      ).status,
    ).toBe(400);
  });
});

describe('never the same question twice within the lock', () => {
  it('serves every question once, then says all are used', async () => {
    const host = await ctx.createHost();
    const seen = new Set<string>();
    // Music has 12 approved questions: two rounds use them all.
    for (let round = 0; round < 5; round++) {
      const { body } = await pull(host.cookie, { categoryIds: [music] });
      const ids = body.game.questions.map((q) => q.id);
      if (ids.length === 0) {
        expect(body.game.notice).toBe(GAME_MESSAGES.usedAll);
        break;
      }
      for (const id of ids) {
        expect(seen.has(id)).toBe(false);
        seen.add(id);
      }
      await ctx.request('/api/rounds/start', {
        method: 'POST',
        body: { questionIds: ids },
        cookie: host.cookie,
      });
    }
    expect(seen.size).toBe(12);
  });

  it('over many random rounds across the whole pool, no repeats (property)', async () => {
    const host = await ctx.createHost();
    // 67 seeded here, and any approved ones another test of this file adds.
    const [{ approved }] = await selectRows<{ approved: number }>(
      ctx.db,
      sql`select count(*)::int as approved from trivia_questions where status = 'approved'`,
    );
    const seen = new Set<string>();
    for (let round = 0; round < 30; round++) {
      const mixed = round % 3 === 0 ? [geography] : round % 3 === 1 ? [science, music] : undefined;
      const categoryIds = round < 12 ? mixed : undefined;
      const { body } = await pull(host.cookie, categoryIds ? { categoryIds } : {});
      if (round % 2 === 0 && body.game.questions.length) await pull(host.cookie, { isRetry: true });
      const game = (await ctx
        .request('/api/games/current', { cookie: host.cookie })
        .then((r) => r.json())) as GameBody;
      const ids = game.game.questions.map((q) => q.id);
      for (const id of ids) expect(seen.has(id)).toBe(false);
      if (ids.length === 0 && !categoryIds) {
        expect(game.game.notice).toBe(GAME_MESSAGES.usedAll);
        break;
      }
      if (ids.length) {
        await ctx.request('/api/rounds/start', {
          method: 'POST',
          body: { questionIds: ids },
          cookie: host.cookie,
        });
        for (const id of ids) seen.add(id);
      }
    }
    expect(seen.size).toBe(approved);
  });

  it('gives a question back after the 2-year lock', async () => {
    const host = await ctx.createHost();
    const { body } = await pull(host.cookie, { categoryIds: [music] });
    const ids = body.game.questions.map((q) => q.id);
    await ctx.request('/api/rounds/start', {
      method: 'POST',
      body: { questionIds: ids },
      cookie: host.cookie,
    });
    await ctx.db.execute(
      sql`update used_questions set used_at = now() - interval '2 years 1 day' where user_id = ${host.id}`,
    );
    const again = await pull(host.cookie, { categoryIds: [music] });
    expect(again.body.game.questions).toHaveLength(10);
  });

  it('says no questions are available when the pool is empty', async () => {
    const host = await ctx.createHost();
    const empty = (await seedCategory(ctx, 'Empty')).id;
    const { body } = await pull(host.cookie, { categoryIds: [empty] });
    expect(body.game.questions).toEqual([]);
    expect(body.game.notice).toBe(GAME_MESSAGES.noQuestions);
  });
});
