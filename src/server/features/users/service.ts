import { isAPIError } from 'better-auth/api';
import { and, count, desc, eq, ilike, not, type SQL, sql } from 'drizzle-orm';
import {
  type AdminLists,
  hasAccess,
  isAdmin,
  isAdminByEmailRule,
  isGoodStatus,
  isPaidTier,
  ROLES,
  type Role,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
  TRIAL_DAYS,
} from '../../../core/access';
import {
  type AdminUser,
  type CreateUserInput,
  type ListUsersQuery,
  type UpdateUserInput,
  USER_MESSAGES,
  type UserPage,
} from '../../../core/users';
import { accessListsOf, type UserRow } from '../../auth/guards';
import { isAdminSql } from '../../db/admin-rule';
import { setAuditContext } from '../../db/audit-context';
import { session, user } from '../../db/schema';
import { isUniqueViolation, likePattern } from '../../db/sql';
import { conflict, forbidden, HttpError, notFound } from '../../http/errors';
import type { Deps } from '../../http/types';
import { recordAudit } from './audit';
import { callAuth } from './auth-errors';

// User management for admins: the list, add, edit, suspend, passwords and sessions. The
// guard (requireAdmin) has run; `actor` is the signed-in admin.

const DAY_MS = 24 * 60 * 60 * 1000;

type UsersDeps = Pick<Deps, 'database' | 'config' | 'auth'>;

function asStatus(value: string): SubscriptionStatus {
  return SUBSCRIPTION_STATUSES.find((s) => s === value) ?? 'inactive';
}

export function toAdminUser(
  row: UserRow,
  lists: AdminLists & { demoHostEmails: readonly string[] },
): AdminUser {
  const admin = isAdmin(row, lists);
  const role: Role = admin ? 'admin' : (ROLES.find((r) => r === row.role) ?? 'host');
  return {
    id: row.id,
    email: row.email,
    role,
    subscription_status: asStatus(row.subscriptionStatus),
    subscription_tier: row.subscriptionTier,
    subscription_end_date: row.subscriptionEndDate?.toISOString() ?? null,
    last_sign_in_at: row.lastSignInAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    is_admin: admin,
    has_access: hasAccess(row, lists),
    is_suspended: !!row.suspendedAt,
  };
}

/** GET /api/admin/users: searched (e-mail, anywhere in it), filtered and paged on the server. */
export async function listUsers(deps: UsersDeps, query: ListUsersQuery): Promise<UserPage> {
  const { db } = deps.database;
  const lists = accessListsOf(deps.config);
  const filters: SQL[] = [];
  if (query.search) filters.push(ilike(user.email, likePattern(query.search)));
  if (query.status) filters.push(eq(user.subscriptionStatus, query.status));
  if (query.role === 'admin') filters.push(isAdminSql(lists));
  if (query.role === 'host') filters.push(not(isAdminSql(lists)));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(user)
      .where(where)
      .orderBy(desc(user.createdAt), desc(user.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(user).where(where),
  ]);
  return {
    items: rows.map((row) => toAdminUser(row, lists)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function findUserOrThrow(deps: Pick<Deps, 'database'>, id: string): Promise<UserRow> {
  const [row] = await deps.database.db.select().from(user).where(eq(user.id, id));
  if (!row) throw notFound(USER_MESSAGES.userNotFound);
  return row;
}

async function assertEmailFree(deps: Pick<Deps, 'database'>, email: string, exceptId?: string) {
  const [taken] = await deps.database.db
    .select({ id: user.id })
    .from(user)
    .where(eq(sql`lower(${user.email})`, email.toLowerCase()));
  if (taken && taken.id !== exceptId) throw conflict(USER_MESSAGES.emailTaken, 'email_taken');
}

type ProfileFields = Pick<
  typeof user.$inferInsert,
  'subscriptionStatus' | 'subscriptionTier' | 'subscriptionEndDate' | 'suspendedAt'
>;

/**
 * What moving a host to `status` writes besides the status. A good status must give access
 * (an admin restoring a host means it): a trial gets the 7 days again when its end has
 * passed; active without a paid plan is complimentary (premium, no end date) and a past
 * end date is cleared. Any good status lifts a suspension.
 */
export function profileForStatus(
  row: Pick<UserRow, 'subscriptionTier' | 'subscriptionEndDate' | 'suspendedAt'> | null,
  status: SubscriptionStatus,
  now = new Date(),
): ProfileFields {
  const tier = row?.subscriptionTier ?? null;
  const end = row?.subscriptionEndDate ?? null;
  const isEnded = !end || end.getTime() <= now.getTime();
  if (status === 'trial') {
    return {
      subscriptionStatus: 'trial',
      subscriptionTier: tier && tier !== 'admin' ? tier : 'basic',
      subscriptionEndDate: isEnded ? new Date(now.getTime() + TRIAL_DAYS * DAY_MS) : end,
      suspendedAt: null,
    };
  }
  if (status === 'active') {
    const isPaid = isPaidTier(tier);
    return {
      subscriptionStatus: 'active',
      subscriptionTier: isPaid ? tier : 'premium',
      subscriptionEndDate: isPaid && !isEnded ? end : null,
      suspendedAt: null,
    };
  }
  return { subscriptionStatus: status };
}

export interface CreatedUser {
  user: AdminUser;
  /** False when the account exists but the set-password e-mail could not be sent. */
  isMailSent: boolean;
}

/**
 * POST /api/admin/users: the account (Better Auth's admin createUser, no password), the
 * profile the admin chose, and an e-mail with a link to set a password (Better Auth's
 * reset flow; the link lands on /reset-password?welcome=1&token=...).
 */
export async function createUser(
  deps: UsersDeps,
  actor: UserRow,
  input: Required<CreateUserInput>,
): Promise<CreatedUser> {
  const { db } = deps.database;
  const lists = accessListsOf(deps.config);
  const email = input.email.trim().toLowerCase();
  await assertEmailFree(deps, email);
  let id: string;
  try {
    const created = await deps.auth.api.createUser({
      body: { email, name: email },
    });
    id = created.user.id;
  } catch (error) {
    if (isAPIError(error) && /already exists/i.test(error.message)) {
      throw conflict(USER_MESSAGES.emailTaken, 'email_taken');
    }
    if (isAPIError(error) && error.statusCode === 400) {
      throw new HttpError(400, 'validation', USER_MESSAGES.invalidEmail);
    }
    throw error;
  }

  // A new address is not verified yet: only the role the admin chose makes an admin.
  const isAdminUser = input.role === 'admin';
  const profile: ProfileFields & { role: Role } = isAdminUser
    ? {
        role: 'admin',
        subscriptionStatus: input.subscriptionStatus,
        subscriptionTier: 'admin',
        subscriptionEndDate: null,
      }
    : { role: 'host', ...profileForStatus(null, input.subscriptionStatus) };
  const row = await db.transaction(async (tx) => {
    await setAuditContext(tx, { isAuditedByCaller: true });
    const [updated] = await tx
      .update(user)
      .set({ ...profile, updatedAt: new Date() })
      .where(eq(user.id, id))
      .returning();
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'user.create',
      targetId: id,
      detail: {
        actorEmail: actor.email,
        targetEmail: email,
        role: profile.role,
        subscriptionStatus: profile.subscriptionStatus,
      },
    });
    return updated;
  });

  let isMailSent = true;
  try {
    await deps.auth.api.requestPasswordReset({
      body: { email, redirectTo: '/reset-password?welcome=1' },
    });
  } catch (error) {
    isMailSent = false;
    console.error('[users] set-password e-mail failed:', String(error).slice(0, 2048));
  }
  return { user: toAdminUser(row, lists), isMailSent };
}

/**
 * PATCH /api/admin/users/:id: e-mail, role and status; a good status lifts a suspension.
 * Promotion leaves the host's own status, tier and end date in place (admin access needs
 * none of them), so demotion gives them back; if they no longer give access by then, the
 * status becomes expired rather than a good status that lets nobody in.
 */
export async function updateUser(
  deps: UsersDeps,
  actor: UserRow,
  id: string,
  input: UpdateUserInput,
): Promise<AdminUser> {
  const { db } = deps.database;
  const lists = accessListsOf(deps.config);
  const row = await findUserOrThrow(deps, id);
  const email = input.email?.trim().toLowerCase() ?? row.email;
  const wasAdmin = isAdmin(row, lists);

  const isEmailChange = email !== row.email;
  // An address an admin types is not proven by its owner: its e-mail rules wait for verification.
  const next = { ...row, email, emailVerified: isEmailChange ? false : row.emailVerified };
  if (input.role === 'host' && wasAdmin) {
    if (row.id === actor.id) throw conflict(USER_MESSAGES.cannotRemoveOwnAdmin, 'own_admin_role');
    if (isAdminByEmailRule(next, lists)) {
      throw conflict(USER_MESSAGES.adminByConfiguration, 'admin_by_configuration');
    }
  }
  if (isEmailChange) await assertEmailFree(deps, email, row.id);

  const changes: Partial<typeof user.$inferInsert> = {};
  if (isEmailChange) Object.assign(changes, { email, emailVerified: false });
  if (input.role === 'admin' && (row.role !== 'admin' || row.adminByEmailRule)) {
    Object.assign(changes, { role: 'admin', adminByEmailRule: false });
  }
  if (input.role === 'host' && row.role !== 'host') {
    Object.assign(changes, { role: 'host', adminByEmailRule: false });
  }
  const willBeAdmin = input.role === 'admin' || isAdmin({ ...next, ...changes }, lists);
  const isDemotion = wasAdmin && !willBeAdmin;
  // Admins cannot be suspended.
  if (willBeAdmin && !wasAdmin && row.suspendedAt) changes.suspendedAt = null;
  // Tier admin: an account made as admin, or promoted before promotion kept the host's tier.
  if (isDemotion && row.subscriptionTier === 'admin') changes.subscriptionTier = 'basic';
  const status = input.subscriptionStatus;
  const isStatusChange = !!status && status !== row.subscriptionStatus;
  const isRestore = !!status && (status === 'active' || status === 'trial') && !!row.suspendedAt;
  if (status && (isStatusChange || isRestore)) {
    if (willBeAdmin) changes.subscriptionStatus = status;
    else Object.assign(changes, profileForStatus({ ...row, ...changes } as UserRow, status));
  }
  if (isDemotion) {
    const host = { ...next, ...changes } as UserRow;
    if (isGoodStatus(host.subscriptionStatus) && !hasAccess(host, lists)) {
      changes.subscriptionStatus = 'expired';
    }
  }
  if (Object.keys(changes).length === 0) return toAdminUser(row, lists);

  const updated = await db
    .transaction(async (tx) => {
      await setAuditContext(tx, { isAuditedByCaller: true });
      const [saved] = await tx
        .update(user)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(user.id, row.id))
        .returning();
      // A new address is a new identity: whoever was signed in with the old one signs in again.
      if (isEmailChange && row.id !== actor.id) {
        await tx.delete(session).where(eq(session.userId, row.id));
      }
      const before: Record<string, unknown> = {};
      const after: Record<string, unknown> = {};
      for (const [key, previous] of [
        ['email', row.email],
        ['role', row.role],
        ['subscriptionStatus', row.subscriptionStatus],
      ] as const) {
        if (saved[key] !== previous) {
          before[key] = previous;
          after[key] = saved[key];
        }
      }
      if (row.suspendedAt && !saved.suspendedAt) after.isRestored = true;
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'user.update',
        targetId: row.id,
        detail: { actorEmail: actor.email, targetEmail: saved.email, before, after },
      });
      return saved;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw conflict(USER_MESSAGES.emailTaken, 'email_taken');
      throw error;
    });
  return toAdminUser(updated, lists);
}

/**
 * POST /api/admin/users/:id/suspend: status expired and marked suspended, so billing
 * cannot lift it. The guards read the user on every request: access ends at once, while
 * sign-in and /subscription still work.
 */
export async function suspendUser(deps: UsersDeps, actor: UserRow, id: string) {
  const { db } = deps.database;
  const lists = accessListsOf(deps.config);
  const row = await findUserOrThrow(deps, id);
  if (isAdmin(row, lists)) throw forbidden(USER_MESSAGES.cannotSuspendAdmin, 'admin_protected');
  const updated = await db.transaction(async (tx) => {
    await setAuditContext(tx, { isAuditedByCaller: true });
    const [next] = await tx
      .update(user)
      .set({
        subscriptionStatus: 'expired',
        suspendedAt: row.suspendedAt ?? new Date(),
        updatedAt: new Date(),
      })
      .where(eq(user.id, row.id))
      .returning();
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'user.suspend',
      targetId: row.id,
      detail: {
        actorEmail: actor.email,
        targetEmail: row.email,
        before: { subscriptionStatus: row.subscriptionStatus },
      },
    });
    return next;
  });
  return toAdminUser(updated, lists);
}

/**
 * POST /api/admin/users/:id/reset-password: Better Auth's admin setUserPassword (hashes and
 * stores it), then every session of that user ends.
 */
export async function resetUserPassword(
  deps: UsersDeps,
  actor: UserRow,
  id: string,
  newPassword: string,
  headers: Headers,
): Promise<void> {
  const row = await findUserOrThrow(deps, id);
  await callAuth(
    () => deps.auth.api.setUserPassword({ body: { userId: row.id, newPassword }, headers }),
    USER_MESSAGES.resetFailed,
  );
  await callAuth(
    () => deps.auth.api.revokeUserSessions({ body: { userId: row.id }, headers }),
    USER_MESSAGES.resetFailed,
  );
  await recordAudit(deps.database.db, {
    actorId: actor.id,
    action: 'user.password_reset',
    targetId: row.id,
    detail: { actorEmail: actor.email, targetEmail: row.email },
  });
}

/** POST /api/admin/users/:id/revoke-sessions: signs the user out everywhere. */
export async function revokeUserSessions(
  deps: UsersDeps,
  actor: UserRow,
  id: string,
  headers: Headers,
): Promise<void> {
  const row = await findUserOrThrow(deps, id);
  await callAuth(
    () => deps.auth.api.revokeUserSessions({ body: { userId: row.id }, headers }),
    'Failed to end the sessions',
  );
  await recordAudit(deps.database.db, {
    actorId: actor.id,
    action: 'user.sessions_revoke',
    targetId: row.id,
    detail: { actorEmail: actor.email, targetEmail: row.email },
  });
}

/** Admins cannot be impersonated, whatever makes them admin (role or the e-mail lists). */
export function assertCanImpersonate(deps: Pick<Deps, 'config'>, target: UserRow) {
  if (isAdmin(target, accessListsOf(deps.config))) {
    throw forbidden(USER_MESSAGES.cannotImpersonateAdmin, 'admin_protected');
  }
}
