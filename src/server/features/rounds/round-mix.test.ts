import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_MESSAGES, MAX_REPLACEMENTS, type RoundSetup } from '../../../core/game';
import type { QuestionKind } from '../../../core/questions';
import { categories, triviaQuestions } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/harness';

// The round a host wants: the category mix of the draw, options shuffled per round, options
// hidden on demand, one question replaced before the start, and what /setup shows.

let ctx: TestContext;
const normal: string[] = [];
const heavy: string[] = [];
let disabled: string;
let shuffled: string;
let small: string;
let shown: string;

type Question = {
  id: string;
  question_text: string;
  correct_answer: string | null;
  category_id: string | null;
  multiple_choice_options: string[] | null;
  kind: QuestionKind;
  answer_variants: string[] | null;
  picture_url: string | null;
  options_hidden: boolean;
};
type GameBody = {
  game: {
    questions: Question[];
    tryAgainCount: number;
    replaceCount: number;
    roundActive: boolean;
    notice: string | null;
  };
  error?: { code: string; message: string };
};

const suffix = () => randomBytes(3).toString('hex');

async function category(name: string, opts: { isDataHeavy?: boolean; isDisabled?: boolean } = {}) {
  const [row] = await ctx.db
    .insert(categories)
    .values({ name: `${name} ${suffix()}`, ...opts })
    .returning();
  return row.id;
}

async function questions(
  categoryId: string | null,
  n: number,
  content: (i: number) => Partial<typeof triviaQuestions.$inferInsert> = () => ({}),
) {
  const batch = suffix();
  return ctx.db
    .insert(triviaQuestions)
    .values(
      Array.from({ length: n }, (_, i) => ({
        questionText: `Mix question ${i + 1} of ${batch}?`,
        correctAnswer: `Answer ${i + 1}`,
        categoryId,
        ...content(i),
      })),
    )
    .returning();
}

beforeAll(async () => {
  ctx = await createTestContext();
  for (let i = 0; i < 5; i++) {
    normal.push(await category(`Normal ${i}`));
    await questions(normal[i], 12);
  }
  for (let i = 0; i < 3; i++) {
    heavy.push(await category(`Heavy ${i}`, { isDataHeavy: true }));
    await questions(heavy[i], 12);
  }
  disabled = await category('Disabled', { isDisabled: true });
  await questions(disabled, 30);
  await questions(null, 12);
  shuffled = await category('Shuffled');
  await questions(shuffled, 40, (i) => ({
    kind: 'multiple_choice',
    correctAnswer: `Right ${i}`,
    multipleChoiceOptions: [`Right ${i}`, `Wrong ${i} b`, `Wrong ${i} c`, `Wrong ${i} d`],
  }));
  small = await category('Small');
  await questions(small, 10);
  shown = await category('Shown');
  await questions(shown, 3, (i) => ({
    kind: 'true_false',
    correctAnswer: 'True',
    multipleChoiceOptions: ['True', 'False'],
    questionText: `True or false ${i}?`,
  }));
  await questions(shown, 3, () => ({
    kind: 'picture',
    correctAnswer: 'France',
    picture: 'flag:fr',
    answerVariants: ['La France', 'French Republic'],
  }));
  await questions(shown, 4, () => ({ kind: 'number', correctAnswer: '330' }));
});
afterAll(() => ctx.close());

async function pull(cookie: string, body: Record<string, unknown> = {}) {
  const res = await ctx.request('/api/rounds', { method: 'POST', body, cookie });
  return { status: res.status, body: (await res.json()) as GameBody };
}

async function current(cookie: string) {
  return ((await (await ctx.request('/api/games/current', { cookie })).json()) as GameBody).game;
}

async function replace(cookie: string, questionId: string) {
  const res = await ctx.request('/api/rounds/replace', {
    method: 'POST',
    body: { questionId },
    cookie,
  });
  return { status: res.status, body: (await res.json()) as GameBody };
}

function countsOf(qs: Question[]) {
  const counts = new Map<string, number>();
  for (const q of qs) counts.set(q.category_id ?? '', (counts.get(q.category_id ?? '') ?? 0) + 1);
  return counts;
}

function expectRandomMix(qs: Question[]) {
  expect(qs).toHaveLength(10);
  expect(Math.max(...countsOf(qs).values())).toBeLessThanOrEqual(3);
  expect(qs.filter((q) => heavy.includes(q.category_id ?? '')).length).toBeLessThanOrEqual(3);
  expect(qs.some((q) => q.category_id === disabled)).toBe(false);
}

describe('the category mix of a round', () => {
  it('a randomized round: at most 3 of a category (Uncategorized one of them), 3 data-heavy, none disabled', async () => {
    const host = await ctx.createHost();
    let uncategorized = 0;
    for (let round = 0; round < 25; round++) {
      const { status, body } = await pull(host.cookie);
      expect(status).toBe(200);
      expectRandomMix(body.game.questions);
      uncategorized += body.game.questions.filter((q) => q.category_id === null).length;
    }
    expect(uncategorized).toBeGreaterThan(0);
  });

  it('Try Again follows the same rule', async () => {
    const host = await ctx.createHost();
    await pull(host.cookie);
    for (let i = 0; i < 3; i++) {
      const { body } = await pull(host.cookie, { isRetry: true });
      expect(body.game.tryAgainCount).toBe(i + 1);
      expectRandomMix(body.game.questions);
    }
  });

  it('chosen categories: only those, mixed (5 and 5 of two), data-heavy not capped', async () => {
    const host = await ctx.createHost();
    for (let round = 0; round < 5; round++) {
      const { body } = await pull(host.cookie, { categoryIds: [heavy[0], heavy[1]] });
      const counts = countsOf(body.game.questions);
      expect([...counts.keys()].sort()).toEqual([heavy[0], heavy[1]].sort());
      expect([...counts.values()]).toEqual([5, 5]);
    }
    const three = await pull(host.cookie, { categoryIds: [heavy[0], heavy[1], heavy[2]] });
    expect(three.body.game.questions).toHaveLength(10);
    expect(Math.max(...countsOf(three.body.game.questions).values())).toBe(4);
  });

  it('never draws a disabled category, even chosen; fills from what is left', async () => {
    const host = await ctx.createHost();
    const { body } = await pull(host.cookie, { categoryIds: [disabled] });
    expect(body.game.questions).toEqual([]);
    expect(body.game.notice).toBe(GAME_MESSAGES.noQuestions);
    const mixed = await pull(host.cookie, { categoryIds: [disabled, normal[0], small] });
    // Small has 10, Normal 0 has 12: the cap is 4 each of 3, yet the round is full.
    expect(mixed.body.game.questions).toHaveLength(10);
    expect(mixed.body.game.questions.some((q) => q.category_id === disabled)).toBe(false);
  });

  it('fills a randomized round when too few categories are left to keep the caps', async () => {
    const host = await ctx.createHost();
    // The host has used everything but Normal 0 and Uncategorized (12 + 12).
    await ctx.db.execute(sql`insert into used_questions (user_id, question_id)
      select ${host.id}, q.id from trivia_questions q
      where q.category_id is distinct from ${normal[0]} and q.category_id is not null`);
    const { body } = await pull(host.cookie);
    expect(body.game.questions).toHaveLength(10);
    expect(
      [...countsOf(body.game.questions).keys()].every((k) => k === '' || k === normal[0]),
    ).toBe(true);
  });

  it('the empty-round messages tell the host what to do, not to contact support', () => {
    for (const message of [GAME_MESSAGES.usedAll, GAME_MESSAGES.noQuestions]) {
      expect(message).not.toMatch(/contact|support/i);
      expect(message).toMatch(/Game Setup/);
      expect(message).toMatch(/Submit Question/);
    }
  });
});

describe('options in a round', () => {
  it('shuffles them per round: the same on reload, the answer at A, B, C, D about equally', async () => {
    const host = await ctx.createHost();
    const positions = [0, 0, 0, 0];
    const orders = new Map<string, Set<string>>();
    for (let round = 0; round < 100; round++) {
      const { body } = await pull(host.cookie, { categoryIds: [shuffled] });
      expect(body.game.questions).toHaveLength(10);
      for (const q of body.game.questions) {
        const options = q.multiple_choice_options ?? [];
        expect(options).toHaveLength(4);
        positions[options.findIndex((o) => o.startsWith('Right'))] += 1;
        const seen = orders.get(q.id) ?? new Set();
        seen.add(options.join('|'));
        orders.set(q.id, seen);
      }
      if (round % 20 === 0) {
        // A reload shows the same order.
        const saved = await current(host.cookie);
        expect(saved.questions.map((q) => q.multiple_choice_options)).toEqual(
          body.game.questions.map((q) => q.multiple_choice_options),
        );
      }
    }
    const total = positions.reduce((a, b) => a + b, 0);
    expect(total).toBe(1000);
    for (const n of positions) {
      expect(n / total).toBeGreaterThanOrEqual(0.2);
      expect(n / total).toBeLessThanOrEqual(0.3);
    }
    // Another round, another order.
    expect([...orders.values()].some((s) => s.size > 1)).toBe(true);
  }, 120_000);

  it('a round question carries its kind and picture; True/False stay in order; answers and variants wait for Start Round', async () => {
    const host = await ctx.createHost();
    const { body } = await pull(host.cookie, { categoryIds: [shown] });
    const qs = body.game.questions;
    expect(qs).toHaveLength(10);
    for (const q of qs) {
      expect(q.correct_answer).toBeNull();
      expect(q.answer_variants).toBeNull();
      if (q.kind === 'true_false') expect(q.multiple_choice_options).toEqual(['True', 'False']);
      if (q.kind === 'picture') expect(q.picture_url).toBe('/pictures/flags/fr.svg');
      if (q.kind === 'number') expect(q.multiple_choice_options).toBeNull();
    }
    expect(new Set(qs.map((q) => q.kind))).toEqual(new Set(['true_false', 'picture', 'number']));
    const res = await ctx.request('/api/rounds/start', {
      method: 'POST',
      body: { questionIds: qs.map((q) => q.id) },
      cookie: host.cookie,
    });
    const started = ((await res.json()) as GameBody).game.questions;
    for (const q of started) {
      expect(q.correct_answer).not.toBeNull();
      expect(q.answer_variants).toEqual(
        q.kind === 'picture' ? ['La France', 'French Republic'] : [],
      );
    }
  });

  it('the host hides the options of a question and shows them again, kept on the server', async () => {
    const host = await ctx.createHost();
    const other = await ctx.createHost();
    const { body } = await pull(host.cookie, { categoryIds: [shuffled] });
    const [first, second] = body.game.questions;
    const patch = (cookie: string, id: string, optionsHidden: unknown) =>
      ctx.request(`/api/games/current/questions/${id}`, {
        method: 'PATCH',
        body: { optionsHidden },
        cookie,
      });
    const hidden = await patch(host.cookie, first.id, true);
    expect(hidden.status).toBe(200);
    const game = ((await hidden.json()) as GameBody).game;
    expect(game.questions.map((q) => q.options_hidden)).toEqual(
      body.game.questions.map((q) => q.id === first.id),
    );
    // The options still come (the host may show them again), in the same order.
    expect(game.questions[0].multiple_choice_options).toEqual(first.multiple_choice_options);
    expect((await current(host.cookie)).questions[0].options_hidden).toBe(true);
    // Bad input and another host's round change nothing.
    expect((await patch(host.cookie, first.id, 'yes')).status).toBe(400);
    expect((await patch(other.cookie, second.id, true)).status).toBe(404);
    expect((await patch(host.cookie, 'not-an-id', true)).status).toBe(404);
    expect((await current(host.cookie)).questions[1].options_hidden).toBe(false);
    // Still hidden after Start Round, with the answer shown.
    await ctx.request('/api/rounds/start', {
      method: 'POST',
      body: { questionIds: body.game.questions.map((q) => q.id) },
      cookie: host.cookie,
    });
    const started = await current(host.cookie);
    expect(started.questions[0]).toMatchObject({ options_hidden: true });
    expect(started.questions[0].correct_answer).toMatch(/^Right/);
    expect((await patch(host.cookie, first.id, false)).status).toBe(200);
    expect((await current(host.cookie)).questions[0].options_hidden).toBe(false);
  });
});

describe('POST /api/rounds/replace', () => {
  it('replaces one question in its place, under the mix, never one shown; 3 a round; not after start', async () => {
    const host = await ctx.createHost();
    const { body } = await pull(host.cookie);
    let ids = body.game.questions.map((q) => q.id);
    const everShown = new Set(ids);
    for (let n = 1; n <= MAX_REPLACEMENTS; n++) {
      const at = n * 2;
      const { status, body: next } = await replace(host.cookie, ids[at]);
      expect(status).toBe(200);
      expect(next.game.replaceCount).toBe(n);
      expect(next.game.tryAgainCount).toBe(0);
      const nextIds = next.game.questions.map((q) => q.id);
      expect(nextIds.filter((_, i) => i !== at)).toEqual(ids.filter((_, i) => i !== at));
      expect(everShown.has(nextIds[at])).toBe(false);
      expectRandomMix(next.game.questions);
      everShown.add(nextIds[at]);
      ids = nextIds;
    }
    const refused = await replace(host.cookie, ids[0]);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({
      code: 'max_replacements',
      message: GAME_MESSAGES.maxReplacements,
    });
    expect((await current(host.cookie)).questions.map((q) => q.id)).toEqual(ids);
  });

  it('is counted apart from Try Again, refused after Start Round and for a question not in the round', async () => {
    const host = await ctx.createHost();
    await pull(host.cookie);
    const retried = (await pull(host.cookie, { isRetry: true })).body.game;
    const { body } = await replace(host.cookie, retried.questions[0].id);
    expect(body.game).toMatchObject({ tryAgainCount: 1, replaceCount: 1 });
    const again = (await pull(host.cookie, { isRetry: true })).body.game;
    expect(again).toMatchObject({ tryAgainCount: 2, replaceCount: 1 });
    expect((await replace(host.cookie, retried.questions[1].id)).status).toBe(404);
    const ids = again.questions.map((q) => q.id);
    await ctx.request('/api/rounds/start', {
      method: 'POST',
      body: { questionIds: ids },
      cookie: host.cookie,
    });
    const late = await replace(host.cookie, ids[0]);
    expect(late.status).toBe(409);
    expect(late.body.error).toEqual({
      code: 'round_active',
      message: GAME_MESSAGES.replaceAfterStart,
    });
    expect((await current(host.cookie)).questions.map((q) => q.id)).toEqual(ids);
  });

  it('says so when no other question fits, and spends nothing', async () => {
    const host = await ctx.createHost();
    const { body } = await pull(host.cookie, { categoryIds: [small] });
    const ids = body.game.questions.map((q) => q.id);
    expect(ids).toHaveLength(10);
    const refused = await replace(host.cookie, ids[4]);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({
      code: 'no_replacement',
      message: GAME_MESSAGES.noReplacement,
    });
    const saved = await current(host.cookie);
    expect(saved.questions.map((q) => q.id)).toEqual(ids);
    expect(saved.replaceCount).toBe(0);
  });
});

describe('GET /api/rounds/setup', () => {
  it('counts what the host has left per enabled category and remembers the last choice', async () => {
    const host = await ctx.createHost();
    const setup = async () =>
      (await (
        await ctx.request('/api/rounds/setup', { cookie: host.cookie })
      ).json()) as RoundSetup;
    const before = await setup();
    expect(before.lastCategoryIds).toEqual([]);
    expect(before.categories.some((c) => c.id === disabled)).toBe(false);
    expect(before.categories.find((c) => c.id === small)?.available).toBe(10);
    expect(before.categories.find((c) => c.id === normal[1])?.available).toBe(12);

    const { body } = await pull(host.cookie, { categoryIds: [small, normal[1]] });
    expect((await setup()).lastCategoryIds.sort()).toEqual([small, normal[1]].sort());
    await ctx.request('/api/rounds/start', {
      method: 'POST',
      body: { questionIds: body.game.questions.map((q) => q.id) },
      cookie: host.cookie,
    });
    const after = await setup();
    const drawnSmall = body.game.questions.filter((q) => q.category_id === small).length;
    expect(after.categories.find((c) => c.id === small)?.available).toBe(10 - drawnSmall);
    expect(after.categories.find((c) => c.id === normal[1])?.available).toBe(
      12 - (10 - drawnSmall),
    );
    // Another host's count is untouched; a randomized pull is remembered as [].
    const other = await ctx.createHost();
    const theirs = (await (
      await ctx.request('/api/rounds/setup', { cookie: other.cookie })
    ).json()) as RoundSetup;
    expect(theirs.categories.find((c) => c.id === small)?.available).toBe(10);
    await pull(host.cookie);
    expect((await setup()).lastCategoryIds).toEqual([]);
  });
});
