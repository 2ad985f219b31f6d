import { eq } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { type AdminLists, hasAccess, isAdmin, isAdminByEmailRule } from '../../core/access';
import { MESSAGES } from '../../core/messages';
import type { Config } from '../config';
import { setAuditContext } from '../db/audit-context';
import type { Database } from '../db/client';
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
 * request (session and user in one query) so a suspension or an expiry takes effect at once.
 * What an e-mail rule grants is judged here from the row as it is now (src/core/access.ts).
 */
export async function loadSessionUser(c: Context<AppEnv>): Promise<UserRow | null> {
  if (c.get('sessionLoaded')) return c.get('user') ?? null;
  const { auth, database, config } = c.get('deps');
  const result = await lookupSession(auth, database, config.authSecret, c.req.raw.headers);
  let row: UserRow | null = null;
  if (result) {
    row = await syncEmailRuleRole(database, result.user, accessListsOf(config));
    c.set('session', result.session);
    // Rows that needed no change here may be judged again later without a read (below).
    if (row === result.user) rememberSession(database, result);
  }
  c.set('user', row ?? undefined);
  c.set('sessionLoaded', true);
  return row;
}

/**
 * Better Auth's admin plugin (impersonation, set password) checks the stored role, so an
 * admin by ADMIN_EMAILS / ADMIN_EMAIL_DOMAINS with a verified address gets role admin stored,
 * marked as the rule's; when the address changes or leaves the lists, the mark takes it away.
 */
async function syncEmailRuleRole(
  database: Database,
  row: UserRow,
  lists: AdminLists,
): Promise<UserRow> {
  const isRuleAdmin = isAdminByEmailRule(row, lists);
  const isRoleCopyMissing = isRuleAdmin && row.role !== 'admin';
  const isRoleCopyStale = !isRuleAdmin && row.adminByEmailRule;
  if (!isRoleCopyMissing && !isRoleCopyStale) return row;
  return database.db.transaction(async (tx) => {
    await setAuditContext(tx, { via: 'email rule' });
    const [updated] = await tx
      .update(userTable)
      .set(
        isRoleCopyMissing
          ? { role: 'admin', adminByEmailRule: true }
          : { role: 'host', adminByEmailRule: false },
      )
      .where(eq(userTable.id, row.id))
      .returning();
    return updated ?? row;
  });
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
