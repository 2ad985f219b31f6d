import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customSubmissions, flaggedQuestions, triviaQuestions } from '../../db/schema';
import { seedCategory, seedQuestions } from '../../test/factories';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness';

let ctx: TestContext;
let admin: TestUser;
let host: TestUser;
let categoryId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.createAdmin();
  host = await ctx.createHost();
  categoryId = (await seedCategory(ctx, 'Music')).id;
});
afterAll(() => ctx.close());

const admin$ = (path: string, init: { method?: string; body?: unknown } = {}) =>
  ctx.request(`/api/admin${path}`, { ...init, cookie: admin.cookie });

async function submit(questionText: string, content: Record<string, unknown> = {}) {
  const res = await ctx.request('/api/submissions', {
    method: 'POST',
    body: { questionText, correctAnswer: 'Answer', categoryId, difficulty: 'hard', ...content },
    cookie: host.cookie,
  });
  expect(res.status).toBe(201);
  return (await res.json()).id as string;
}

async function flagOf(questionId: string) {
  await flag(questionId);
  const [f] = (await (await admin$('/flags')).json()).filter(
    (x: { question: { id: string } | null }) => x.question?.id === questionId,
  );
  return f;
}

async function flag(questionId: string, reason = 'incorrect_answer') {
  await ctx.request(`/api/questions/${questionId}/flags`, {
    method: 'POST',
    body: { reason },
    cookie: host.cookie,
  });
}

async function questionOf(id: string) {
  return (await ctx.db.select().from(triviaQuestions).where(eq(triviaQuestions.id, id)))[0];
}

describe('submissions queue', () => {
  it('lists pending newest first with the submitter e-mail', async () => {
    await submit('First submitted?');
    await new Promise((r) => setTimeout(r, 5));
    await submit('Second submitted?');
    const list = await (await admin$('/submissions')).json();
    expect(list[0]).toMatchObject({
      question_text: 'Second submitted?',
      submitter_email: host.email,
      category: { name: 'Music' },
    });
    expect(list[1].question_text).toBe('First submitted?');
  });

  it('Keep adds the question to the pool as approved', async () => {
    const id = await submit('Who composed the Four Seasons?');
    const res = await (await admin$(`/submissions/${id}/keep`, { method: 'POST' })).json();
    expect(res.message).toBe('Question approved and added to the pool');
    expect(await questionOf(res.questionId)).toMatchObject({
      questionText: 'Who composed the Four Seasons?',
      status: 'approved',
      difficulty: 'hard',
    });
    const [sub] = await ctx.db.select().from(customSubmissions).where(eq(customSubmissions.id, id));
    expect(sub.status).toBe('approved');
    expect((await admin$(`/submissions/${id}/keep`, { method: 'POST' })).status).toBe(404);
  });

  it('Edit and approve uses the edited values', async () => {
    const id = await submit('Who wrote Bolero??');
    const res = await (
      await admin$(`/submissions/${id}/approve-edit`, {
        method: 'POST',
        body: {
          kind: 'open',
          questionText: 'Who composed Boléro?',
          correctAnswer: 'Maurice Ravel',
          categoryId,
          difficulty: 'medium',
        },
      })
    ).json();
    expect(res.message).toBe('Question edited and approved');
    expect(await questionOf(res.questionId)).toMatchObject({
      questionText: 'Who composed Boléro?',
      correctAnswer: 'Maurice Ravel',
    });
  });

  it('shows a submission whole, and Keep makes a question of the same content', async () => {
    const id = await submit('Who painted Guernica?', {
      kind: 'multiple_choice',
      correctAnswer: 'picasso',
      multipleChoiceOptions: ['Dalí', 'Picasso', 'Miró'],
      answerVariants: ['Pablo Picasso'],
    });
    const list = await (await admin$('/submissions')).json();
    expect(list.find((s: { id: string }) => s.id === id)).toMatchObject({
      kind: 'multiple_choice',
      correct_answer: 'Picasso',
      multiple_choice_options: ['Dalí', 'Picasso', 'Miró'],
      answer_variants: ['Pablo Picasso'],
      picture: null,
      picture_url: null,
    });
    const res = await (await admin$(`/submissions/${id}/keep`, { method: 'POST' })).json();
    expect(await questionOf(res.questionId)).toMatchObject({
      kind: 'multiple_choice',
      correctAnswer: 'Picasso',
      multipleChoiceOptions: ['Dalí', 'Picasso', 'Miró'],
      answerVariants: ['Pablo Picasso'],
      picture: null,
    });
  });

  it('Edit and approve stores the edited content, picture included, and refuses a bad one', async () => {
    const id = await submit('Flag of Japan?');
    const edit = {
      kind: 'picture',
      questionText: "Which country's flag is this?",
      correctAnswer: 'Japan',
      multipleChoiceOptions: ['Japan', 'Bangladesh', 'Palau'],
      answerVariants: ['Nippon'],
      picture: 'flag:jp',
      categoryId,
      difficulty: 'easy',
    };
    for (const bad of [
      { ...edit, picture: 'flag:zz' },
      { ...edit, correctAnswer: 'China' },
      { ...edit, kind: undefined },
      { ...edit, categoryId: '00000000-0000-4000-8000-000000000000' },
    ]) {
      const refused = await admin$(`/submissions/${id}/approve-edit`, {
        method: 'POST',
        body: bad,
      });
      expect(refused.status).toBe(400);
    }
    const [sub] = await ctx.db.select().from(customSubmissions).where(eq(customSubmissions.id, id));
    expect(sub.status).toBe('pending');
    const res = await (
      await admin$(`/submissions/${id}/approve-edit`, { method: 'POST', body: edit })
    ).json();
    expect(await questionOf(res.questionId)).toMatchObject({
      kind: 'picture',
      correctAnswer: 'Japan',
      multipleChoiceOptions: ['Japan', 'Bangladesh', 'Palau'],
      answerVariants: ['Nippon'],
      picture: 'flag:jp',
    });
  });

  it('Remove rejects it and adds nothing', async () => {
    const id = await submit('Bad one?');
    const res = await (await admin$(`/submissions/${id}/remove`, { method: 'POST' })).json();
    expect(res.message).toBe('Question rejected');
    const list = await (await admin$('/submissions')).json();
    expect(list.find((s: { id: string }) => s.id === id)).toBeUndefined();
  });
});

describe('flags queue', () => {
  it('Keep approves the question and resolves every pending flag on it', async () => {
    const [q] = await seedQuestions(ctx, 1, { categoryId });
    await flag(q.id);
    await flag(q.id, 'unclear_question');
    const list = await (await admin$('/flags')).json();
    const mine = list.filter((f: { question: { id: string } | null }) => f.question?.id === q.id);
    expect(mine).toHaveLength(2);
    const res = await (await admin$(`/flags/${mine[0].id}/keep`, { method: 'POST' })).json();
    expect(res.message).toBe('Flag reviewed. Question kept in the pool.');
    expect((await questionOf(q.id)).status).toBe('approved');
    const pending = await ctx.db
      .select()
      .from(flaggedQuestions)
      .where(eq(flaggedQuestions.linkedQuestionId, q.id));
    expect(pending.every((f) => f.status === 'resolved')).toBe(true);
  });

  it('Remove rejects the question (soft removal)', async () => {
    const [q] = await seedQuestions(ctx, 1, { categoryId });
    await flag(q.id);
    const [f] = (await (await admin$('/flags')).json()).filter(
      (x: { question: { id: string } | null }) => x.question?.id === q.id,
    );
    const res = await (await admin$(`/flags/${f.id}/remove`, { method: 'POST' })).json();
    expect(res.message).toBe('Flag reviewed. Question removed from the pool.');
    expect((await questionOf(q.id)).status).toBe('rejected');
  });

  it('Edit and approve saves the edit and approves', async () => {
    const [q] = await seedQuestions(ctx, 1, { categoryId });
    await flag(q.id);
    const [f] = (await (await admin$('/flags')).json()).filter(
      (x: { question: { id: string } | null }) => x.question?.id === q.id,
    );
    await admin$(`/flags/${f.id}/approve-edit`, {
      method: 'POST',
      body: {
        kind: 'open',
        questionText: 'Fixed text?',
        correctAnswer: 'Fixed',
        categoryId: null,
        difficulty: 'easy',
      },
    });
    expect(await questionOf(q.id)).toMatchObject({
      questionText: 'Fixed text?',
      status: 'approved',
      categoryId: null,
    });
  });

  it('shows the flagged question whole, and Edit and approve keeps the edited content whole', async () => {
    const [q] = await seedQuestions(ctx, 1, {
      categoryId,
      multipleChoiceOptions: ['Mars', 'Venus', 'Answer 1'],
    });
    await ctx.db
      .update(triviaQuestions)
      .set({ kind: 'multiple_choice', answerVariants: ['The answer'] })
      .where(eq(triviaQuestions.id, q.id));
    const f = await flagOf(q.id);
    expect(f.question).toMatchObject({
      kind: 'multiple_choice',
      multiple_choice_options: ['Mars', 'Venus', 'Answer 1'],
      answer_variants: ['The answer'],
      picture: null,
      picture_url: null,
    });
    const edit = {
      kind: 'true_false',
      questionText: 'Venus is the hottest planet.',
      correctAnswer: 'true',
      answerVariants: ['Yes'],
      categoryId,
      difficulty: 'hard',
    };
    const refused = await admin$(`/flags/${f.id}/approve-edit`, {
      method: 'POST',
      body: { ...edit, picture: 'upload:00000000-0000-4000-8000-000000000000' },
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.message).toBe('That picture does not exist');
    expect((await questionOf(q.id)).kind).toBe('multiple_choice');

    const res = await admin$(`/flags/${f.id}/approve-edit`, { method: 'POST', body: edit });
    expect(res.status).toBe(200);
    expect(await questionOf(q.id)).toMatchObject({
      kind: 'true_false',
      questionText: 'Venus is the hottest planet.',
      correctAnswer: 'True',
      multipleChoiceOptions: ['True', 'False'],
      answerVariants: ['Yes'],
      picture: null,
      difficulty: 'hard',
      status: 'approved',
    });
  });

  it('shows a flag whose question is gone with question null', async () => {
    const [q] = await seedQuestions(ctx, 1, { categoryId });
    await flag(q.id);
    await admin$(`/questions/${q.id}`, { method: 'DELETE' });
    const list = await (await admin$('/flags')).json();
    expect(list.some((f: { question: unknown }) => f.question === null)).toBe(true);
  });

  it('Keep and Remove on a flag whose question was deleted close it and say so; Edit is refused', async () => {
    const questions = await seedQuestions(ctx, 2, { categoryId });
    const flagIds: string[] = [];
    for (const q of questions) {
      await flag(q.id);
      const [f] = (await (await admin$('/flags')).json()).filter(
        (x: { question: { id: string } | null }) => x.question?.id === q.id,
      );
      flagIds.push(f.id);
      expect((await admin$(`/questions/${q.id}`, { method: 'DELETE' })).status).toBe(200);
    }
    const [keptId, removedId] = flagIds;

    const edit = await admin$(`/flags/${keptId}/approve-edit`, {
      method: 'POST',
      body: {
        kind: 'open',
        questionText: 'Back?',
        correctAnswer: 'No',
        categoryId: null,
        difficulty: 'easy',
      },
    });
    expect(edit.status).toBe(404);
    expect((await edit.json()).error.message).toBe('Question not found');

    for (const [id, action] of [
      [keptId, 'keep'],
      [removedId, 'remove'],
    ]) {
      const res = await admin$(`/flags/${id}/${action}`, { method: 'POST' });
      expect(res.status).toBe(200);
      expect((await res.json()).message).toBe(
        'Flag closed. Its question had already been deleted.',
      );
    }
    const rows = await ctx.db.select().from(flaggedQuestions);
    const closed = rows.filter((r) => flagIds.includes(r.id));
    expect(closed.map((r) => r.status)).toEqual(['resolved', 'resolved']);
    const list = await (await admin$('/flags')).json();
    expect(list.filter((f: { id: string }) => flagIds.includes(f.id))).toEqual([]);
  });

  it('403 for hosts on the queues', async () => {
    expect((await ctx.request('/api/admin/flags', { cookie: host.cookie })).status).toBe(403);
    expect((await ctx.request('/api/admin/submissions', { cookie: host.cookie })).status).toBe(403);
  });
});
