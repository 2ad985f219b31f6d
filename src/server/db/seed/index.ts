import { count } from 'drizzle-orm';
import type { Database } from '../client';
import { categories } from '../schema';

/**
 * The first start of an empty database loads the whole starter bank: the hand-written
 * starter rows (starter-data.ts) and the questions generated from open data
 * (src/server/bank). A database with any category is left alone; `npm run bank:load` tops
 * an existing one up.
 */
export async function seedIfEmpty(database: Database): Promise<boolean> {
  const [{ n }] = await database.db.select({ n: count() }).from(categories);
  if (n > 0) return false;
  // The generator and its data packages load only here, not at every start (start-up budget:
  // bench/README.md).
  const { loadBank } = await import('../../bank');
  const result = await loadBank(database);
  console.log(
    `[seed] question bank: ${result.questionsAdded} questions, ${result.tiebreakersAdded} tie-breakers in ${result.generateMs + result.loadMs} ms`,
  );
  return true;
}
