import { randomBytes } from 'node:crypto';
import { categories, tiebreakerPool, triviaQuestions } from '../db/schema';
import type { TestContext } from './harness';

// Rows written straight to the database with Drizzle, for tests that need a bank.

type QuestionStatus = (typeof triviaQuestions.$inferInsert)['status'];
type Difficulty = (typeof triviaQuestions.$inferInsert)['difficulty'];

const suffix = () => randomBytes(4).toString('hex');

/** A category; the name defaults to a unique one (names are unique ignoring case). */
export async function seedCategory(ctx: Pick<TestContext, 'db'>, name = `Category ${suffix()}`) {
  const [row] = await ctx.db.insert(categories).values({ name }).returning();
  return row;
}

/** `n` questions, approved and uncategorised unless told otherwise. */
export async function seedQuestions(
  ctx: Pick<TestContext, 'db'>,
  n: number,
  opts: {
    categoryId?: string | null;
    status?: QuestionStatus;
    difficulty?: Difficulty;
    multipleChoiceOptions?: string[] | null;
  } = {},
) {
  if (n <= 0) return [];
  const batch = suffix();
  return ctx.db
    .insert(triviaQuestions)
    .values(
      Array.from({ length: n }, (_, i) => ({
        questionText: `Question ${i + 1} of batch ${batch}?`,
        correctAnswer: `Answer ${i + 1}`,
        categoryId: opts.categoryId ?? null,
        status: opts.status ?? 'approved',
        difficulty: opts.difficulty ?? 'medium',
        multipleChoiceOptions: opts.multipleChoiceOptions ?? null,
      })),
    )
    .returning();
}

/** `n` tie-breakers, active unless told otherwise. */
export async function seedTiebreakers(
  ctx: Pick<TestContext, 'db'>,
  n: number,
  opts: { isActive?: boolean } = {},
) {
  if (n <= 0) return [];
  const batch = suffix();
  return ctx.db
    .insert(tiebreakerPool)
    .values(
      Array.from({ length: n }, (_, i) => ({
        questionText: `Tie-breaker ${i + 1} of batch ${batch}: how many?`,
        answerOptions: [`${i + 100}`],
        isActive: opts.isActive ?? true,
      })),
    )
    .returning();
}
