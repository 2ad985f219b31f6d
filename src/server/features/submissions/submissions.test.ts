import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customSubmissions } from '../../db/schema';
import { seedCategory } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';

let ctx: TestContext;
let categoryId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  categoryId = (await seedCategory(ctx, 'Sports')).id;
});
afterAll(() => ctx.close());

describe('submitting a custom question', () => {
  it('lands as pending with medium by default', async () => {
    const host = await ctx.createHost();
    const res = await ctx.request('/api/submissions', {
      method: 'POST',
      body: {
        questionText: ' How many players in a rugby union team? ',
        correctAnswer: '15',
        categoryId,
      },
      cookie: host.cookie,
    });
    expect(res.status).toBe(201);
    const [row] = await ctx.db
      .select()
      .from(customSubmissions)
      .where(eq(customSubmissions.submittedBy, host.id));
    expect(row).toMatchObject({
      questionText: 'How many players in a rugby union team?',
      difficulty: 'medium',
      status: 'pending',
    });
  });

  it('asks for every required field', async () => {
    const host = await ctx.createHost();
    for (const body of [
      { correctAnswer: 'x', categoryId },
      { questionText: 'q?', correctAnswer: '  ', categoryId },
      { questionText: 'q?', correctAnswer: 'a' },
    ]) {
      const res = await ctx.request('/api/submissions', {
        method: 'POST',
        body,
        cookie: host.cookie,
      });
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toBe('Please fill in all required fields');
    }
    const bad = await ctx.request('/api/submissions', {
      method: 'POST',
      body: { questionText: 'q?', correctAnswer: 'a', categoryId, difficulty: 'impossible' },
      cookie: host.cookie,
    });
    expect(bad.status).toBe(400);
  });

  it('refuses an unknown category', async () => {
    const host = await ctx.createHost();
    const res = await ctx.request('/api/submissions', {
      method: 'POST',
      body: {
        questionText: 'q?',
        correctAnswer: 'a',
        categoryId: '00000000-0000-4000-8000-000000000000',
      },
      cookie: host.cookie,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe('Failed to find category');
  });

  it('401 signed out, 403 expired', async () => {
    const body = { questionText: 'q?', correctAnswer: 'a', categoryId };
    expect((await ctx.request('/api/submissions', { method: 'POST', body })).status).toBe(401);
    const expired = await ctx.createExpiredHost();
    expect(
      (await ctx.request('/api/submissions', { method: 'POST', body, cookie: expired.cookie }))
        .status,
    ).toBe(403);
  });
});
