import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLAGS_PER_DAY, GAME_MESSAGES } from '../../../core/game';
import { flaggedQuestions, triviaQuestions, usedQuestions } from '../../db/schema';
import { seedCategory, seedQuestions } from '../../test/factories';
import { createTestContext, daysFromNow, type TestContext } from '../../test/harness';

// One host's flags must not empty the pool for everyone: a flag hides the question from its
// flagger only, until an admin or three paying hosts confirm it; and flags are rationed.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const payingHost = (tier = 'Monthly') =>
  ctx.createHost({
    subscriptionStatus: 'active',
    subscriptionTier: tier,
    subscriptionEndDate: daysFromNow(30),
  });

function flag(cookie: string, questionId: string, reason = 'incorrect_answer') {
  return ctx.request(`/api/questions/${questionId}/flags`, {
    method: 'POST',
    body: { reason },
    cookie,
  });
}

async function flagOk(cookie: string, questionId: string) {
  expect((await flag(cookie, questionId)).status).toBe(201);
}

/** The ids of a fresh round of the category for the host. */
async function pullIds(cookie: string, categoryId: string): Promise<string[]> {
  const res = await ctx.request('/api/rounds', { body: { categoryIds: [categoryId] }, cookie });
  expect(res.status).toBe(200);
  return (await res.json()).game.questions.map((q: { id: string }) => q.id);
}

async function statusOf(questionId: string) {
  const [row] = await ctx.db
    .select({ status: triviaQuestions.status })
    .from(triviaQuestions)
    .where(eq(triviaQuestions.id, questionId));
  return row.status;
}

/** A category of exactly one round's worth of questions: a pull shows whether one is out. */
async function roundOfTen() {
  const category = await seedCategory(ctx);
  const ids = (await seedQuestions(ctx, 10, { categoryId: category.id })).map((q) => q.id);
  return { categoryId: category.id, ids };
}

describe('a host flagging questions', () => {
  it('a trial host flagging a whole category hides it from that host only', async () => {
    const history = (await seedCategory(ctx, 'History')).id;
    const ids = (await seedQuestions(ctx, 10, { categoryId: history })).map((q) => q.id);
    const flagger = await ctx.createHost();
    for (const id of ids) await flagOk(flagger.cookie, id);

    for (const id of ids) expect(await statusOf(id)).toBe('approved');
    const other = await ctx.createHost();
    expect((await pullIds(other.cookie, history)).sort()).toEqual([...ids].sort());

    const res = await ctx.request('/api/rounds', {
      body: { categoryIds: [history] },
      cookie: flagger.cookie,
    });
    const { game } = await res.json();
    expect(game.questions).toEqual([]);
    expect(game.notice).toBe(GAME_MESSAGES.usedAll);
    // Every flag waits in the admin queue.
    const admin = await ctx.createAdmin();
    const queue = await (await ctx.request('/api/admin/flags', { cookie: admin.cookie })).json();
    const queued = queue.filter(
      (f: { flagged_by_email: string }) => f.flagged_by_email === flagger.email,
    );
    expect(queued).toHaveLength(10);
  });

  it('the flagger no longer gets the flagged question; it shows flagged in the flagger’s round', async () => {
    const { categoryId, ids } = await roundOfTen();
    const flagger = await ctx.createHost();
    const pulled = await pullIds(flagger.cookie, categoryId);
    await flagOk(flagger.cookie, pulled[0]);

    const current = await (
      await ctx.request('/api/games/current', { cookie: flagger.cookie })
    ).json();
    expect(current.game.questions[0]).toMatchObject({ id: pulled[0], status: 'flagged' });
    expect(await statusOf(pulled[0])).toBe('approved');

    const next = await pullIds(flagger.cookie, categoryId);
    expect(next).toHaveLength(9);
    expect(next).not.toContain(pulled[0]);
    const other = await ctx.createHost();
    expect((await pullIds(other.cookie, categoryId)).sort()).toEqual([...ids].sort());
  });

  it('three different paying hosts take the question out of everyone’s rounds', async () => {
    const { categoryId, ids } = await roundOfTen();
    const target = ids[3];
    const payers = [await payingHost(), await payingHost('Annual'), await payingHost()];
    await flagOk(payers[0].cookie, target);
    await flagOk(payers[1].cookie, target);
    expect(await statusOf(target)).toBe('approved');
    await flagOk(payers[2].cookie, target);
    expect(await statusOf(target)).toBe('flagged');

    const other = await ctx.createHost();
    const round = await pullIds(other.cookie, categoryId);
    expect(round).toHaveLength(9);
    expect(round).not.toContain(target);
  });

  it('three paying hosts flagging at once take it out too', async () => {
    const { ids } = await roundOfTen();
    const payers = [await payingHost(), await payingHost(), await payingHost()];
    const answers = await Promise.all(payers.map((p) => flag(p.cookie, ids[0])));
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(await statusOf(ids[0])).toBe('flagged');
  });

  it('two paying hosts and five trial hosts (and a repeat, and a premium demo) leave it in', async () => {
    const { categoryId, ids } = await roundOfTen();
    const target = ids[5];
    const payers = [await payingHost(), await payingHost('Annual')];
    for (const payer of payers) await flagOk(payer.cookie, target);
    await flagOk(payers[0].cookie, target);
    for (let i = 0; i < 5; i++) await flagOk((await ctx.createHost()).cookie, target);
    const demo = await ctx.createHost({
      subscriptionStatus: 'active',
      subscriptionTier: 'premium',
      subscriptionEndDate: null,
    });
    await flagOk(demo.cookie, target);

    const pending = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(flaggedQuestions)
      .where(eq(flaggedQuestions.linkedQuestionId, target));
    expect(pending[0].n).toBe(9);
    expect(await statusOf(target)).toBe('approved');
    const other = await ctx.createHost();
    expect(await pullIds(other.cookie, categoryId)).toContain(target);
  });

  it('an admin’s flag takes it out at once', async () => {
    const { categoryId, ids } = await roundOfTen();
    const admin = await ctx.createAdmin();
    await flagOk(admin.cookie, ids[0]);
    expect(await statusOf(ids[0])).toBe('flagged');
    const other = await ctx.createHost();
    expect(await pullIds(other.cookie, categoryId)).not.toContain(ids[0]);
  });
});

describe('the daily flag limit', () => {
  async function seedFlags(userId: string, questionId: string, n: number, hoursAgo = 0) {
    await ctx.db.insert(flaggedQuestions).values(
      Array.from({ length: n }, () => ({
        linkedQuestionId: questionId,
        flaggedBy: userId,
        reason: 'other' as const,
        createdAt: new Date(Date.now() - hoursAgo * 60 * 60 * 1000),
      })),
    );
  }

  async function flagCount(userId: string) {
    const [row] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(flaggedQuestions)
      .where(eq(flaggedQuestions.flaggedBy, userId));
    return row.n;
  }

  it(`answers the ${FLAGS_PER_DAY + 1}st flag in 24 hours with 429 and writes nothing`, async () => {
    const { ids } = await roundOfTen();
    const host = await payingHost();
    await seedFlags(host.id, ids[0], FLAGS_PER_DAY - 1);
    await flagOk(host.cookie, ids[1]);
    expect(await flagCount(host.id)).toBe(FLAGS_PER_DAY);

    const res = await flag(host.cookie, ids[2]);
    expect(res.status).toBe(429);
    expect((await res.json()).error).toEqual({
      code: 'flag_limit',
      message: 'You can flag up to 20 questions a day. Please try again tomorrow.',
    });
    expect(await flagCount(host.id)).toBe(FLAGS_PER_DAY);
    const used = await ctx.db
      .select()
      .from(usedQuestions)
      .where(and(eq(usedQuestions.userId, host.id), eq(usedQuestions.questionId, ids[2])));
    expect(used).toEqual([]);
  });

  it('holds under flags sent at once', async () => {
    const { ids } = await roundOfTen();
    const host = await ctx.createHost();
    await seedFlags(host.id, ids[0], FLAGS_PER_DAY - 3);
    const answers = await Promise.all(ids.map((id) => flag(host.cookie, id)));
    expect(answers.map((r) => r.status).sort()).toEqual([
      ...Array(3).fill(201),
      ...Array(7).fill(429),
    ]);
    expect(await flagCount(host.id)).toBe(FLAGS_PER_DAY);
  });

  it('counts only the last 24 hours', async () => {
    const { ids } = await roundOfTen();
    const host = await ctx.createHost();
    await seedFlags(host.id, ids[0], FLAGS_PER_DAY, 25);
    await flagOk(host.cookie, ids[1]);
  });
});
