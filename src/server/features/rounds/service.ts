import { randomUUID } from 'node:crypto';
import { eq, type SQL, sql } from 'drizzle-orm';
import {
  GAME_MESSAGES,
  type Game,
  MAX_REPLACEMENTS,
  MAX_TRY_AGAIN,
  type PullRoundInput,
  QUESTION_LOCK_YEARS,
  QUESTIONS_PER_ROUND,
  type RoundQuestion,
  type RoundSetup,
} from '../../../core/game';
import { pictureUrl, type QuestionKind, roundOptionOrder } from '../../../core/questions';
import { normalizeOptions } from '../../db/answer-options';
import type { Database, Db } from '../../db/client';
import { games } from '../../db/schema';
import { selectPrepared, selectRows, sqlList } from '../../db/sql';
import { isWithinLock } from '../../db/usage-lock';
import { conflict, notFound } from '../../http/errors';
import { candidatesPerGroup, keepsMix, type MixCandidate, mixRuleFor, pickMixed } from './mix';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

/** What the games row keeps: ids only, so a flagged or edited question shows as it is now. */
interface StoredGame {
  questionIds: string[];
  tryAgainCount: number;
  /** The round's option order: options go out in roundOptionOrder(options, kind, seed + id). */
  seed?: string;
  /** Questions replaced since the round was pulled, and those taken out (never drawn back). */
  replaceCount?: number;
  replacedIds?: string[];
  /** Questions the host asks as open: their options stay off the screen. */
  optionsHiddenIds?: string[];
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
  kind: QuestionKind;
  answer_variants: string[] | null;
  picture: string | null;
  /** The question's category is data-heavy (capped in a randomized round). */
  is_data_heavy: boolean | null;
  /** The question's category is disabled (the window reads them; they are dropped). */
  is_disabled?: boolean;
};

/** What a draw looks for: the host, the categories (none: all), the questions to leave out. */
interface DrawFor {
  userId: string;
  categoryIds: string[];
  excludeIds: string[];
}

/** The columns a draw answers, with the category's name and whether it is data-heavy. */
const drawnColumns = sql`q.id, q.question_text, q.correct_answer, q.difficulty, q.category_id,
  c.name as category_name, q.multiple_choice_options, q.status, q.kind, q.answer_variants,
  q.picture, c.is_data_heavy, coalesce(c.is_disabled, false) as is_disabled`;

/** The probe "has this host used it within the lock": one index lookup per candidate. */
function isUnused(userId: string) {
  // A scalar subquery, never an anti-join the planner could turn into reading all of a heavy
  // host's used rows.
  return sql`(select 1 from used_questions u
    where u.user_id = ${userId} and u.question_id = q.id
      and ${isWithinLock(sql`u.used_at`, QUESTION_LOCK_YEARS)} limit 1) is null`;
}

function notExcluded(excludeIds: string[]) {
  return excludeIds.length ? sql`and q.id not in ${sqlList(excludeIds)}` : sql``;
}

/**
 * The window (docs/decisions/0041-one-round-draw.md): the first `limit` questions the host may
 * have, in key order from `start` up (after) or below it (before). Each chosen category (or the
 * whole pool) is a range scan of its random-key index, each candidate probed as it is read, the
 * categories merged in key order. Questions of disabled categories are dropped after the read:
 * a filter on the category in the scan makes PostgreSQL expect so few rows that it reads the
 * whole key range and sorts it (60 ms instead of 2 on 100,000 questions).
 */
function windowArc(
  { userId, categoryIds, excludeIds }: DrawFor,
  arc: 'after' | 'before',
  start: number,
  limit: SQL,
) {
  const inArc = (categoryId: string | null) => sql`(select q.id, q.random_key
    from trivia_questions q
    where ${categoryId ? sql`q.category_id = ${categoryId} and ` : sql``}q.status = 'approved'
      and q.random_key ${arc === 'after' ? sql`>=` : sql`<`} ${start}
      and ${isUnused(userId)} ${notExcluded(excludeIds)}
    order by q.random_key limit ${limit})`;
  const arms = categoryIds.length === 0 ? [inArc(null)] : categoryIds.map(inArc);
  return sql`select a.id, a.random_key from (${sql.join(arms, sql` union all `)}) a
    order by a.random_key limit ${limit}`;
}

/** The first PICK_WINDOW questions the host may have from a random key, wrapping at 1. */
function readWindow(db: Executor | Database, draw: DrawFor) {
  const start = Math.random();
  const window = sql.raw(String(PICK_WINDOW));
  const query = sql`with
      after_start as (${windowArc(draw, 'after', start, window)}),
      before_start as (${windowArc(
        draw,
        'before',
        start,
        sql`${window} - (select count(*) from after_start)`,
      )})
    select ${drawnColumns}
    from (select id from after_start union all select id from before_start) w
    join trivia_questions q on q.id = w.id
    left join categories c on c.id = q.category_id`;
  // A fresh pull runs outside a transaction: there the draw is a prepared statement.
  return 'kind' in db ? selectPrepared<QuestionRow>(db, query) : selectRows<QuestionRow>(db, query);
}

/**
 * The first `limit` questions of one category (`inCategory`) the host may have, in key order
 * from `start`, wrapping around at 1; the part below the start is read only when the part above
 * runs short. The order is the category index's own, so Uncategorized (`is null`) never reads
 * the pool through the status index.
 */
function firstInCategory(
  userId: string,
  excludeIds: string[],
  inCategory: SQL,
  start: number,
  limit: SQL,
) {
  const arc = (range: SQL) => sql`(select q.id from trivia_questions q
    where ${inCategory} and q.status = 'approved' and q.random_key ${range}
      and ${isUnused(userId)} ${notExcluded(excludeIds)}
    order by q.category_id, q.status, q.random_key limit ${limit})`;
  return sql`select w.id from (${arc(sql`>= ${start}`)} union all ${arc(sql`< ${start}`)}) w
    limit ${limit}`;
}

/**
 * A few questions of every enabled category (the chosen ones, or all and Uncategorized) from
 * one random key, in one statement: what the mix needs when the window is too uniform.
 */
function readPerCategory(
  db: Executor | Database,
  { userId, categoryIds, excludeIds }: DrawFor,
  perCategory: number,
) {
  const start = Math.random();
  const l = sql.raw(String(perCategory));
  const uncategorized = categoryIds.length
    ? sql``
    : sql`union all select x.id from (${firstInCategory(userId, excludeIds, sql`q.category_id is null`, start, l)}) x`;
  const query = sql`with candidates as (
      select x.id from categories g
      cross join lateral (${firstInCategory(userId, excludeIds, sql`q.category_id = g.id`, start, l)}) x
      where not g.is_disabled ${categoryIds.length ? sql`and g.id in ${sqlList(categoryIds)}` : sql``}
      ${uncategorized})
    select ${drawnColumns}
    from candidates d join trivia_questions q on q.id = d.id
    left join categories c on c.id = q.category_id`;
  return 'kind' in db ? selectPrepared<QuestionRow>(db, query) : selectRows<QuestionRow>(db, query);
}

/**
 * The round draw, under the round's category mix (docs/decisions/0055-round-category-mix.md):
 * first the window, the first PICK_WINDOW questions the host may have after a random key
 * (a random sample of what the host has left, as before the mix); pickMixed chooses `count`
 * of them. Only when the window cannot keep the mix (a pool nearly all of one or two
 * categories, or of data-heavy ones) are a few questions of every category read, in one more
 * statement, and chosen from. When even those cannot keep it, the round is filled from what is
 * left: a full round beats a short one.
 */
async function drawQuestions(
  db: Executor | Database,
  userId: string,
  categoryIds: string[],
  excludeIds: string[],
  count: number,
  taken: readonly QuestionRow[] = [],
): Promise<QuestionRow[]> {
  const chosen = [...new Set(categoryIds)];
  const draw: DrawFor = { userId, categoryIds: chosen, excludeIds };
  const rule = mixRuleFor(chosen.length);
  const takenCandidates = taken.map(asCandidate);
  const pick = (rows: QuestionRow[]) =>
    pickMixed(rows.map(asCandidate), count, rule, Math.random, takenCandidates);
  const window = await readWindow(db, draw);
  const fromWindow = pick(window.filter((r) => !r.is_disabled));
  // A window shorter than PICK_WINDOW holds everything the host has left.
  if (window.length < PICK_WINDOW || keepsMix(fromWindow, count, rule, takenCandidates))
    return fromWindow.map((c) => c.row);
  const perCategory = candidatesPerGroup(rule, chosen.length, PICK_WINDOW);
  return pick(await readPerCategory(db, draw, perCategory)).map((c) => c.row);
}

function groupOf(row: QuestionRow): string {
  return row.category_id ?? '';
}

function asCandidate(row: QuestionRow): MixCandidate & { row: QuestionRow } {
  return { id: row.id, group: groupOf(row), heavy: row.is_data_heavy === true, row };
}

/** Why a pull came back empty, in words that say what to do instead. */
async function explainEmpty(db: Executor, categoryIds: string[]): Promise<string> {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from trivia_questions q
        left join categories c on c.id = q.category_id
        where q.status = 'approved' and not coalesce(c.is_disabled, false)
        ${categoryIds.length ? sql`and q.category_id in ${sqlList(categoryIds)}` : sql``}`,
  );
  return row.n > 0 ? GAME_MESSAGES.usedAll : GAME_MESSAGES.noQuestions;
}

/** How a round shows one question: its options in the round's order, answers only once started. */
function toRoundQuestion(r: QuestionRow, stored: StoredGame): RoundQuestion {
  const withAnswers = stored.showAnswers;
  const options = normalizeOptions(r.multiple_choice_options);
  return {
    id: r.id,
    question_text: r.question_text,
    correct_answer: withAnswers ? r.correct_answer : null,
    difficulty: r.difficulty,
    category_id: r.category_id,
    category_name: r.category_name,
    multiple_choice_options: options
      ? roundOptionOrder(options, r.kind, `${stored.seed ?? ''}${r.id}`)
      : null,
    kind: r.kind,
    answer_variants: withAnswers ? (r.answer_variants ?? []) : null,
    picture_url: pictureUrl(r.picture),
    options_hidden: (stored.optionsHiddenIds ?? []).includes(r.id),
    status: r.status,
  };
}

/**
 * The saved round's questions as they are now. A question the host flagged shows as flagged
 * to that host while the flag is pending, though it stays approved for others.
 */
async function loadRows(db: Executor, userId: string, ids: string[]): Promise<QuestionRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectRows<QuestionRow>(
    db,
    sql`select q.id, q.question_text, q.correct_answer, q.difficulty, q.category_id,
               c.name as category_name, q.multiple_choice_options, q.kind, q.answer_variants,
               q.picture, c.is_data_heavy,
               case when exists (select 1 from flagged_questions f
                 where f.linked_question_id = q.id and f.flagged_by = ${userId}
                   and f.status = 'pending') then 'flagged' else q.status::text end as status
        from trivia_questions q left join categories c on c.id = q.category_id
        where q.id in ${sqlList(ids)}`,
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [r] : [];
  });
}

async function toGame(db: Executor, userId: string, stored: StoredGame): Promise<Game> {
  const rows = await loadRows(db, userId, stored.questionIds);
  return { ...gameFields(stored), questions: rows.map((r) => toRoundQuestion(r, stored)) };
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

/**
 * Saves the host's game; a pull (`lastCategoryIds` given) also keeps the host's choice for
 * /setup, in the same statement.
 */
async function writeStored(
  db: Executor,
  userId: string,
  state: StoredGame,
  lastCategoryIds?: string[],
): Promise<void> {
  const settings =
    lastCategoryIds === undefined
      ? sql``
      : sql`with settings as (
          insert into host_settings (user_id, last_category_ids, updated_at)
          values (${userId}, ${JSON.stringify(lastCategoryIds)}::jsonb, now())
          on conflict (user_id) do update
            set last_category_ids = excluded.last_category_ids, updated_at = now())`;
  await db.execute(sql`${settings}
    insert into games (user_id, state, updated_at)
    values (${userId}, ${JSON.stringify(state)}::jsonb, now())
    on conflict (user_id) do update set state = excluded.state, updated_at = now()`);
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
    replaceCount: stored.replaceCount ?? 0,
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
        rows,
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
    return saveRound(
      tx,
      userId,
      rows,
      retryCategoryIds,
      existing.tryAgainCount + 1,
      existing.replaceCount ?? 0,
    );
  });
}

/** Saves a pulled round (not started) as the host's game and answers it, answers hidden. */
async function saveRound(
  db: Executor,
  userId: string,
  rows: QuestionRow[],
  categoryIds: string[],
  tryAgainCount: number,
  replaceCount = 0,
): Promise<Game> {
  const stored: StoredGame = {
    questionIds: rows.map((r) => r.id),
    tryAgainCount,
    seed: randomUUID(),
    replaceCount,
    replacedIds: [],
    optionsHiddenIds: [],
    showAnswers: false,
    roundActive: false,
    selectedCategoryIds: categoryIds,
    notice: rows.length === 0 ? await explainEmpty(db, categoryIds) : null,
  };
  await writeStored(db, userId, stored, categoryIds);
  return { ...gameFields(stored), questions: rows.map((r) => toRoundQuestion(r, stored)) };
}

/**
 * Replaces one question of the pulled round before it starts (at most MAX_REPLACEMENTS a game,
 * counted apart from Try Again). The new question follows the category mix with the other
 * questions, was not shown in this round, and takes the replaced one's place; the others stay.
 * When none is left, the round stays as it was and no replacement is spent.
 */
export async function replaceQuestion(
  database: Database,
  userId: string,
  questionId: string,
): Promise<Game> {
  return database.db.transaction(async (tx) => {
    const existing = await readStored(tx, userId, true);
    const index = existing?.questionIds.indexOf(questionId) ?? -1;
    if (!existing || index < 0) throw notFound(GAME_MESSAGES.notInRound);
    if (existing.roundActive) throw conflict(GAME_MESSAGES.replaceAfterStart, 'round_active');
    const replaceCount = existing.replaceCount ?? 0;
    if (replaceCount >= MAX_REPLACEMENTS)
      throw conflict(GAME_MESSAGES.maxReplacements, 'max_replacements');
    const others = existing.questionIds.filter((id) => id !== questionId);
    const replacedIds = [...(existing.replacedIds ?? []), questionId];
    const kept = await loadRows(tx, userId, others);
    const [row] = await drawQuestions(
      tx,
      userId,
      existing.selectedCategoryIds,
      [...existing.questionIds, ...replacedIds.filter((id) => id !== questionId)],
      1,
      kept,
    );
    if (!row) throw conflict(GAME_MESSAGES.noReplacement, 'no_replacement');
    const questionIds = [...existing.questionIds];
    questionIds[index] = row.id;
    const stored: StoredGame = {
      ...existing,
      questionIds,
      replaceCount: replaceCount + 1,
      replacedIds,
      optionsHiddenIds: (existing.optionsHiddenIds ?? []).filter((id) => id !== questionId),
      notice: null,
    };
    await writeStored(tx, userId, stored);
    return toGame(tx, userId, stored);
  });
}

/** Asks a question of the held round as open (options hidden) or with its options again. */
export async function setOptionsHidden(
  database: Database,
  userId: string,
  questionId: string,
  optionsHidden: boolean,
): Promise<Game> {
  return database.db.transaction(async (tx) => {
    const existing = await readStored(tx, userId, true);
    if (!existing?.questionIds.includes(questionId)) throw notFound(GAME_MESSAGES.notInRound);
    const hidden = new Set(existing.optionsHiddenIds ?? []);
    if (optionsHidden) hidden.add(questionId);
    else hidden.delete(questionId);
    const stored: StoredGame = { ...existing, optionsHiddenIds: [...hidden] };
    await writeStored(tx, userId, stored);
    return toGame(tx, userId, stored);
  });
}

/**
 * What /setup shows: each enabled category with the approved questions this host has not used
 * within the lock, and the host's last choice. Counted as approved minus used, so a heavy host's
 * used list is read once, not probed per question.
 */
export async function getRoundSetup(database: Database, userId: string): Promise<RoundSetup> {
  const categories = await selectRows<{ id: string; name: string; available: number }>(
    database.db,
    sql`with approved as (
          select q.category_id, count(*)::int as n from trivia_questions q
          where q.status = 'approved' and q.category_id is not null group by q.category_id),
        used as (
          select q.category_id, count(*)::int as n
          from used_questions u join trivia_questions q on q.id = u.question_id
          where u.user_id = ${userId} and ${isWithinLock(sql`u.used_at`, QUESTION_LOCK_YEARS)}
            and q.status = 'approved' and q.category_id is not null
          group by q.category_id)
        select c.id, c.name, greatest(coalesce(a.n, 0) - coalesce(u.n, 0), 0)::int as available
        from categories c
        left join approved a on a.category_id = c.id
        left join used u on u.category_id = c.id
        where not c.is_disabled
        order by lower(c.name)`,
  );
  const [settings] = await selectRows<{ last_category_ids: string[] }>(
    database.db,
    sql`select last_category_ids from host_settings where user_id = ${userId}`,
  );
  const enabled = new Set(categories.map((c) => c.id));
  return {
    categories,
    lastCategoryIds: (settings?.last_category_ids ?? []).filter((id) => enabled.has(id)),
  };
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
      ...existing,
      questionIds: ids,
      showAnswers: true,
      roundActive: true,
      notice: null,
    };
    await writeStored(tx, userId, stored);
    return toGame(tx, userId, stored);
  });
}
