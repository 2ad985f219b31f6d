import { sql } from 'drizzle-orm';
import { GAME_MESSAGES, MAX_TIEBREAKER_RETRIES, TIEBREAKER_LOCK_YEARS } from '../../../core/game';
import {
  type Guess,
  type NextTiebreaker,
  TIEBREAKER_MESSAGES,
  type Tiebreaker,
  type TiebreakerKind,
  type TiebreakerSession,
  unitOf,
} from '../../../core/tiebreakers';
import { normalizeOptions } from '../../db/answer-options';
import type { Database, Db } from '../../db/client';
import { selectRows, sqlList } from '../../db/sql';
import { isWithinLock } from '../../db/usage-lock';
import { conflict, notFound } from '../../http/errors';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

interface PoolRow {
  id: string;
  kind: TiebreakerKind;
  question_text: string;
  answer_options: string[] | string;
  number_answer: number | null;
  source: string | null;
}

/** The pool row's columns a host's question is read from. */
const POOL_COLUMNS = sql.raw('id, kind, question_text, answer_options, number_answer, source');

/**
 * What the tiebreaker_sessions row keeps: the questions shown, the last on screen, and the
 * teams' guesses for it (a closest-number one, once used). A new question clears the guesses.
 */
interface StoredSession {
  shownIds: string[];
  isUsed: boolean;
  guesses: Guess[];
}

function toTiebreaker(row: PoolRow, withAnswers: boolean): Tiebreaker {
  const answers =
    normalizeOptions(row.answer_options) ??
    (typeof row.answer_options === 'string' ? [row.answer_options] : []);
  const numberAnswer = row.kind === 'number' ? row.number_answer : null;
  return {
    id: row.id,
    kind: row.kind,
    questionText: row.question_text,
    answerList: withAnswers ? answers : null,
    answerCount: answers.length,
    numberAnswer: withAnswers ? numberAnswer : null,
    unit: withAnswers ? unitOf(answers[0], numberAnswer) : null,
    source: withAnswers ? row.source : null,
  };
}

function toSession(row: PoolRow, stored: StoredSession): TiebreakerSession {
  return {
    tiebreaker: toTiebreaker(row, stored.isUsed),
    retriesLeft: Math.max(0, MAX_TIEBREAKER_RETRIES - (stored.shownIds.length - 1)),
    isUsed: stored.isUsed,
    guesses: stored.guesses,
  };
}

/** One active tie-breaker the host has not used within the lock, other than `excludeIds`. */
async function pickTiebreaker(
  db: Executor,
  userId: string,
  excludeIds: string[],
): Promise<PoolRow | null> {
  const rows = await selectRows<PoolRow>(
    db,
    sql`select t.id, t.kind, t.question_text, t.answer_options, t.number_answer, t.source
        from tiebreaker_pool t
        where t.is_active
          and not exists (select 1 from tiebreaker_usage u where u.user_id = ${userId}
                          and u.tiebreaker_id = t.id
                          and ${isWithinLock(sql`u.used_at`, TIEBREAKER_LOCK_YEARS)})
          ${excludeIds.length ? sql`and t.id not in ${sqlList(excludeIds)}` : sql``}
        order by random() limit 1`,
  );
  return rows[0] ?? null;
}

async function readSession(
  db: Executor,
  userId: string,
  forUpdate = false,
): Promise<StoredSession | null> {
  const rows = await selectRows<{ shown_ids: string[]; is_used: boolean; guesses: Guess[] }>(
    db,
    sql`select shown_ids, is_used, guesses from tiebreaker_sessions where user_id = ${userId}
        ${forUpdate ? sql`for update` : sql``}`,
  );
  const row = rows[0];
  return row ? { shownIds: row.shown_ids, isUsed: row.is_used, guesses: row.guesses ?? [] } : null;
}

async function writeSession(db: Executor, userId: string, stored: StoredSession): Promise<void> {
  await db.execute(sql`
    update tiebreaker_sessions
    set shown_ids = ${JSON.stringify(stored.shownIds)}::jsonb, is_used = ${stored.isUsed},
        guesses = ${JSON.stringify(stored.guesses)}::jsonb, updated_at = now()
    where user_id = ${userId}`);
}

/** No question on screen: before the first, or when none is left. */
const NO_SESSION: TiebreakerSession = {
  tiebreaker: null,
  retriesLeft: MAX_TIEBREAKER_RETRIES,
  isUsed: false,
  guesses: [],
};

/** The session as it stands, or null when it has no question (or its question left the pool). */
async function loadSession(db: Executor, stored: StoredSession): Promise<TiebreakerSession | null> {
  const currentId = stored.shownIds.at(-1);
  if (!currentId) return null;
  const [row] = await selectRows<PoolRow>(
    db,
    sql`select ${POOL_COLUMNS} from tiebreaker_pool where id = ${currentId} and is_active`,
  );
  return row ? toSession(row, stored) : null;
}

/** The host's tie-breaker session as the server keeps it, so a reload shows the same count. */
export async function getCurrentTiebreaker(
  database: Database,
  userId: string,
): Promise<TiebreakerSession> {
  const stored = await readSession(database.db, userId);
  return (stored && (await loadSession(database.db, stored))) ?? NO_SESSION;
}

/**
 * The next tie-breaker question. A session begins with its first question and lasts until that
 * question, or one tried in its place, is used. While it lasts, each call is a Try Different
 * Question: at most MAX_TIEBREAKER_RETRIES, never one shown in it before; past them a 409 and
 * nothing shown. A call with no session, or after its question was used (or left the pool),
 * begins a new one. A retry with nothing new to offer keeps the question and spends nothing.
 */
export async function showNextTiebreaker(
  database: Database,
  userId: string,
): Promise<NextTiebreaker> {
  return database.db.transaction(async (tx) => {
    // The row exists before it is locked, so two first calls at once also take turns.
    await tx.execute(sql`insert into tiebreaker_sessions (user_id) values (${userId})
      on conflict (user_id) do nothing`);
    const stored = (await readSession(tx, userId, true)) ?? {
      shownIds: [],
      isUsed: false,
      guesses: [],
    };
    const open = stored.isUsed ? null : await loadSession(tx, stored);
    if (open) {
      if (open.retriesLeft === 0) throw conflict(GAME_MESSAGES.tiebreakerNoRetries, 'max_retries');
      const row = await pickTiebreaker(tx, userId, stored.shownIds);
      if (!row) return { ...open, message: GAME_MESSAGES.tiebreakerNoneUnused };
      const retried: StoredSession = {
        shownIds: [...stored.shownIds, row.id],
        isUsed: false,
        guesses: [],
      };
      await writeSession(tx, userId, retried);
      const session = toSession(row, retried);
      return { ...session, message: GAME_MESSAGES.tiebreakerRetried(session.retriesLeft) };
    }
    const row = await pickTiebreaker(tx, userId, []);
    const begun: StoredSession = { shownIds: row ? [row.id] : [], isUsed: false, guesses: [] };
    await writeSession(tx, userId, begun);
    return row
      ? { ...toSession(row, begun), message: null }
      : { ...NO_SESSION, message: GAME_MESSAGES.tiebreakerNone };
  });
}

/**
 * Use This Question: lock it for this host for a year and reveal the answers. Using the
 * session's question ends the session: the next question begins a new one.
 */
export async function useTiebreaker(
  database: Database,
  userId: string,
  id: string,
): Promise<Tiebreaker> {
  return database.db.transaction(async (tx) => {
    const [row] = await selectRows<PoolRow>(
      tx,
      sql`select ${POOL_COLUMNS} from tiebreaker_pool where id = ${id} and is_active`,
    );
    if (!row) throw notFound('Tie-breaker question not found');
    await tx.execute(sql`
      insert into tiebreaker_usage (user_id, tiebreaker_id, used_at) values (${userId}, ${id}, now())
      on conflict (user_id, tiebreaker_id) do update set used_at = excluded.used_at`);
    await tx.execute(sql`
      update tiebreaker_sessions set is_used = true, updated_at = now()
      where user_id = ${userId} and not is_used
        and shown_ids ->> (jsonb_array_length(shown_ids) - 1) = ${id}`);
    return toTiebreaker(row, true);
  });
}

/**
 * The teams' guesses for the closest-number question in use, all at once: they replace the
 * last ones, so a reload or another device shows them. Only while the session's question is a
 * number one that has been used (409 otherwise, nothing kept).
 */
export async function saveGuesses(
  database: Database,
  userId: string,
  guesses: Guess[],
): Promise<TiebreakerSession> {
  return database.db.transaction(async (tx) => {
    const stored = await readSession(tx, userId, true);
    const open = stored?.isUsed ? await loadSession(tx, stored) : null;
    if (!stored || !open || open.tiebreaker?.kind !== 'number') {
      throw conflict(TIEBREAKER_MESSAGES.guessesNotNow, 'not_in_use');
    }
    const saved: StoredSession = { ...stored, guesses };
    await writeSession(tx, userId, saved);
    return { ...open, guesses };
  });
}
