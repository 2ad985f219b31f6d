import { type SQL, sql } from 'drizzle-orm';

/**
 * The lock on a used question or tie-breaker: a use at `usedAt` still holds it back from the host
 * when it is less than `years` old by the database's clock (QUESTION_LOCK_YEARS and
 * TIEBREAKER_LOCK_YEARS in src/core/game.ts).
 */
export function isWithinLock(usedAt: SQL, years: number): SQL {
  return sql`${usedAt} > now() - make_interval(years => ${years}::int)`;
}
