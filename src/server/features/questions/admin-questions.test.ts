import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { triviaQuestions } from '../../db/schema';
import { seedCategory, seedQuestions } from '../../test/factories';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness';

let ctx: TestContext;
let admin: TestUser;
let host: TestUser;
let geography: string;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.createAdmin();
  host = await ctx.createHost();
  geography = (await seedCategory(ctx, 'Geography')).id;
});
afterAll(() => ctx.close());

const call = (path: string, init: { method?: string; body?: unknown } = {}, as: TestUser = admin) =>
  ctx.request(`/api/admin${path}`, { ...init, cookie: as.cookie });

describe('admin guard', () => {
  it('401 signed out, 403 as a host on every admin question route', async () => {
    expect((await ctx.request('/api/admin/questions')).status).toBe(401);
    const res = await call('/questions', {}, host);
    expect(res.status).toBe(403);
    expect((await res.json()).error.message).toBe('Admin access required');
    expect(
      (
        await call(
          '/questions',
          { method: 'POST', body: { questionText: 'q', correctAnswer: 'a' } },
          host,
        )
      ).status,
    ).toBe(403);
  });
});

describe('question pool', () => {
  it('adds, edits and permanently deletes a question', async () => {
    const created = await call('/questions', {
      method: 'POST',
      body: {
        questionText: 'Which river flows through Cairo?',
        correctAnswer: 'The Nile',
        categoryId: geography,
        difficulty: 'easy',
      },
    });
    expect(created.status).toBe(201);
    const { question } = await created.json();
    expect(question).toMatchObject({
      status: 'approved',
      category_name: 'Geography',
      difficulty: 'easy',
    });

    const edited = await call(`/questions/${question.id}`, {
      method: 'PATCH',
      body: {
        questionText: 'Which river flows through Cairo?',
        correctAnswer: 'Nile',
        categoryId: null,
        difficulty: 'medium',
        status: 'pending',
      },
    });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({
      correct_answer: 'Nile',
      category_id: null,
      status: 'pending',
    });

    expect((await call(`/questions/${question.id}`, { method: 'DELETE' })).status).toBe(200);
    const [{ n }] = await ctx.db
      .select({ n: count() })
      .from(triviaQuestions)
      .where(eq(triviaQuestions.id, question.id));
    expect(n).toBe(0);
    expect((await call(`/questions/${question.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('requires question and answer', async () => {
    for (const body of [
      { correctAnswer: 'a' },
      { questionText: '  ', correctAnswer: 'a' },
      { questionText: 'q' },
    ]) {
      const res = await call('/questions', { method: 'POST', body });
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toBe('Question and answer are required fields');
    }
  });

  it('matches a free-text category ignoring case, and files an unknown one as Uncategorized with a warning', async () => {
    const known = await (
      await call('/questions', {
        method: 'POST',
        body: {
          questionText: 'Longest river in Europe?',
          correctAnswer: 'Volga',
          categoryName: 'geography',
        },
      })
    ).json();
    expect(known.question.category_id).toBe(geography);
    expect(known.warning).toBeNull();
    const unknown = await (
      await call('/questions', {
        method: 'POST',
        body: {
          questionText: 'Fastest land animal?',
          correctAnswer: 'Cheetah',
          categoryName: 'Zoology',
        },
      })
    ).json();
    expect(unknown.question.category_id).toBeNull();
    expect(unknown.warning).toContain('Uncategorized');
  });

  it('searches question and answer text, filters and pages on the server', async () => {
    const history = (await seedCategory(ctx, 'History')).id;
    await seedQuestions(ctx, 30, { categoryId: history, difficulty: 'hard' });
    await seedQuestions(ctx, 4, { categoryId: history, status: 'rejected' });
    await call('/questions', {
      method: 'POST',
      body: {
        questionText: 'Who built the pyramids at Giza?',
        correctAnswer: 'Ancient Egyptians 100%',
      },
    });

    const page1 = await (
      await call(`/questions?categoryId=${history}&difficulty=hard&status=approved&pageSize=20`)
    ).json();
    expect(page1.total).toBe(30);
    expect(page1.items).toHaveLength(20);
    const page2 = await (
      await call(
        `/questions?categoryId=${history}&difficulty=hard&status=approved&pageSize=20&page=2`,
      )
    ).json();
    expect(page2.items).toHaveLength(10);
    expect(new Set([...page1.items, ...page2.items].map((q: { id: string }) => q.id)).size).toBe(
      30,
    );

    expect((await (await call('/questions?status=rejected')).json()).total).toBe(4);
    const byAnswer = await (
      await call(`/questions?search=${encodeURIComponent('egyptians 100%')}`)
    ).json();
    expect(byAnswer.items.map((q: { question_text: string }) => q.question_text)).toEqual([
      'Who built the pyramids at Giza?',
    ]);
    expect(
      (await (await call('/questions?search=%25')).json()).items.every(
        (q: { question_text: string; correct_answer: string }) =>
          (q.question_text + q.correct_answer).includes('%'),
      ),
    ).toBe(true);
    expect((await call('/questions?status=bogus')).status).toBe(400);
  });
});

describe('duplicates', () => {
  it('groups the same text ignoring case and spaces, oldest first', async () => {
    const a = await (
      await call('/questions', {
        method: 'POST',
        body: { questionText: 'What is the capital of Peru?', correctAnswer: 'Lima' },
      })
    ).json();
    await new Promise((r) => setTimeout(r, 5));
    const b = await (
      await call('/questions', {
        method: 'POST',
        body: { questionText: '  what is the CAPITAL of peru? ', correctAnswer: 'Lima' },
      })
    ).json();
    const res = await (await call('/questions/duplicates')).json();
    const group = res.groups.find((g: { key: string }) => g.key === 'what is the capital of peru?');
    expect(group.questions.map((q: { id: string }) => q.id)).toEqual([
      a.question.id,
      b.question.id,
    ]);
    expect(res.message).toBe(`Found ${res.groups.length} groups of duplicate questions.`);
    await call(`/questions/${b.question.id}`, { method: 'DELETE' });
    const after = await (await call('/questions/duplicates')).json();
    expect(
      after.groups.find((g: { key: string }) => g.key === 'what is the capital of peru?'),
    ).toBeUndefined();
  });
});

describe('bulk upload', () => {
  const header = 'Question;Answer;Category;Difficulty';

  it('previews valid and invalid rows, then uploads only the valid ones', async () => {
    const text = `${header}\nCapital of Chile?;Santiago;Geography;easy\nBroken row;only\nCapital of Kenya?;Nairobi;Nowhere;hard`;
    const preview = await (
      await call('/questions/bulk/preview', {
        method: 'POST',
        body: { format: 'csv', delimiter: 'semicolon', text },
      })
    ).json();
    expect(preview.summary).toBe('2 valid questions found, 1 questions have errors');
    expect(preview.rows[1].error).toBe('Row 3: Not enough columns');
    expect(preview.rows[2].categoryId).toBeNull();
    const upload = await call('/questions/bulk', {
      method: 'POST',
      body: { format: 'csv', delimiter: 'semicolon', text },
    });
    expect(upload.status).toBe(201);
    expect(await upload.json()).toMatchObject({
      inserted: 2,
      skipped: 1,
      message: '2 questions added successfully to the question pool',
    });
  });

  it('gives the spec messages for empty, unparsable and all-invalid input', async () => {
    const empty = await (
      await call('/questions/bulk/preview', { method: 'POST', body: { format: 'csv', text: '' } })
    ).json();
    expect(empty.error).toBe('Please enter some data to preview');
    const json = await (
      await call('/questions/bulk/preview', {
        method: 'POST',
        body: { format: 'json', text: '{"x":1}' },
      })
    ).json();
    expect(json.error).toBe('JSON data must be an array of question objects');
    const invalid = await call('/questions/bulk', {
      method: 'POST',
      body: { format: 'csv', text: `${header}\nNo answer?;;Geography;easy` },
    });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).error.message).toBe('No valid questions to upload');
  });

  it('uploads 10,000 rows in one request, all or nothing', async () => {
    const before = (await ctx.db.select({ n: count() }).from(triviaQuestions))[0].n;
    const lines = Array.from(
      { length: 10_000 },
      (_, i) => `Bulk question number ${i}?;Answer ${i};Geography;medium`,
    );
    const res = await call('/questions/bulk', {
      method: 'POST',
      body: { format: 'csv', text: [header, ...lines].join('\n') },
    });
    expect(res.status).toBe(201);
    expect((await res.json()).inserted).toBe(10_000);
    const after = (await ctx.db.select({ n: count() }).from(triviaQuestions))[0].n;
    expect(after - before).toBe(10_000);

    // A failure mid-way (a row too long for nothing but the database to refuse: a NUL byte) rolls all back.
    const poisoned = [
      ...lines.slice(0, 6000).map((l) => `x${l}`),
      'Bad \u0000 row?;a;Geography;easy',
      ...lines.slice(6000).map((l) => `y${l}`),
    ];
    const failed = await call('/questions/bulk', {
      method: 'POST',
      body: { format: 'csv', text: [header, ...poisoned].join('\n') },
    });
    expect(failed.status).toBeGreaterThanOrEqual(400);
    const final = (await ctx.db.select({ n: count() }).from(triviaQuestions))[0].n;
    expect(final).toBe(after);
  });

  it('refuses a body over the limit with 413', async () => {
    const text = `${header}\n${'x'.repeat(6 * 1024 * 1024)};a;Geography;easy`;
    const res = await call('/questions/bulk', { method: 'POST', body: { format: 'csv', text } });
    expect(res.status).toBe(413);
  });
});
