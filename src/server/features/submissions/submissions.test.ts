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

  it('keeps its kind, options and accepted variants, checked as the admin form checks them', async () => {
    const host = await ctx.createHost();
    const send = (body: Record<string, unknown>) =>
      ctx.request('/api/submissions', {
        method: 'POST',
        body: { questionText: 'Which planet is the Red Planet?', categoryId, ...body },
        cookie: host.cookie,
      });
    const res = await send({
      kind: 'multiple_choice',
      correctAnswer: ' mars ',
      multipleChoiceOptions: ['Venus', 'Mars', 'Jupiter', 'Saturn'],
      answerVariants: ['Planet Mars', 'MARS'],
    });
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const [row] = await ctx.db.select().from(customSubmissions).where(eq(customSubmissions.id, id));
    expect(row).toMatchObject({
      kind: 'multiple_choice',
      correctAnswer: 'Mars',
      multipleChoiceOptions: ['Venus', 'Mars', 'Jupiter', 'Saturn'],
      answerVariants: ['Planet Mars'],
    });

    const before = (await ctx.db.select().from(customSubmissions)).length;
    for (const [body, message] of [
      [
        {
          kind: 'multiple_choice',
          correctAnswer: 'Pluto',
          multipleChoiceOptions: ['Venus', 'Mars'],
        },
        'The correct answer must be one of the options',
      ],
      [
        { kind: 'true_false', correctAnswer: 'Sometimes' },
        'The answer to a true or false question is True or False',
      ],
      [
        { kind: 'number', correctAnswer: 'four' },
        'The answer to a number question must be a number, such as 330 or 1.5',
      ],
    ] as const) {
      const refused = await send(body);
      expect(refused.status).toBe(400);
      expect((await refused.json()).error.message).toBe(message);
    }
    // Pictures are the admins' to upload: a host can neither send a picture nor a picture kind.
    expect(
      (await send({ kind: 'picture', correctAnswer: 'Mars', picture: 'flag:fr' })).status,
    ).toBe(400);
    expect((await send({ kind: 'open', correctAnswer: 'Mars', picture: 'flag:fr' })).status).toBe(
      400,
    );
    expect((await ctx.db.select().from(customSubmissions)).length).toBe(before);

    const tf = await send({ kind: 'true_false', correctAnswer: 'TRUE' });
    const [tfRow] = await ctx.db
      .select()
      .from(customSubmissions)
      .where(eq(customSubmissions.id, (await tf.json()).id));
    expect(tfRow).toMatchObject({
      correctAnswer: 'True',
      multipleChoiceOptions: ['True', 'False'],
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
