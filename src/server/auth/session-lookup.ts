import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { session as sessionTable, user as userTable } from '../db/schema';
import type { Auth } from './auth';

export type SessionRow = typeof sessionTable.$inferSelect;
export type SessionUserRow = typeof userTable.$inferSelect;

export interface SessionLookup {
  session: SessionRow;
  user: SessionUserRow;
}

/** What the fast path needs of Better Auth's settings: read once per Auth. */
interface CookieSettings {
  sessionCookie: string;
  dontRememberCookie: string;
  expiresInMs: number;
  updateAgeMs: number;
}

const settingsCache = new WeakMap<Auth, Promise<CookieSettings>>();

function cookieSettings(auth: Auth): Promise<CookieSettings> {
  let settings = settingsCache.get(auth);
  if (!settings) {
    settings = auth.$context.then((ctx) => ({
      sessionCookie: ctx.authCookies.sessionToken.name,
      dontRememberCookie: ctx.authCookies.dontRememberToken.name,
      expiresInMs: ctx.sessionConfig.expiresIn * 1000,
      updateAgeMs: ctx.sessionConfig.updateAge * 1000,
    }));
    settingsCache.set(auth, settings);
  }
  return settings;
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
  const settings = await cookieSettings(auth);
  const cookieHeader = headers.get('cookie');
  const token = verifySignedToken(readCookie(cookieHeader, settings.sessionCookie), secret);
  if (!token) return null;
  const [found] = await sessionByToken(database).execute({ token });
  if (!found) return null;
  const now = Date.now();
  const expiresAt = found.session.expiresAt.getTime();
  const dontRemember = readCookie(cookieHeader, settings.dontRememberCookie) !== null;
  const isDueForRefresh =
    !dontRemember && expiresAt - settings.expiresInMs + settings.updateAgeMs <= now;
  if (expiresAt > now && !isDueForRefresh) return found;
  return slowLookup(auth, database, headers);
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
    .select({ session: sessionTable, user: userTable })
    .from(sessionTable)
    .innerJoin(userTable, eq(userTable.id, sessionTable.userId))
    .where(eq(sessionTable.token, sql.placeholder('token')))
    .prepare('trivia_session_by_token');
}

const preparedLookups = new WeakMap<Database, ReturnType<typeof prepareSessionByToken>>();

function sessionByToken(database: Database) {
  let prepared = preparedLookups.get(database);
  if (!prepared) {
    prepared = prepareSessionByToken(database);
    preparedLookups.set(database, prepared);
  }
  return prepared;
}
