import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';

// Counters of our own in Better Auth's rate_limit table (so every server copy shares them, and
// backups leave them out with Better Auth's), under keys its own per-address limits never use:
// they start with a word and a colon. Here last_request is when the counter's window began.

const HOUR_MS = 60 * 60 * 1000;

/** Failed sign-ins (and current-password checks) an account takes before it answers 429. */
export const ACCOUNT_FAILURES_MAX = 10;
export const ACCOUNT_FAILURES_WINDOW_MS = 15 * 60 * 1000;

/** Reset or verification e-mails one address receives in an hour, whoever asks. */
export const MAILS_PER_RECIPIENT_MAX = 3;
export const MAILS_PER_RECIPIENT_WINDOW_MS = HOUR_MS;

export type MailKind = 'reset' | 'verify' | 'email-change';

/** Adds one to the counter `key` (a new window when the last one is over); the count now. */
async function countEvent(
  database: Database,
  key: string,
  windowMs: number,
  now = Date.now(),
): Promise<number> {
  const [row] = await database.query<{ count: number }>(
    `insert into rate_limit (id, key, count, last_request) values ($1, $2, 1, $3)
     on conflict (key) do update set
       count = case when rate_limit.last_request <= $4 then 1 else rate_limit.count + 1 end,
       last_request = case when rate_limit.last_request <= $4 then $3 else rate_limit.last_request end
     returning count`,
    [randomUUID(), key, now, now - windowMs],
  );
  return Number(row.count);
}

/** The counter `key` in its current window, and the seconds until that window ends. */
async function readCount(database: Database, key: string, windowMs: number, now = Date.now()) {
  const [row] = await database.query<{ count: number; last_request: string | number }>(
    'select count, last_request from rate_limit where key = $1 and last_request > $2',
    [key, now - windowMs],
  );
  if (!row) return { count: 0, retryAfterS: 0 };
  const endsAt = Number(row.last_request) + windowMs;
  return { count: Number(row.count), retryAfterS: Math.max(1, Math.ceil((endsAt - now) / 1000)) };
}

const accountKey = (email: string) => `account-failures:${email.trim().toLowerCase()}`;

/** Seconds to wait while the account has met its failure limit, else null. */
export async function accountLockedFor(database: Database, email: string): Promise<number | null> {
  const { count, retryAfterS } = await readCount(
    database,
    accountKey(email),
    ACCOUNT_FAILURES_WINDOW_MS,
  );
  return count >= ACCOUNT_FAILURES_MAX ? retryAfterS : null;
}

export async function countAccountFailure(database: Database, email: string): Promise<void> {
  await countEvent(database, accountKey(email), ACCOUNT_FAILURES_WINDOW_MS);
}

export async function clearAccountFailures(database: Database, email: string): Promise<void> {
  await database.query('delete from rate_limit where key = $1', [accountKey(email)]);
}

/**
 * Whether one more e-mail of this kind may go to this address now (counted when it may). The
 * callers answer the same either way, so nobody learns whether an account exists or was mailed.
 */
export async function mayMail(database: Database, kind: MailKind, to: string): Promise<boolean> {
  const key = `mail-${kind}:${to.trim().toLowerCase()}`;
  const count = await countEvent(database, key, MAILS_PER_RECIPIENT_WINDOW_MS);
  if (count > MAILS_PER_RECIPIENT_MAX) {
    console.warn(`[mail] ${kind} e-mail not sent: ${MAILS_PER_RECIPIENT_MAX} an hour per address`);
    return false;
  }
  return true;
}
