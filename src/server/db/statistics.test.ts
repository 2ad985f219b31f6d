import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness';
import { ensureStatistics } from './statistics';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function state() {
  const [row] = await ctx.deps.database.query<{ has_stats: boolean; all_visible: boolean }>(
    `select exists (select 1 from pg_stats where schemaname = 'public'
                    and tablename = 'trivia_questions') as has_stats,
            (select relallvisible >= relpages and relpages > 0 from pg_class
             where relname = 'trivia_questions' and relkind = 'r') as all_visible`,
  );
  return row;
}

test('a table with rows and no statistics is vacuumed and analyzed, then left alone', async () => {
  await ctx.deps.database.query(
    `insert into trivia_questions (question_text, correct_answer)
     select 'Statistics question ' || g, 'Answer ' || g from generate_series(1, 500) g`,
  );
  expect((await state()).has_stats).toBe(false);
  expect(await ensureStatistics(ctx.deps.database)).toContain('trivia_questions');
  const after = await state();
  expect(after.has_stats).toBe(true);
  // The visibility map the index-only round pull needs is set here (no autovacuum to wait for).
  expect(after.all_visible).toBe(true);
  expect(await ensureStatistics(ctx.deps.database)).not.toContain('trivia_questions');
  // Rows added since, on pages not yet all-visible (no autovacuum here): vacuumed again.
  await ctx.deps.database.query(
    `insert into trivia_questions (question_text, correct_answer)
     select 'More statistics question ' || g, 'Answer ' || g from generate_series(1, 2000) g`,
  );
  expect(await ensureStatistics(ctx.deps.database)).toContain('trivia_questions');
  expect((await state()).all_visible).toBe(true);
});
