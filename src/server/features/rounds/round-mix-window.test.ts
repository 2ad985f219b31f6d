import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, triviaQuestions } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/harness';

// The draw reads a window of 40 first and a few questions of every category only when the
// window cannot keep the mix: here the window is nearly all one data-heavy category, so every
// round must come from the second read.

let ctx: TestContext;
let big: string;
const small: string[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  const [heavy] = await ctx.db
    .insert(categories)
    .values({ name: 'Window heavy', isDataHeavy: true })
    .returning();
  big = heavy.id;
  await ctx.db.insert(triviaQuestions).values(
    Array.from({ length: 600 }, (_, i) => ({
      questionText: `Heavy window question ${i}?`,
      correctAnswer: `Heavy ${i}`,
      categoryId: big,
    })),
  );
  for (let c = 0; c < 4; c++) {
    const [row] = await ctx.db
      .insert(categories)
      .values({ name: `Window small ${c}` })
      .returning();
    small.push(row.id);
    await ctx.db.insert(triviaQuestions).values(
      Array.from({ length: 6 }, (_, i) => ({
        questionText: `Small ${c} window question ${i}?`,
        correctAnswer: `Small ${c}.${i}`,
        categoryId: row.id,
      })),
    );
  }
});
afterAll(() => ctx.close());

describe('a pool nearly all of one data-heavy category', () => {
  it('still gives randomized rounds of 3 data-heavy and at most 3 of each other category', async () => {
    const host = await ctx.createHost();
    for (let round = 0; round < 8; round++) {
      const res = await ctx.request('/api/rounds', {
        method: 'POST',
        body: {},
        cookie: host.cookie,
      });
      const { game } = (await res.json()) as {
        game: { questions: { category_id: string | null }[] };
      };
      expect(game.questions).toHaveLength(10);
      const fromBig = game.questions.filter((q) => q.category_id === big).length;
      expect(fromBig).toBe(3);
      for (const id of small)
        expect(game.questions.filter((q) => q.category_id === id).length).toBeLessThanOrEqual(3);
    }
  });
});
