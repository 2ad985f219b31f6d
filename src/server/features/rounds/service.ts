import { eq, sql } from 'drizzle-orm';
import {
  GAME_MESSAGES,
  type Game,
  MAX_TRY_AGAIN,
  type PullRoundInput,
  QUESTION_LOCK_YEARS,
  QUESTIONS_PER_ROUND,
  type RoundQuestion,
} from '../../../core/game';
import type { Database, Db } from '../../db/client';
import { games } from '../../db/schema';
import { selectRows, sqlList } from '../../db/sql';
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

function lockCutoff(now = new Date()): Date {
  const cutoff = new Date(now);
  cutoff.setFullYear(cutoff.getFullYear() - QUESTION_LOCK_YEARS);
  return cutoff;
}

function availableFilter(userId: string, categoryIds: string[], excludeIds: string[]) {
  const cutoff = lockCutoff().toISOString();
  return sql`q.status = 'approved'
    and not exists (
      select 1 from used_questions u
      where u.user_id = ${userId} and u.question_id = q.id and u.used_at > ${cutoff}::timestamptz
    )
    ${categoryIds.length ? sql`and q.category_id in ${sqlList(categoryIds)}` : sql``}
    ${excludeIds.length ? sql`and q.id not in ${sqlList(excludeIds)}` : sql``}`;
}

/**
 * Up to `limit` random available questions: seek from a random point of the
 * (status, random_key) index and wrap around. The keys are independent uniform
 * draws, so any run of consecutive keys is a uniform random sample.
 */
async function pickQuestionIds(
  db: Executor,
  userId: string,
  categoryIds: string[],
  excludeIds: string[],
  limit: number,
): Promise<string[]> {
  const start = Math.random();
  const filter = availableFilter(userId, categoryIds, excludeIds);
  const after = await selectRows<{ id: string }>(
    db,
    sql`select q.id from trivia_questions q where ${filter} and q.random_key >= ${start}
        order by q.random_key limit ${limit}`,
  );
  if (after.length >= limit) return after.map((r) => r.id);
  const before = await selectRows<{ id: string }>(
    db,
    sql`select q.id from trivia_questions q where ${filter} and q.random_key < ${start}
        order by q.random_key limit ${limit - after.length}`,
  );
  return [...after, ...before].map((r) => r.id);
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

async function loadQuestions(
  db: Executor,
  ids: string[],
  withAnswers: boolean,
): Promise<RoundQuestion[]> {
  if (ids.length === 0) return [];
  const rows = await selectRows<{
    id: string;
    question_text: string;
    correct_answer: string;
    difficulty: string;
    category_id: string | null;
    category_name: string | null;
    multiple_choice_options: string[] | string | null;
    status: string;
  }>(
    db,
    sql`select q.id, q.question_text, q.correct_answer, q.difficulty, q.category_id,
               c.name as category_name, q.multiple_choice_options, q.status
        from trivia_questions q left join categories c on c.id = q.category_id
        where q.id in ${sqlList(ids)}`,
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [
      {
        id: r.id,
        question_text: r.question_text,
        correct_answer: withAnswers ? r.correct_answer : null,
        difficulty: r.difficulty,
        category_id: r.category_id,
        category_name: r.category_name,
        multiple_choice_options: normalizeOptions(r.multiple_choice_options),
        status: r.status,
      },
    ];
  });
}

/** Options may have been stored as a JSON string by older imports. */
export function normalizeOptions(value: string[] | string | null): string[] | null {
  if (value == null) return null;
  if (Array.isArray(value)) return value.length ? value.map(String) : null;
  try {
    const parsed = JSON.parse(value);
    return Array.isArray(parsed) && parsed.length ? parsed.map(String) : null;
  } catch {
    return null;
  }
}

async function toGame(db: Executor, stored: StoredGame): Promise<Game> {
  return {
    questions: await loadQuestions(db, stored.questionIds, stored.showAnswers),
    tryAgainCount: stored.tryAgainCount,
    showAnswers: stored.showAnswers,
    roundActive: stored.roundActive,
    selectedCategoryIds: stored.selectedCategoryIds,
    notice: stored.notice,
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
  return stored ? toGame(database.db, stored) : null;
}

export async function clearCurrentGame(database: Database, userId: string): Promise<void> {
  await database.db.delete(games).where(eq(games.userId, userId));
}

/**
 * Pulls a round of 10 for the host. Try Again (isRetry) is counted on the server, at
 * most 3 times, and avoids the questions just shown while others remain.
 */
export async function pullRound(
  database: Database,
  userId: string,
  input: PullRoundInput,
): Promise<Game> {
  return database.db.transaction(async (tx) => {
    const existing = await readStored(tx, userId, true);
    const isRetry = !!input.isRetry && !!existing;
    if (isRetry && existing.roundActive)
      throw conflict(GAME_MESSAGES.roundAlreadyStarted, 'round_active');
    if (isRetry && existing.tryAgainCount >= MAX_TRY_AGAIN)
      throw conflict(GAME_MESSAGES.maxRetries, 'max_retries');
    const categoryIds = input.categoryIds ?? (isRetry ? existing.selectedCategoryIds : []);
    const excludeIds = isRetry ? existing.questionIds : [];

    let ids = await pickQuestionIds(tx, userId, categoryIds, excludeIds, QUESTIONS_PER_ROUND);
    if (ids.length < QUESTIONS_PER_ROUND && excludeIds.length) {
      // Fewer new ones than a round: top up with the ones just shown rather than come up short.
      const topUp = await pickQuestionIds(
        tx,
        userId,
        categoryIds,
        ids,
        QUESTIONS_PER_ROUND - ids.length,
      );
      ids = [...ids, ...topUp];
    }
    let notice: string | null = null;
    if (ids.length === 0) notice = await explainEmpty(tx, categoryIds);
    else if (isRetry && ids.every((id) => excludeIds.includes(id)))
      notice = GAME_MESSAGES.noNewQuestions;

    const stored: StoredGame = {
      questionIds: ids,
      tryAgainCount: isRetry ? existing.tryAgainCount + 1 : 0,
      showAnswers: false,
      roundActive: false,
      selectedCategoryIds: categoryIds,
      notice,
    };
    await writeStored(tx, userId, stored);
    return toGame(tx, stored);
  });
}

/**
 * Start Round: lock the questions for this host for 2 years and reveal the answers. Only the
 * round the host pulled can be started; with no saved round, only approved questions.
 */
export async function startRound(
  database: Database,
  userId: string,
  questionIds: string[],
): Promise<Game> {
  const ids = [...new Set(questionIds)];
  return database.db.transaction(async (tx) => {
    const existing = await readStored(tx, userId, true);
    if (existing) {
      const pulled = new Set(existing.questionIds);
      if (ids.some((id) => !pulled.has(id))) {
        throw conflict(GAME_MESSAGES.notYourRound, 'not_current_round');
      }
    }
    await tx.execute(sql`
      insert into used_questions (user_id, question_id, used_at)
      select ${userId}, q.id, now() from trivia_questions q where q.id in ${sqlList(ids)}
        ${existing ? sql`` : sql`and q.status = 'approved'`}
      on conflict (user_id, question_id) do update set used_at = excluded.used_at`);
    const stored: StoredGame = {
      questionIds: ids,
      tryAgainCount: existing?.tryAgainCount ?? 0,
      showAnswers: true,
      roundActive: true,
      selectedCategoryIds: existing?.selectedCategoryIds ?? [],
      notice: null,
    };
    await writeStored(tx, userId, stored);
    return toGame(tx, stored);
  });
}
