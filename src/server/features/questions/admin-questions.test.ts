import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pictures, triviaQuestions } from '../../db/schema';
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
        kind: 'open',
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

describe('question content', () => {
  const create = (body: Record<string, unknown>) =>
    call('/questions', {
      method: 'POST',
      body: { questionText: 'Content question?', correctAnswer: 'A', ...body },
    });
  const error = async (res: Response) => {
    expect(res.status).toBe(400);
    return (await res.json()).error.message as string;
  };
  const rowOf = async (id: string) =>
    (await ctx.db.select().from(triviaQuestions).where(eq(triviaQuestions.id, id)))[0];

  it('stores a multiple-choice question whole and reads it back in the list', async () => {
    const res = await create({
      kind: 'multiple_choice',
      questionText: 'Who painted the Mona Lisa?',
      correctAnswer: 'leonardo da vinci',
      multipleChoiceOptions: ['Raphael', 'Leonardo da Vinci', 'Titian', 'Caravaggio'],
      answerVariants: ['da Vinci', ' Leonardo ', 'DA VINCI', ''],
    });
    expect(res.status).toBe(201);
    const { question } = await res.json();
    expect(question).toMatchObject({
      kind: 'multiple_choice',
      // The answer is spelled as its option; variants trimmed, blanks and repeats dropped.
      correct_answer: 'Leonardo da Vinci',
      multiple_choice_options: ['Raphael', 'Leonardo da Vinci', 'Titian', 'Caravaggio'],
      answer_variants: ['da Vinci', 'Leonardo'],
      picture: null,
      picture_url: null,
      source: null,
    });
    expect(await rowOf(question.id)).toMatchObject({
      kind: 'multiple_choice',
      answerVariants: ['da Vinci', 'Leonardo'],
    });
    const list = await (await call(`/questions?search=${encodeURIComponent('Mona Lisa')}`)).json();
    expect(list.items[0]).toMatchObject({
      id: question.id,
      kind: 'multiple_choice',
      answer_variants: ['da Vinci', 'Leonardo'],
      multiple_choice_options: ['Raphael', 'Leonardo da Vinci', 'Titian', 'Caravaggio'],
    });
  });

  it('keeps the answer among the options, and refuses what does not fit its kind', async () => {
    const before = (await ctx.db.select({ n: count() }).from(triviaQuestions))[0].n;
    expect(
      await error(
        await create({ kind: 'multiple_choice', multipleChoiceOptions: ['B', 'C', 'D'] }),
      ),
    ).toBe('The correct answer must be one of the options');
    expect(
      await error(await create({ kind: 'multiple_choice', multipleChoiceOptions: ['A'] })),
    ).toBe('A multiple-choice question needs 2 to 6 different options');
    expect(await error(await create({ kind: 'true_false', correctAnswer: 'Maybe' }))).toBe(
      'The answer to a true or false question is True or False',
    );
    expect(await error(await create({ kind: 'number', correctAnswer: 'about 300' }))).toBe(
      'The answer to a number question must be a number, such as 330 or 1.5',
    );
    expect(await error(await create({ kind: 'picture' }))).toBe(
      'A picture question needs a picture',
    );
    expect(await error(await create({ questionText: 'x'.repeat(1001) }))).toBe(
      'At most 1000 characters',
    );
    expect(await error(await create({ correctAnswer: 'x'.repeat(301) }))).toBe(
      'At most 300 characters',
    );
    const after = (await ctx.db.select({ n: count() }).from(triviaQuestions))[0].n;
    expect(after).toBe(before);
  });

  it('stores true/false with its two options and a number answer as written', async () => {
    const tf = (await (await create({ kind: 'true_false', correctAnswer: 'false' })).json())
      .question;
    expect(tf).toMatchObject({
      correct_answer: 'False',
      multiple_choice_options: ['True', 'False'],
    });
    const num = (
      await (
        await create({ kind: 'number', correctAnswer: '330', multipleChoiceOptions: ['1', '2'] })
      ).json()
    ).question;
    expect(num).toMatchObject({
      kind: 'number',
      correct_answer: '330',
      multiple_choice_options: null,
    });
  });

  it('takes a shipped flag or an uploaded picture, and refuses one that does not exist', async () => {
    const flag = await create({
      kind: 'picture',
      questionText: "Which country's flag is this?",
      correctAnswer: 'France',
      picture: 'flag:fr',
    });
    expect(flag.status).toBe(201);
    expect((await flag.json()).question).toMatchObject({
      kind: 'picture',
      picture: 'flag:fr',
      picture_url: '/pictures/flags/fr.svg',
      multiple_choice_options: null,
    });
    const before = (await ctx.db.select({ n: count() }).from(triviaQuestions))[0].n;
    const missingFlag = await create({ kind: 'picture', picture: 'flag:zz' });
    expect(await error(missingFlag)).toBe('That picture does not exist');
    const missingUpload = await create({
      kind: 'picture',
      picture: 'upload:00000000-0000-4000-8000-000000000000',
    });
    expect(await error(missingUpload)).toBe('That picture does not exist');
    expect(await error(await create({ kind: 'picture', picture: '../../etc/passwd' }))).toBe(
      'That picture does not exist',
    );
    expect((await ctx.db.select({ n: count() }).from(triviaQuestions))[0].n).toBe(before);

    const [picture] = await ctx.db
      .insert(pictures)
      .values({
        contentType: 'image/png',
        byteSize: 4,
        sha256: 'x',
        bytes: Buffer.from([137, 80, 78, 71]),
      })
      .returning();
    const uploaded = await create({
      kind: 'picture',
      questionText: 'Which building is this?',
      correctAnswer: 'Eiffel Tower',
      multipleChoiceOptions: ['Eiffel Tower', 'Big Ben'],
      picture: `upload:${picture.id}`,
    });
    expect(uploaded.status).toBe(201);
    const { question } = await uploaded.json();
    expect(question).toMatchObject({
      picture: `upload:${picture.id}`,
      picture_url: `/api/pictures/${picture.id}`,
      multiple_choice_options: ['Eiffel Tower', 'Big Ben'],
    });

    // An edit is checked the same way, and a refused edit changes nothing.
    const edit = {
      kind: 'picture',
      questionText: 'Which building is this?',
      correctAnswer: 'Eiffel Tower',
      categoryId: null,
      difficulty: 'medium',
      status: 'approved',
      picture: 'flag:zz',
    };
    const refused = await call(`/questions/${question.id}`, { method: 'PATCH', body: edit });
    expect(await error(refused)).toBe('That picture does not exist');
    expect((await rowOf(question.id)).picture).toBe(`upload:${picture.id}`);
  });

  it('an edit replaces the whole content, and needs the kind', async () => {
    const { question } = await (
      await create({
        kind: 'multiple_choice',
        questionText: 'Largest ocean?',
        correctAnswer: 'Pacific',
        multipleChoiceOptions: ['Pacific', 'Atlantic', 'Indian'],
        answerVariants: ['The Pacific'],
      })
    ).json();
    const base = {
      questionText: 'Largest ocean?',
      correctAnswer: 'Pacific',
      categoryId: null,
      difficulty: 'medium',
      status: 'approved',
    };
    const noKind = await call(`/questions/${question.id}`, { method: 'PATCH', body: base });
    expect(noKind.status).toBe(400);
    expect((await rowOf(question.id)).kind).toBe('multiple_choice');

    const changed = await call(`/questions/${question.id}`, {
      method: 'PATCH',
      body: {
        ...base,
        kind: 'multiple_choice',
        correctAnswer: 'Atlantic',
        multipleChoiceOptions: ['Pacific', 'Atlantic', 'Arctic', 'Indian'],
        answerVariants: ['Atlantic Ocean'],
      },
    });
    expect(await changed.json()).toMatchObject({
      correct_answer: 'Atlantic',
      multiple_choice_options: ['Pacific', 'Atlantic', 'Arctic', 'Indian'],
      answer_variants: ['Atlantic Ocean'],
    });
    const open = await call(`/questions/${question.id}`, {
      method: 'PATCH',
      body: { ...base, kind: 'open', multipleChoiceOptions: ['Pacific', 'Atlantic'] },
    });
    expect(await open.json()).toMatchObject({
      kind: 'open',
      multiple_choice_options: null,
      answer_variants: [],
    });
    expect((await rowOf(question.id)).multipleChoiceOptions).toBeNull();
  });
});

describe('bulk curation', () => {
  const act = (body: unknown) => call('/questions/bulk-action', { method: 'POST', body });
  const rowsOf = (ids: string[]) =>
    ctx.db.select().from(triviaQuestions).where(inArray(triviaQuestions.id, ids));
  const missing = '00000000-0000-4000-8000-000000000000';

  it('approves and rejects many at once, ignoring ids that match no question', async () => {
    const qs = await seedQuestions(ctx, 3, { status: 'pending' });
    const ids = qs.map((q) => q.id);
    const res = await act({ action: 'approve', ids: [...ids, missing, ids[0]] });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ changed: 3, message: '3 questions approved' });
    expect((await rowsOf(ids)).map((r) => r.status)).toEqual(['approved', 'approved', 'approved']);
    const one = await (await act({ action: 'reject', ids: [ids[1]] })).json();
    expect(one).toEqual({ changed: 1, message: '1 question rejected' });
    expect((await rowsOf([ids[1]]))[0].status).toBe('rejected');
    expect(await (await act({ action: 'approve', ids: [missing] })).json()).toEqual({
      changed: 0,
      message: '0 questions approved',
    });
  });

  it('moves questions to a category or Uncategorized; an unknown category changes nothing', async () => {
    const history = (await seedCategory(ctx)).id;
    const qs = await seedQuestions(ctx, 2, { categoryId: geography });
    const ids = qs.map((q) => q.id);
    const unknown = await act({ action: 'recategorize', ids, categoryId: missing });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error.message).toBe('Category not found');
    expect((await rowsOf(ids)).every((r) => r.categoryId === geography)).toBe(true);

    const moved = await (await act({ action: 'recategorize', ids, categoryId: history })).json();
    expect(moved.changed).toBe(2);
    expect(moved.message).toMatch(/^2 questions moved to Category /);
    expect((await rowsOf(ids)).every((r) => r.categoryId === history)).toBe(true);
    const out = await (await act({ action: 'recategorize', ids, categoryId: null })).json();
    expect(out).toEqual({ changed: 2, message: '2 questions moved to Uncategorized' });
    expect((await rowsOf(ids)).every((r) => r.categoryId === null)).toBe(true);
  });

  it('deletes many at once and refuses a malformed request', async () => {
    const qs = await seedQuestions(ctx, 4);
    const ids = qs.map((q) => q.id);
    const res = await (await act({ action: 'delete', ids: ids.slice(0, 3) })).json();
    expect(res).toEqual({ changed: 3, message: '3 questions deleted' });
    expect((await rowsOf(ids)).map((r) => r.id)).toEqual([ids[3]]);
    for (const body of [
      { action: 'approve', ids: [] },
      { action: 'approve', ids: ['not-a-uuid'] },
      { action: 'publish', ids },
      { action: 'recategorize', ids },
    ]) {
      expect((await act(body)).status).toBe(400);
    }
    expect(await rowsOf([ids[3]])).toHaveLength(1);
    expect((await act({ action: 'delete', ids })).status).toBe(200);
    expect(
      (
        await call(
          '/questions/bulk-action',
          { method: 'POST', body: { action: 'delete', ids } },
          host,
        )
      ).status,
    ).toBe(403);
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

  it('the same text with another picture is not a duplicate; with the same picture it is', async () => {
    const flagQuestion = (code: string, answer: string) =>
      call('/questions', {
        method: 'POST',
        body: {
          kind: 'picture',
          questionText: "Which country's flag is this?",
          correctAnswer: answer,
          picture: `flag:${code}`,
        },
      });
    const peru = (await (await flagQuestion('pe', 'Peru')).json()).question;
    await flagQuestion('cl', 'Chile');
    await flagQuestion('ar', 'Argentina');
    await new Promise((r) => setTimeout(r, 5));
    const peruAgain = (await (await flagQuestion('pe', 'Peru')).json()).question;
    const res = await (await call('/questions/duplicates')).json();
    const flagGroups = res.groups.filter((g: { key: string }) =>
      g.key.startsWith("which country's flag is this?"),
    );
    expect(flagGroups).toHaveLength(1);
    expect(flagGroups[0].key).toBe("which country's flag is this? [flag:pe]");
    expect(flagGroups[0].questions.map((q: { id: string }) => q.id)).toEqual([
      peru.id,
      peruAgain.id,
    ]);
    expect(flagGroups[0].questions[0]).toMatchObject({
      kind: 'picture',
      picture: 'flag:pe',
      picture_url: '/pictures/flags/pe.svg',
    });
  });
});
