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

export type UserRow = typeof userTable.$inferSelect;

export function accessListsOf(config: Config) {
  return {
    adminEmails: config.adminEmails,
    adminEmailDomains: config.adminEmailDomains,
    demoHostEmails: config.demoHostEmails,
  };
}

/**
 * Loads the signed-in user: Better Auth reads the session from its signed cookie (and deletes
 * an expired one, or extends one due for its daily extension) and the user row with it, fresh
 * from the database on every request, so a suspension or an expiry takes effect at once. What
 * an e-mail rule grants is judged here from the row as it is now (src/core/access.ts).
 */
export async function loadSessionUser(c: Context<AppEnv>): Promise<UserRow | null> {
  if (c.get('sessionLoaded')) return c.get('user') ?? null;
  const { auth, database, config } = c.get('deps');
  // Better Auth reads the user row with the session, every field of it (the fields it does not
  // know of its own are declared in auth.ts): the row as it is now, not a copy kept anywhere.
  const result = await auth.api.getSession({ headers: c.req.raw.headers });
  const found = result ? (result.user as UserRow) : null;
  const row = found ? await syncEmailRuleRole(database, found, accessListsOf(config)) : null;
  if (row && result) c.set('session', result.session);
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

/** The signed-in user of a guarded route. */
export function currentUser(c: Context<AppEnv>): UserRow {
  const user = c.get('user');
  if (!user) throw unauthorized();
  return user;
}
