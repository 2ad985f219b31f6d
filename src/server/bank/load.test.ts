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
    expect(tb.kind).toBe('list');
    // The question model's fields: kind, variants, picture, source; data-heavy categories.
    expect(row.kind).toBe('multiple_choice');
    expect(row.source).toMatch(/^world-countries \d/);
    const [flag] = await ctx.db
      .select()
      .from(triviaQuestions)
      .where(eq(triviaQuestions.bankKey, 'flag:FRA'));
    expect(flag).toMatchObject({
      kind: 'picture',
      picture: 'flag:fr',
      questionText: "Which country's flag is this?",
      correctAnswer: 'France',
    });
    const [uk] = await ctx.db
      .select()
      .from(triviaQuestions)
      .where(eq(triviaQuestions.bankKey, 'capital-country:GBR'));
    expect(uk.answerVariants).toEqual(expect.arrayContaining(['UK', 'Britain']));
    const heavy = await ctx.db
      .select({ name: categories.name, isDataHeavy: categories.isDataHeavy })
      .from(categories);
    const isHeavy = new Map(heavy.map((c) => [c.name, c.isDataHeavy]));
    expect(isHeavy.get('Flags')).toBe(true);
    expect(isHeavy.get('Geography')).toBe(true);
    expect(isHeavy.get('History')).toBe(false);
    const loadedNumbers = await ctx.db
      .select()
      .from(tiebreakerPool)
      .where(eq(tiebreakerPool.kind, 'number'));
    expect(loadedNumbers.length).toBe(bank.tiebreakers.filter((t) => t.kind === 'number').length);
    for (const t of loadedNumbers) expect(Number.isFinite(t.numberAnswer)).toBe(true);
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
    expect(result).toMatchObject({
      questionsAdded: 0,
      questionsUpdated: 0,
      questionsRetired: 0,
      tiebreakersAdded: 0,
      tiebreakersUpdated: 0,
      categoriesAdded: 0,
    });
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

  test('a reload brings unedited bank rows to the new model, retires emoji flags, and keeps edits', async () => {
    const byKey = async (key: string) =>
      (await ctx.db.select().from(triviaQuestions).where(eq(triviaQuestions.bankKey, key)))[0];
    const oldShape = {
      questionText: 'Which country has this flag: \u{1F1EB}\u{1F1F7}?',
      kind: 'open' as const,
      picture: null,
      answerVariants: [],
      source: null,
    };
    // Rows as an earlier bank wrote them: an emoji flag question, a starter row without its
    // variants, the emoji-options question this bank no longer writes.
    await ctx.db
      .update(triviaQuestions)
      .set(oldShape)
      .where(eq(triviaQuestions.bankKey, 'flag:FRA'));
    await ctx.db
      .update(triviaQuestions)
      .set({ kind: 'open', answerVariants: [], source: null })
      .where(eq(triviaQuestions.bankKey, 'starter:110'));
    const flags = (await ctx.db.select().from(categories).where(eq(categories.name, 'Flags')))[0];
    await ctx.db.insert(triviaQuestions).values({
      questionText: 'Which of these is the flag of Spain?',
      correctAnswer: '\u{1F1EA}\u{1F1F8}',
      multipleChoiceOptions: [
        '\u{1F1EA}\u{1F1F8}',
        '\u{1F1F5}\u{1F1F9}',
        '\u{1F1EB}\u{1F1F7}',
        '\u{1F1EE}\u{1F1F9}',
      ],
      kind: 'multiple_choice',
      categoryId: flags.id,
      bankKey: 'flag-of:ESP',
    });
    // An admin fixed this one: it stays as the admin left it.
    await ctx.db
      .update(triviaQuestions)
      .set({ ...oldShape, questionText: 'Whose flag is this? (admin)', isEdited: true })
      .where(eq(triviaQuestions.bankKey, 'flag:DEU'));
    const editedBefore = await byKey('flag:DEU');

    const result = await loadBank(ctx.deps.database, bank);
    expect(result).toMatchObject({ questionsAdded: 0, questionsUpdated: 2, questionsRetired: 1 });
    expect(await byKey('flag:FRA')).toMatchObject({
      questionText: "Which country's flag is this?",
      kind: 'picture',
      picture: 'flag:fr',
      source: expect.stringMatching(/^flag-icons/),
      status: 'approved',
      isEdited: false,
    });
    expect(await byKey('starter:110')).toMatchObject({
      kind: 'multiple_choice',
      answerVariants: ['da Vinci', 'Leonardo'],
      source: 'Wikipedia, Mona Lisa',
    });
    expect((await byKey('flag-of:ESP')).status).toBe('rejected');
    expect(await byKey('flag:DEU')).toEqual(editedBefore);

    // Idempotent: the next load changes nothing at all.
    const again = await loadBank(ctx.deps.database, bank);
    expect(again).toMatchObject({
      questionsAdded: 0,
      questionsUpdated: 0,
      questionsRetired: 0,
      tiebreakersAdded: 0,
      tiebreakersUpdated: 0,
      categoriesAdded: 0,
    });
  }, 120_000);
});
