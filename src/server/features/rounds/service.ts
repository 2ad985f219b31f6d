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

/** Candidates read per batch for a window: enough for one batch at the usual used share. */
const FIRST_BATCH = PICK_WINDOW * 3;
/** The most candidates the one-statement pull reads per arc (a host who has used most of the pool). */
const ARC_LIMIT = 400;

type Bound = { key: number; inclusive: boolean };

/**
 * The next `limit` approved questions (of `categoryId`, or all) after `from` in key order,
 * used or not: a plain range scan of a random-key index, so the plan never depends on
 * estimates of the host's used rows.
 */
function keyRange(categoryId: string | null, from: Bound, below: number | null, limit: number) {
  return sql`(select q.id, q.random_key from trivia_questions q
    where ${categoryId ? sql`q.category_id = ${categoryId} and ` : sql``}q.status = 'approved'
      and q.random_key ${from.inclusive ? sql`>=` : sql`>`} ${from.key}
      ${below === null ? sql`` : sql`and q.random_key < ${below}`}
    order by q.random_key limit ${sql.raw(String(Math.trunc(limit)))})`;
}

/** The next `limit` candidates in key order: of all categories, or of each given one merged. */
function candidates(categoryIds: string[], from: Bound, below: number | null, limit: number) {
  if (categoryIds.length === 0) return keyRange(null, from, below, limit);
  return sql`(select id, random_key from (${sql.join(
    categoryIds.map((id) => keyRange(id, from, below, limit)),
    sql` union all `,
  )}) r order by random_key limit ${sql.raw(String(Math.trunc(limit)))})`;
}

/**
 * The host may have this question (no use within the lock): a scalar subquery, one index probe
 * per candidate, never an anti-join the planner could turn into reading all of a heavy host's
 * used rows (with a stale estimate, NOT EXISTS was planned as a nested loop over all 50,000 of
 * them for every candidate: 120 ms).
 */
function isAvailableTo(userId: string, cutoff: string, questionId: SQL) {
  return sql`(select 1 from used_questions u
    where u.user_id = ${userId} and u.question_id = ${questionId}
      and u.used_at > ${cutoff}::timestamptz limit 1) is null`;
}

interface Batch {
  /** Candidates read (used or not); fewer than asked means the range is exhausted. */
  scanned: number;
  lastKey: number | null;
  kept: (QuestionRow & { random_key: number })[];
}

/**
 * One batch: `limit` candidates in key order (per category a range scan of its index, merged),
 * then the ones the host may have, with their rows.
 */
async function scanBatch(
  db: Executor,
  userId: string,
  cutoff: string,
  categoryIds: string[],
  excludeIds: string[],
  from: Bound,
  below: number | null,
  limit: number,
  keep: number,
): Promise<Batch> {
  const rows = await selectRows<
    Partial<QuestionRow> & { scanned: number; last_key: number | null; random_key: number | null }
  >(
    db,
    sql`with cand as materialized ${candidates(categoryIds, from, below, limit)},
      kept as (
        select k.id, k.random_key from cand k
        where ${isAvailableTo(userId, cutoff, sql`k.id`)}
          ${excludeIds.length ? sql`and k.id not in ${sqlList(excludeIds)}` : sql``}
        order by k.random_key limit ${keep}
      )
    select s.scanned, s.last_key, k.random_key, q.id, q.question_text, q.correct_answer,
           q.difficulty, q.category_id, c.name as category_name, q.multiple_choice_options, q.status
    from (select count(*)::int as scanned, max(random_key) as last_key from cand) s
    left join (kept k join trivia_questions q on q.id = k.id
               left join categories c on c.id = q.category_id) on true
    order by k.random_key`,
  );
  const first = rows[0];
  return {
    scanned: Number(first?.scanned ?? 0),
    lastKey: first?.last_key ?? null,
    kept: rows.filter((r) => r.id) as (QuestionRow & { random_key: number })[],
  };
}

/**
 * Up to `count` random available questions, answers included. From a random point of the
 * random-key index (wrapping around at 1), the first PICK_WINDOW questions the host may have;
 * then `count` of those at random. The keys are independent uniform draws, so the window is a
 * random sample of the available questions; drawing 10 of 40 evens out the pull of a question
 * that follows a long run of used ones (docs/decisions/0018-round-pull-range-scans-probe-window.md
 * has why). Usually one statement; a batch that runs short (a host who has used most of the
 * pool) reads the next, twice as large.
 */
async function pickQuestions(
  db: Executor,
  userId: string,
  categoryIds: string[],
  excludeIds: string[],
  count: number,
): Promise<QuestionRow[]> {
  const start = Math.random();
  const cutoff = lockCutoff().toISOString();
  const categories = [...new Set(categoryIds)];
  const window = Math.max(PICK_WINDOW, count);
  const kept: QuestionRow[] = [];
  // The wheel in two arcs: [start, 1), then [0, start).
  const arcs: [Bound, number | null][] = [
    [{ key: start, inclusive: true }, null],
    [{ key: 0, inclusive: true }, start],
  ];
  let limit = Math.max(FIRST_BATCH, count * 3);
  for (const [first, below] of arcs) {
    let from = first;
    while (kept.length < window) {
      const batch = await scanBatch(
        db,
        userId,
        cutoff,
        categories,
        excludeIds,
        from,
        below,
        limit,
        window - kept.length,
      );
      kept.push(...batch.kept);
      if (batch.scanned < limit || batch.lastKey === null) break; // this arc is exhausted
      from = { key: batch.lastKey, inclusive: false };
      limit *= 2;
    }
    if (kept.length >= window) break;
  }
  const pool = kept.slice(0, window);
  // A partial Fisher-Yates shuffle: `count` of the window, uniformly.
  for (let i = 0; i < Math.min(count, pool.length); i++) {
    const j = i + Math.floor(Math.random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool
    .slice(0, count)
    .map(({ random_key: _key, ...row }: QuestionRow & { random_key?: number }) => row);
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

/**
 * A fresh round in one statement, for the usual case. Each arc of the key wheel (from a random
 * key up to 1, then from 0 up to it) is a range scan of a random-key index in key order (per
 * category, merged), probed candidate by candidate against the host's used list, and stopped
 * as soon as PICK_WINDOW have passed: a new host's pull reads about 40 index entries, a host
 * who has used half the pool about 80, and the part below the start is read only when the
 * part above runs short. Then 10 of the window at random, the game saved, the 10 rows read:
 * one round trip. The same draw as pickQuestions. Each arc reads at most ARC_LIMIT candidates;
 * when the window is not filled within them (a host who has used most of the pool), nothing
 * is saved and the caller takes the batch-by-batch path. `allowed`, a condition checked in the
 * same statement (the host's session unchanged since it was judged), saves and returns nothing
 * when false: null either way.
 */
export async function pullFreshInOneStatement(
  database: Database,
  userId: string,
  categoryIds: string[],
  allowed: SQL = sql`true`,
): Promise<Game | null> {
  const start = Math.random();
  const cutoff = lockCutoff().toISOString();
  const categories = [...new Set(categoryIds)];
  const available = (from: Bound, below: number | null, limit: SQL) => sql`select a.id, a.random_key
    from ${candidates(categories, from, below, ARC_LIMIT)} a
    where ${isAvailableTo(userId, cutoff, sql`a.id`)}
    order by a.random_key limit ${limit}`;
  const window = sql.raw(String(PICK_WINDOW));
  const state = sql`jsonb_build_object(
      'questionIds', (select coalesce(jsonb_agg(id order by draw), '[]'::jsonb) from chosen),
      'tryAgainCount', 0, 'showAnswers', false, 'roundActive', false,
      'selectedCategoryIds', ${JSON.stringify(categoryIds)}::jsonb, 'notice', null)`;
  // ORDER BY ... LIMIT over a subquery already in key order: PostgreSQL reads the index and
  // probes lazily, and stops at the limit (EXPLAIN: 60 probes, not the 200 of a read-then-filter).
  const rows = await selectPrepared<QuestionRow>(
    database,
    sql`with allowed as (select ${allowed} as ok),
      upper_kept as (
        ${available({ key: start, inclusive: true }, null, window)}
      ),
      lower_kept as (
        ${available({ key: 0, inclusive: true }, start, sql`(${window} - (select count(*) from upper_kept))`)}
      ),
      kept as (select id from upper_kept union all select id from lower_kept),
      chosen as (
        select id, random() as draw from kept
        where (select count(*) from kept) >= ${window}
        order by draw limit ${sql.raw(String(QUESTIONS_PER_ROUND))}
      ),
      saved as (
        insert into games (user_id, state, updated_at)
        select ${userId}, ${state}, now() where (select ok from allowed) and exists (select 1 from chosen)
        on conflict (user_id) do update set state = excluded.state, updated_at = excluded.updated_at
      )
    select q.id, q.question_text, q.correct_answer, q.difficulty, q.category_id,
           c.name as category_name, q.multiple_choice_options, q.status
    from chosen ch join trivia_questions q on q.id = ch.id
    left join categories c on c.id = q.category_id
    where (select ok from allowed)
    order by ch.draw`,
  );
  if (rows.length === 0) return null;
  return {
    tryAgainCount: 0,
    showAnswers: false,
    roundActive: false,
    selectedCategoryIds: categoryIds,
    notice: null,
    questions: rows.map((r) => toRoundQuestion(r, false)),
  };
}

/** A fresh round (not Try Again): usually one statement; else pick batch by batch, then save. */
async function pullFreshRound(database: Database, userId: string, categoryIds: string[]) {
  const quick = await pullFreshInOneStatement(database, userId, categoryIds);
  if (quick) return quick;
  const rows = await pickQuestions(database.db, userId, categoryIds, [], QUESTIONS_PER_ROUND);
  const notice = rows.length === 0 ? await explainEmpty(database.db, categoryIds) : null;
  const stored: StoredGame = {
    questionIds: rows.map((r) => r.id),
    tryAgainCount: 0,
    showAnswers: false,
    roundActive: false,
    selectedCategoryIds: categoryIds,
    notice,
  };
  await writeStored(database.db, userId, stored);
  return { ...gameFields(stored), questions: rows.map((r) => toRoundQuestion(r, false)) };
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
  // Only Try Again depends on the saved game; a fresh pull replaces it whatever it was.
  if (!input.isRetry) return pullFreshRound(database, userId, input.categoryIds ?? []);
  return database.db.transaction(async (tx) => {
    const existing = await readStored(tx, userId, true);
    const isRetry = !!existing;
    if (isRetry && existing.roundActive)
      throw conflict(GAME_MESSAGES.roundAlreadyStarted, 'round_active');
    if (isRetry && existing.tryAgainCount >= MAX_TRY_AGAIN)
      throw conflict(GAME_MESSAGES.maxRetries, 'max_retries');
    const categoryIds = input.categoryIds ?? (isRetry ? existing.selectedCategoryIds : []);
    const excludeIds = isRetry ? existing.questionIds : [];

    let rows = await pickQuestions(tx, userId, categoryIds, excludeIds, QUESTIONS_PER_ROUND);
    if (rows.length < QUESTIONS_PER_ROUND && excludeIds.length) {
      // Fewer new ones than a round: top up with the ones just shown rather than come up short.
      const topUp = await pickQuestions(
        tx,
        userId,
        categoryIds,
        rows.map((r) => r.id),
        QUESTIONS_PER_ROUND - rows.length,
      );
      rows = [...rows, ...topUp];
    }
    const ids = rows.map((r) => r.id);
    if (isRetry && ids.every((id) => excludeIds.includes(id))) {
      // No new round came back: the round on screen stays and the try is not spent.
      const notice = ids.length
        ? GAME_MESSAGES.noNewQuestions
        : await explainEmpty(tx, categoryIds);
      const kept: StoredGame = { ...existing, notice };
      await writeStored(tx, userId, kept);
      return toGame(tx, userId, kept);
    }
    const notice = ids.length === 0 ? await explainEmpty(tx, categoryIds) : null;

    const stored: StoredGame = {
      questionIds: ids,
      tryAgainCount: isRetry ? existing.tryAgainCount + 1 : 0,
      showAnswers: false,
      roundActive: false,
      selectedCategoryIds: categoryIds,
      notice,
    };
    await writeStored(tx, userId, stored);
    return { ...gameFields(stored), questions: rows.map((r) => toRoundQuestion(r, false)) };
  });
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
