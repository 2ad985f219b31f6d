import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flaggedQuestions, triviaQuestions, usedQuestions } from '../../db/schema';
import { seedCategory, seedQuestions } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';

let ctx: TestContext;
let questionIds: string[];
beforeAll(async () => {
  ctx = await createTestContext();
  const category = await seedCategory(ctx, 'History');
  questionIds = (await seedQuestions(ctx, 3, { categoryId: category.id })).map((q) => q.id);
});
afterAll(() => ctx.close());

describe('flagging a question', () => {
  it('records the flag with a trimmed note and hides the question from the flagger only', async () => {
    const host = await ctx.createHost();
    const res = await ctx.request(`/api/questions/${questionIds[0]}/flags`, {
      method: 'POST',
      body: { reason: 'incorrect_answer', note: '  The answer is Lisbon  ' },
      cookie: host.cookie,
    });
    expect(res.status).toBe(201);
    const [flag] = await ctx.db
      .select()
      .from(flaggedQuestions)
      .where(eq(flaggedQuestions.linkedQuestionId, questionIds[0]));
    expect(flag).toMatchObject({
      reason: 'incorrect_answer',
      note: 'The answer is Lisbon',
      status: 'pending',
      flaggedBy: host.id,
    });
    // One trial host's flag leaves it in everyone else's rounds (flags-abuse.test.ts).
    const [question] = await ctx.db
      .select()
      .from(triviaQuestions)
      .where(eq(triviaQuestions.id, questionIds[0]));
    expect(question.status).toBe('approved');
    const used = await ctx.db
      .select()
      .from(usedQuestions)
      .where(and(eq(usedQuestions.userId, host.id), eq(usedQuestions.questionId, questionIds[0])));
    expect(used).toHaveLength(1);
  });

  it('needs a valid reason', async () => {
    const host = await ctx.createHost();
    for (const body of [{}, { reason: 'boring' }]) {
      const res = await ctx.request(`/api/questions/${questionIds[1]}/flags`, {
        method: 'POST',
        body,
        cookie: host.cookie,
      });
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toBe('Please choose a reason');
    }
    const rows = await ctx.db
      .select()
      .from(flaggedQuestions)
      .where(eq(flaggedQuestions.linkedQuestionId, questionIds[1]));
    expect(rows).toEqual([]);
  });

  it('404s a missing question; 401 signed out; 403 expired', async () => {
    const host = await ctx.createHost();
    const missing = await ctx.request('/api/questions/00000000-0000-4000-8000-000000000000/flags', {
      method: 'POST',
      body: { reason: 'other' },
      cookie: host.cookie,
    });
    expect(missing.status).toBe(404);
    expect(
      (
        await ctx.request(`/api/questions/${questionIds[2]}/flags`, {
          method: 'POST',
          body: { reason: 'other' },
        })
      ).status,
    ).toBe(401);
    const expired = await ctx.createExpiredHost();
    const res = await ctx.request(`/api/questions/${questionIds[2]}/flags`, {
      method: 'POST',
      body: { reason: 'other' },
      cookie: expired.cookie,
    });
    expect(res.status).toBe(403);
  });
});
