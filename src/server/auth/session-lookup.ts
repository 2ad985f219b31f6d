import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { session as sessionTable, user as userTable } from '../db/schema';
import type { Auth } from './auth';

export type SessionRow = typeof sessionTable.$inferSelect;
export type SessionUserRow = typeof userTable.$inferSelect;

export interface SessionLookup {
  session: SessionRow;
  user: SessionUserRow;
  /** md5 of the session and user rows as read: the same only while neither row has changed. */
  digest: string;
}

/** What the fast path needs of Better Auth's settings: read once per Auth. */
interface CookieSettings {
  sessionCookie: string;
  dontRememberCookie: string;
  expiresInMs: number;
  updateAgeMs: number;
}

/** What `make` gives for `key`, made once and kept as long as the key lives. */
function keptFor<K extends object, V>(kept: WeakMap<K, V>, key: K, make: (key: K) => V): V {
  let value = kept.get(key);
  if (value === undefined) {
    value = make(key);
    kept.set(key, value);
  }
  return value;
}

const settingsByAuth = new WeakMap<Auth, Promise<CookieSettings>>();

function cookieSettings(auth: Auth): Promise<CookieSettings> {
  return keptFor(settingsByAuth, auth, () =>
    auth.$context.then((ctx) => ({
      sessionCookie: ctx.authCookies.sessionToken.name,
      dontRememberCookie: ctx.authCookies.dontRememberToken.name,
      expiresInMs: ctx.sessionConfig.expiresIn * 1000,
      updateAgeMs: ctx.sessionConfig.updateAge * 1000,
    })),
  );
}

/** One cookie's raw value from a Cookie header, URL-decoded (the first of a repeated name). */
export function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

/**
 * The token of a cookie Better Auth signed (`token.base64(HMAC-SHA256(secret, token))`, as
 * better-call's signCookieValue writes it), or null when it is missing or its signature is
 * wrong. Compared in constant time.
 */
export function verifySignedToken(value: string | null, secret: string): string | null {
  if (!value) return null;
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return null;
  const expected = createHmac('sha256', secret).update(token).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/**
 * The session of a request and its user in one query, the way Better Auth's getSession would
 * find them, without its two queries and its per-request overhead: the signed session cookie
 * is verified here, then session and user are read together by the token. Anything but a
 * plain live session that needs no refresh (expired, due for the daily expiry extension)
 * goes through Better Auth's own getSession, which deletes or extends it as it always did.
 */
export async function lookupSession(
  auth: Auth,
  database: Database,
  secret: string,
  headers: Headers,
): Promise<SessionLookup | null> {
  const { settings, token } = await signedToken(auth, secret, headers);
  if (!token) return null;
  const [found] = await sessionByToken(database).execute({ token });
  if (!found) return null;
  if (isPlainLiveSession(found.session, headers, settings)) return found;
  return slowLookup(auth, database, headers);
}

/** The request's session token, if its cookie carries one with a good signature. */
async function signedToken(auth: Auth, secret: string, headers: Headers) {
  const settings = await cookieSettings(auth);
  const cookie = readCookie(headers.get('cookie'), settings.sessionCookie);
  return { settings, token: verifySignedToken(cookie, secret) };
}

/**
 * Live, and not yet due for Better Auth's daily expiry extension (which only its getSession
 * does): the only sessions the fast paths here may accept on their own.
 */
function isPlainLiveSession(
  session: Pick<SessionRow, 'expiresAt'>,
  headers: Headers,
  settings: CookieSettings,
  now = Date.now(),
): boolean {
  const expiresAt = session.expiresAt.getTime();
  const dontRemember = readCookie(headers.get('cookie'), settings.dontRememberCookie) !== null;
  const isDueForRefresh =
    !dontRemember && expiresAt - settings.expiresInMs + settings.updateAgeMs <= now;
  return expiresAt > now && !isDueForRefresh;
}

/**
 * The verified session token of a request and the session as this process last read it for
 * that token, when it is still a plain live session by the clock: for a statement that checks
 * the rows are unchanged itself (sessionUnchanged) instead of reading them first.
 */
export async function rememberedSession(
  auth: Auth,
  database: Database,
  secret: string,
  headers: Headers,
): Promise<SessionLookup | null> {
  const { settings, token } = await signedToken(auth, secret, headers);
  const remembered = token ? recentSessionsOf(database).get(token) : undefined;
  if (!remembered) return null;
  return isPlainLiveSession(remembered.session, headers, settings) ? remembered : null;
}

/** Sessions read lately, by token (most recent last): bounded, the oldest dropped first. */
const recentSessions = new WeakMap<Database, Map<string, SessionLookup>>();
const RECENT_SESSIONS_MAX = 10_000;

function recentSessionsOf(database: Database) {
  return keptFor(recentSessions, database, () => new Map<string, SessionLookup>());
}

/** Keeps a session as read, for rememberedSession. */
export function rememberSession(database: Database, found: SessionLookup) {
  const recent = recentSessionsOf(database);
  recent.delete(found.session.token);
  recent.set(found.session.token, found);
  if (recent.size > RECENT_SESSIONS_MAX) {
    const oldest = recent.keys().next().value;
    if (oldest !== undefined) recent.delete(oldest);
  }
}

export function forgetSession(database: Database, token: string) {
  recentSessionsOf(database).delete(token);
}

/** SQL: the digest of a session row and its user row (`s` and `u` name them). */
const rowsDigest = (s: SQL, u: SQL) => sql<string>`md5(row(${s}.*)::text || row(${u}.*)::text)`;

/**
 * A condition for a data-changing statement: the session is still there, unexpired, and it and
 * its user are exactly as they were when `remembered` was read (and judged), so whatever the
 * guards concluded from those rows still holds. Revoking the session, or any change to the
 * user (suspension, subscription, role), makes it false.
 */
export function sessionUnchanged(remembered: SessionLookup): SQL {
  return sql`exists (select 1 from ${sessionTable} s join ${userTable} u on u.id = s.user_id
    where s.token = ${remembered.session.token} and s.expires_at > now()
      and ${rowsDigest(sql`s`, sql`u`)} = ${remembered.digest})`;
}

/** Better Auth's getSession (refreshes or deletes the session), then the user row of ours. */
async function slowLookup(
  auth: Auth,
  database: Database,
  headers: Headers,
): Promise<SessionLookup | null> {
  const result = await auth.api.getSession({ headers });
  if (!result) return null;
  const [found] = await sessionByToken(database).execute({ token: result.session.token });
  return found ?? null;
}

/** The lookup by token as a prepared statement (on PostgreSQL a named one, planned once). */
function prepareSessionByToken(database: Database) {
  return database.db
    .select({
      session: sessionTable,
      user: userTable,
      digest: rowsDigest(sql`${sessionTable}`, sql`${userTable}`),
    })
    .from(sessionTable)
    .innerJoin(userTable, eq(userTable.id, sessionTable.userId))
    .where(eq(sessionTable.token, sql.placeholder('token')))
    .prepare('trivia_session_by_token');
}

const preparedLookups = new WeakMap<Database, ReturnType<typeof prepareSessionByToken>>();

function sessionByToken(database: Database) {
  return keptFor(preparedLookups, database, prepareSessionByToken);
}
