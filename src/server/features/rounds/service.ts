import { eq, type SQL, sql } from 'drizzle-orm';
import {
  GAME_MESSAGES,
  type Game,
  MAX_TRY_AGAIN,
  type PullRoundInput,
  QUESTION_LOCK_YEARS,
  QUESTIONS_PER_ROUND,
  type RoundQuestion,
} from '../../../core/game';
import { normalizeOptions } from '../../db/answer-options';
import type { Database, Db } from '../../db/client';
import { games } from '../../db/schema';
import { selectPrepared, selectRows, sqlList } from '../../db/sql';
import { isWithinLock } from '../../db/usage-lock';
import { conflict } from '../../http/errors';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

/** What the games row keeps: ids only, so a flagged or edited question shows as it is now. */
interface StoredGame {
  questionIds: string[];
  tryAgainCount: number;
  showAnswers: boolean;
  roundActive: boolean;
  selectedCategoryIds: string[];
  notice: string | null;
}

/**
 * A round is drawn from a window of this many available questions that follow a random point
 * in key order. Taking 10 of a wider window at random evens out the pull of a question that
 * follows a long run of used ones, and leaves shorter used runs behind
 * (docs/decisions/0018-round-pull-range-scans-probe-window.md).
 */
export const PICK_WINDOW = 40;

type QuestionRow = {
  id: string;
  question_text: string;
  correct_answer: string;
  difficulty: string;
  category_id: string | null;
  category_name: string | null;
  multiple_choice_options: string[] | string | null;
  status: string;
};

/** What a draw looks for: the host, the categories (none: all), the questions to leave out. */
interface DrawFor {
  userId: string;
  categoryIds: string[];
  excludeIds: string[];
}

/**
 * The first `limit` approved questions of the draw, in key order, with keys from `start` up
 * (after) or below it (before), that the host may have. Each
 * category is a range scan of its random-key index, each candidate probed against the host's
 * used list as it is read, and the categories are merged in key order: PostgreSQL reads no
 * further than the limit needs, and the plan never depends on estimates of the host's used rows.
 */
function availableInArc(
  { userId, categoryIds, excludeIds }: DrawFor,
  arc: 'after' | 'before',
  start: number,
  limit: SQL,
) {
  // The probe is a scalar subquery, one index lookup per candidate: never an anti-join the
  // planner could turn into reading all of a heavy host's used rows.
  const inArc = (categoryId: string | null) => sql`(select q.id, q.random_key
    from trivia_questions q
    where ${categoryId ? sql`q.category_id = ${categoryId} and ` : sql``}q.status = 'approved'
      and q.random_key ${arc === 'after' ? sql`>=` : sql`<`} ${start}
      and (select 1 from used_questions u
           where u.user_id = ${userId} and u.question_id = q.id
             and ${isWithinLock(sql`u.used_at`, QUESTION_LOCK_YEARS)} limit 1) is null
      ${excludeIds.length ? sql`and q.id not in ${sqlList(excludeIds)}` : sql``}
    order by q.random_key limit ${limit})`;
  const arms = categoryIds.length === 0 ? [inArc(null)] : categoryIds.map(inArc);
  return sql`select a.id, a.random_key from (${sql.join(arms, sql` union all `)}) a
    order by a.random_key limit ${limit}`;
}

/**
 * The round draw: from a random point of the key wheel (wrapping around at 1), the first
 * PICK_WINDOW questions the host may have, then `count` of them at random, with their rows.
 * The keys are independent uniform draws, so the window is a random sample of the available
 * questions. The part of the wheel below the start is read only when the part above runs short.
 */
async function drawQuestions(
  db: Executor | Database,
  userId: string,
  categoryIds: string[],
  excludeIds: string[],
  count: number,
): Promise<QuestionRow[]> {
  const draw: DrawFor = { userId, categoryIds: [...new Set(categoryIds)], excludeIds };
  const start = Math.random();
  const window = sql.raw(String(PICK_WINDOW));
  const query = sql`with
      after_start as (${availableInArc(draw, 'after', start, window)}),
      before_start as (${availableInArc(
        draw,
        'before',
        start,
        sql`${window} - (select count(*) from after_start)`,
      )}),
      drawn as (
        select id, random() as draw
        from (select id from after_start union all select id from before_start) w
        order by draw limit ${sql.raw(String(count))}
      )
    select q.id, q.question_text, q.correct_answer, q.difficulty, q.category_id,
           c.name as category_name, q.multiple_choice_options, q.status
    from drawn d join trivia_questions q on q.id = d.id
    left join categories c on c.id = q.category_id
    order by d.draw`;
  // A fresh pull runs outside a transaction: there the draw is a prepared statement.
  return 'kind' in db ? selectPrepared<QuestionRow>(db, query) : selectRows<QuestionRow>(db, query);
}

/** Why a pull came back empty, in the spec's words. */
async function explainEmpty(db: Executor, categoryIds: string[]): Promise<string> {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from trivia_questions q where q.status = 'approved'
        ${categoryIds.length ? sql`and q.category_id in ${sqlList(categoryIds)}` : sql``}`,
  );
  return row.n > 0 ? GAME_MESSAGES.usedAll : GAME_MESSAGES.noQuestions;
}

function toRoundQuestion(r: QuestionRow, withAnswers: boolean): RoundQuestion {
  return {
    id: r.id,
    question_text: r.question_text,
    correct_answer: withAnswers ? r.correct_answer : null,
    difficulty: r.difficulty,
    category_id: r.category_id,
    category_name: r.category_name,
    multiple_choice_options: normalizeOptions(r.multiple_choice_options),
    status: r.status,
  };
}

/**
 * The saved round's questions as they are now. A question the host flagged shows as flagged
 * to that host while the flag is pending, though it stays approved for others.
 */
async function loadQuestions(
  db: Executor,
  userId: string,
  ids: string[],
  withAnswers: boolean,
): Promise<RoundQuestion[]> {
  if (ids.length === 0) return [];
  const rows = await selectRows<QuestionRow>(
    db,
    sql`select q.id, q.question_text, q.correct_answer, q.difficulty, q.category_id,
               c.name as category_name, q.multiple_choice_options,
               case when exists (select 1 from flagged_questions f
                 where f.linked_question_id = q.id and f.flagged_by = ${userId}
                   and f.status = 'pending') then 'flagged' else q.status::text end as status
        from trivia_questions q left join categories c on c.id = q.category_id
        where q.id in ${sqlList(ids)}`,
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [toRoundQuestion(r, withAnswers)] : [];
  });
}

async function toGame(db: Executor, userId: string, stored: StoredGame): Promise<Game> {
  return {
    ...gameFields(stored),
    questions: await loadQuestions(db, userId, stored.questionIds, stored.showAnswers),
  };
}

async function readStored(
  db: Executor,
  userId: string,
  forUpdate = false,
): Promise<StoredGame | null> {
  const rows = await selectRows<{ state: StoredGame }>(
    db,
    sql`select state from games where user_id = ${userId} ${forUpdate ? sql`for update` : sql``}`,
  );
  return rows[0]?.state ?? null;
}

async function writeStored(db: Executor, userId: string, state: StoredGame): Promise<void> {
  await db
    .insert(games)
    .values({ userId, state })
    .onConflictDoUpdate({ target: games.userId, set: { state, updatedAt: new Date() } });
}

export async function getCurrentGame(database: Database, userId: string): Promise<Game | null> {
  const stored = await readStored(database.db, userId);
  return stored ? toGame(database.db, userId, stored) : null;
}

export async function clearCurrentGame(database: Database, userId: string): Promise<void> {
  await database.db.delete(games).where(eq(games.userId, userId));
}

function gameFields(stored: StoredGame): Omit<Game, 'questions'> {
  return {
    tryAgainCount: stored.tryAgainCount,
    showAnswers: stored.showAnswers,
    roundActive: stored.roundActive,
    selectedCategoryIds: stored.selectedCategoryIds,
    notice: stored.notice,
  };
}

/**
 * Pulls a round of 10 for the host. Try Again (isRetry) is counted on the server, at
 * most 3 times, and avoids the questions just shown while others remain. A Try Again that
 * brings back none but those just shown keeps the round, says so, and is not counted.
 */
export async function pullRound(
  database: Database,
  userId: string,
  input: PullRoundInput,
): Promise<Game> {
  const categoryIds = input.categoryIds ?? [];
  // Only Try Again depends on the saved game; a fresh pull replaces it whatever it was.
  if (!input.isRetry) {
    const rows = await drawQuestions(database, userId, categoryIds, [], QUESTIONS_PER_ROUND);
    return saveRound(database.db, userId, rows, categoryIds, 0);
  }
  return database.db.transaction(async (tx) => {
    const existing = await readStored(tx, userId, true);
    if (!existing) {
      const rows = await drawQuestions(tx, userId, categoryIds, [], QUESTIONS_PER_ROUND);
      return saveRound(tx, userId, rows, categoryIds, 0);
    }
    if (existing.roundActive) throw conflict(GAME_MESSAGES.roundAlreadyStarted, 'round_active');
    if (existing.tryAgainCount >= MAX_TRY_AGAIN)
      throw conflict(GAME_MESSAGES.maxRetries, 'max_retries');
    const retryCategoryIds = input.categoryIds ?? existing.selectedCategoryIds;
    const shownIds = existing.questionIds;

    let rows = await drawQuestions(tx, userId, retryCategoryIds, shownIds, QUESTIONS_PER_ROUND);
    if (rows.length < QUESTIONS_PER_ROUND && shownIds.length) {
      // Fewer new ones than a round: top up with the ones just shown rather than come up short.
      const topUp = await drawQuestions(
        tx,
        userId,
        retryCategoryIds,
        rows.map((r) => r.id),
        QUESTIONS_PER_ROUND - rows.length,
      );
      rows = [...rows, ...topUp];
    }
    if (rows.every((r) => shownIds.includes(r.id))) {
      // No new round came back: the round on screen stays and the try is not spent.
      const notice = rows.length
        ? GAME_MESSAGES.noNewQuestions
        : await explainEmpty(tx, retryCategoryIds);
      const kept: StoredGame = { ...existing, notice };
      await writeStored(tx, userId, kept);
      return toGame(tx, userId, kept);
    }
    return saveRound(tx, userId, rows, retryCategoryIds, existing.tryAgainCount + 1);
  });
}

/** Saves a pulled round (not started) as the host's game and answers it, answers hidden. */
async function saveRound(
  db: Executor,
  userId: string,
  rows: QuestionRow[],
  categoryIds: string[],
  tryAgainCount: number,
): Promise<Game> {
  const stored: StoredGame = {
    questionIds: rows.map((r) => r.id),
    tryAgainCount,
    showAnswers: false,
    roundActive: false,
    selectedCategoryIds: categoryIds,
    notice: rows.length === 0 ? await explainEmpty(db, categoryIds) : null,
  };
  await writeStored(db, userId, stored);
  return { ...gameFields(stored), questions: rows.map((r) => toRoundQuestion(r, false)) };
}

/**
 * Start Round: lock the questions for this host for 2 years and reveal the answers. Only the
 * round the host pulled and holds, not yet started, can be started: after End Round (no saved
 * round) or with any other id, nothing is written and no answer shown. Starting the held round
 * again once it has started (a retry after a lost answer) returns it as it is.
 */
export async function startRound(
  database: Database,
  userId: string,
  questionIds: string[],
): Promise<Game> {
  const ids = [...new Set(questionIds)];
  return database.db.transaction(async (tx) => {
    const existing = await readStored(tx, userId, true);
    const held = new Set(existing?.questionIds ?? []);
    if (!existing || ids.some((id) => !held.has(id))) {
      throw conflict(GAME_MESSAGES.notYourRound, 'not_current_round');
    }
    if (existing.roundActive) return toGame(tx, userId, existing);
    await tx.execute(sql`
      insert into used_questions (user_id, question_id, used_at)
      select ${userId}, q.id, now() from trivia_questions q where q.id in ${sqlList(ids)}
      on conflict (user_id, question_id) do update set used_at = excluded.used_at`);
    const stored: StoredGame = {
      questionIds: ids,
      tryAgainCount: existing.tryAgainCount,
      showAnswers: true,
      roundActive: true,
      selectedCategoryIds: existing.selectedCategoryIds,
      notice: null,
    };
    await writeStored(tx, userId, stored);
    return toGame(tx, userId, stored);
  });
}
