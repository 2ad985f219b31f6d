import { count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { categories, tiebreakerPool, triviaQuestions } from '../db/schema';
import { seedIfEmpty } from '../db/seed';
import { createTestContext, type TestContext } from '../test/harness';
import { type Bank, generateBank, loadBank } from './index';

// Loading the bank into a real database (PGlite, and PostgreSQL with TEST_DATABASE_URL).

let ctx: TestContext;
let bank: Bank;

beforeAll(async () => {
  ctx = await createTestContext();
  bank = generateBank();
}, 120_000);
afterAll(() => ctx.close());

async function countRows() {
  const [q] = await ctx.db.select({ n: count() }).from(triviaQuestions);
  const [t] = await ctx.db.select({ n: count() }).from(tiebreakerPool);
  const [c] = await ctx.db.select({ n: count() }).from(categories);
  return { questions: q.n, tiebreakers: t.n, categories: c.n };
}

describe('loading the bank', () => {
  test('the first start of an empty database loads the whole bank', async () => {
    expect(await seedIfEmpty(ctx.deps.database)).toBe(true);
    expect(await countRows()).toEqual({
      questions: bank.questions.length,
      tiebreakers: bank.tiebreakers.length,
      categories: bank.categories.length,
    });
    // Every bank question is approved, filed under its category, with its options.
    const [unfiled] = await ctx.db
      .select({ n: count() })
      .from(triviaQuestions)
      .where(isNull(triviaQuestions.categoryId));
    expect(unfiled.n).toBe(0);
    const [row] = await ctx.db
      .select()
      .from(triviaQuestions)
      .where(eq(triviaQuestions.bankKey, 'capital:FRA'));
    expect(row.questionText).toBe('What is the capital of France?');
    expect(row.correctAnswer).toBe('Paris');
    expect(row.status).toBe('approved');
    expect(row.multipleChoiceOptions).toHaveLength(4);
    expect(row.multipleChoiceOptions).toContain('Paris');
    const [capitals] = await ctx.db
      .select({ name: categories.name })
      .from(categories)
      .where(eq(categories.id, row.categoryId!));
    expect(capitals.name).toBe('World Capitals');
    const [tb] = await ctx.db
      .select()
      .from(tiebreakerPool)
      .where(eq(tiebreakerPool.bankKey, 'tb-borders:POL'));
    expect(tb.answerOptions).toContain('Germany');
  }, 120_000);

  test('a database that has categories is not seeded again', async () => {
    expect(await seedIfEmpty(ctx.deps.database)).toBe(false);
  });

  test('loading again adds nothing and keeps admin-made and edited rows as they are', async () => {
    const [category] = await ctx.db.select().from(categories).limit(1);
    const [adminMade] = await ctx.db
      .insert(triviaQuestions)
      .values({
        questionText: 'What is the capital of France?',
        correctAnswer: 'Paris (admin)',
        categoryId: category.id,
      })
      .returning();
    // An admin's fix to a bank row: it keeps its bank_key and is flagged as edited.
    await ctx.db
      .update(triviaQuestions)
      .set({ correctAnswer: 'Oslo (checked)', isEdited: true, status: 'flagged' })
      .where(eq(triviaQuestions.bankKey, 'capital:NOR'));
    await ctx.db
      .update(categories)
      .set({ name: 'WORLD CAPITALS' })
      .where(eq(categories.name, 'World Capitals'));
    const before = await countRows();

    const result = await loadBank(ctx.deps.database, bank);
    expect(result).toMatchObject({ questionsAdded: 0, tiebreakersAdded: 0, categoriesAdded: 0 });
    expect(await countRows()).toEqual(before);

    const [admin] = await ctx.db
      .select()
      .from(triviaQuestions)
      .where(eq(triviaQuestions.id, adminMade.id));
    expect(admin).toEqual(adminMade);
    const [edited] = await ctx.db
      .select()
      .from(triviaQuestions)
      .where(eq(triviaQuestions.bankKey, 'capital:NOR'));
    expect(edited.correctAnswer).toBe('Oslo (checked)');
    expect(edited.status).toBe('flagged');
    expect(edited.isEdited).toBe(true);
  }, 120_000);

  test('a bank row that went missing comes back on the next load, and only that one', async () => {
    await ctx.db.delete(tiebreakerPool).where(eq(tiebreakerPool.bankKey, 'tb-borders:POL'));
    await ctx.db.delete(triviaQuestions).where(eq(triviaQuestions.bankKey, 'capital:PER'));
    const result = await loadBank(ctx.deps.database, bank);
    expect(result).toMatchObject({ questionsAdded: 1, tiebreakersAdded: 1, categoriesAdded: 0 });
    const [row] = await ctx.db
      .select({ categoryName: categories.name })
      .from(triviaQuestions)
      .innerJoin(categories, eq(categories.id, triviaQuestions.categoryId))
      .where(eq(triviaQuestions.bankKey, 'capital:PER'));
    // Filed under the category whose case the admin changed, not a new one.
    expect(row.categoryName).toBe('WORLD CAPITALS');
    const [dupes] = await ctx.db
      .select({ n: count() })
      .from(categories)
      .where(sql`lower(${categories.name}) = 'world capitals'`);
    expect(dupes.n).toBe(1);
  }, 120_000);
});
