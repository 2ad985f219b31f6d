import { sql } from 'drizzle-orm';
import { TIEBREAKER_LOCK_YEARS, type Tiebreaker } from '../../../core/game';
import type { Database } from '../../db/client';
import { selectRows, sqlList } from '../../db/sql';
import { notFound } from '../../http/errors';
import { normalizeOptions } from '../rounds/service';

function lockCutoff(): string {
  const cutoff = new Date();
  cutoff.setFullYear(cutoff.getFullYear() - TIEBREAKER_LOCK_YEARS);
  return cutoff.toISOString();
}

interface PoolRow {
  id: string;
  question_text: string;
  answer_options: string[] | string;
}

function toTiebreaker(row: PoolRow, withAnswers: boolean): Tiebreaker {
  const answers =
    normalizeOptions(row.answer_options) ??
    (typeof row.answer_options === 'string' ? [row.answer_options] : []);
  return {
    id: row.id,
    questionText: row.question_text,
    answerList: withAnswers ? answers : null,
    answerCount: answers.length,
  };
}

/** One active tie-breaker the host has not used within the lock, other than those just shown. */
export async function findNextTiebreaker(
  database: Database,
  userId: string,
  excludeIds: string[],
): Promise<Tiebreaker | null> {
  const rows = await selectRows<PoolRow>(
    database.db,
    sql`select t.id, t.question_text, t.answer_options from tiebreaker_pool t
        where t.is_active
          and not exists (select 1 from tiebreaker_usage u where u.user_id = ${userId}
                          and u.tiebreaker_id = t.id and u.used_at > ${lockCutoff()}::timestamptz)
          ${excludeIds.length ? sql`and t.id not in ${sqlList(excludeIds)}` : sql``}
        order by random() limit 1`,
  );
  return rows[0] ? toTiebreaker(rows[0], false) : null;
}

/** Use This Question: lock it for this host for a year and reveal the answers. */
export async function useTiebreaker(
  database: Database,
  userId: string,
  id: string,
): Promise<Tiebreaker> {
  return database.db.transaction(async (tx) => {
    const [row] = await selectRows<PoolRow>(
      tx,
      sql`select id, question_text, answer_options from tiebreaker_pool where id = ${id} and is_active`,
    );
    if (!row) throw notFound('Tie-breaker question not found');
    await tx.execute(sql`
      insert into tiebreaker_usage (user_id, tiebreaker_id, used_at) values (${userId}, ${id}, now())
      on conflict (user_id, tiebreaker_id) do update set used_at = excluded.used_at`);
    return toTiebreaker(row, true);
  });
}
