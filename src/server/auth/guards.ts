import { eq } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { hasAccess, isAdmin, isAdminEmail, isDemoHostEmail } from '../../core/access';
import { MESSAGES } from '../../core/messages';
import type { Config } from '../config';
import { user as userTable } from '../db/schema';
import { forbidden, unauthorized } from '../http/errors';
import type { AppEnv } from '../http/types';
import {
  lookupSession,
  rememberedSession,
  rememberSession,
  type SessionLookup,
} from './session-lookup';

export type UserRow = typeof userTable.$inferSelect;

export function accessListsOf(config: Config) {
  return {
    adminEmails: config.adminEmails,
    adminEmailDomains: config.adminEmailDomains,
    demoHostEmails: config.demoHostEmails,
  };
}

/**
 * Loads the signed-in user from the session cookie, fresh from the database on every
 * request (session and user in one query) so a suspension or an expiry takes effect at once. A demo host is forced to
 * active/premium here, as the spec does on every profile load, and an admin by e-mail
 * gets the stored role admin.
 */
export async function loadSessionUser(c: Context<AppEnv>): Promise<UserRow | null> {
  if (c.get('sessionLoaded')) return c.get('user') ?? null;
  const { auth, database, config } = c.get('deps');
  const result = await lookupSession(auth, database, config.authSecret, c.req.raw.headers);
  let row: UserRow | null = null;
  if (result) {
    row = result.user;
    if (row && row.role !== 'admin' && isAdminEmail(row.email, accessListsOf(config))) {
      // Better Auth's admin plugin (impersonation, set password) checks the stored role:
      // an admin by ADMIN_EMAILS / ADMIN_EMAIL_DOMAINS gets role admin stored too.
      [row] = await database.db
        .update(userTable)
        .set({ role: 'admin' })
        .where(eq(userTable.id, row.id))
        .returning();
    }
    if (row && isDemoHostEmail(row.email, config.demoHostEmails)) {
      if (row.subscriptionStatus !== 'active' || row.subscriptionTier !== 'premium') {
        [row] = await database.db
          .update(userTable)
          .set({ subscriptionStatus: 'active', subscriptionTier: 'premium' })
          .where(eq(userTable.id, row.id))
          .returning();
      }
    }
    c.set('session', result.session);
    // Rows that needed no change here may be judged again later without a read (below).
    if (row === result.user) rememberSession(database, result);
  }
  c.set('user', row ?? undefined);
  c.set('sessionLoaded', true);
  return row;
}

export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = await loadSessionUser(c);
  if (!user) throw unauthorized();
  await next();
};

export const requireAccess: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = await loadSessionUser(c);
  if (!user) throw unauthorized();
  if (!hasAccess(user, accessListsOf(c.get('deps').config))) {
    throw forbidden(MESSAGES.subscriptionRequired, 'subscription_required');
  }
  await next();
};

export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = await loadSessionUser(c);
  if (!user) throw unauthorized();
  if (!isAdmin(user, accessListsOf(c.get('deps').config))) {
    throw forbidden(MESSAGES.adminAccessRequired, 'admin_required');
  }
  await next();
};

/**
 * For a statement that checks the session itself (sessionUnchanged) instead of reading it
 * first: the session this process last read for the request's signed token, when it is still
 * live by the clock and its user passes requireAccess's rule now. Null: take requireAccess's
 * path. A statement that finds the rows changed must do nothing, and its caller take that path.
 */
export async function rememberedAccess(c: Context<AppEnv>): Promise<SessionLookup | null> {
  const { auth, database, config } = c.get('deps');
  const remembered = await rememberedSession(auth, database, config.authSecret, c.req.raw.headers);
  if (!remembered || !hasAccess(remembered.user, accessListsOf(config))) return null;
  return remembered;
}

/** The signed-in user of a guarded route. */
export function currentUser(c: Context<AppEnv>): UserRow {
  const user = c.get('user');
  if (!user) throw unauthorized();
  return user;
}
