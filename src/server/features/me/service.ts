import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import {
  hasAccess,
  isAdmin,
  isDemoHost,
  normalizeEmail,
  type Role,
  type SubscriptionStatus,
} from '../../../core/access';
import { MESSAGES } from '../../../core/messages';
import {
  EMAIL_CHANGE_MESSAGES,
  type EmailChanged,
  type EmailChangeRequested,
  emailChangedMessage,
  emailChangeSentMessage,
  type Profile,
} from '../../../core/profile';
import { accessListsOf, type UserRow } from '../../auth/guards';
import {
  accountLockedFor,
  clearAccountFailures,
  countAccountFailure,
  mayMail,
} from '../../auth/throttle';
import type { Config } from '../../config';
import { setAuditContext } from '../../db/audit-context';
import { session, user, verification } from '../../db/schema';
import { isUniqueViolation } from '../../db/sql';
import { badRequest, conflict, forbidden, HttpError } from '../../http/errors';
import type { Deps } from '../../http/types';

/** The spec's Profile of a user row; the used counts are columns the database keeps. */
export function getProfile(
  config: Config,
  row: UserRow,
  options: { isImpersonating: boolean },
): Profile {
  const lists = accessListsOf(config);
  const admin = isAdmin(row, lists);
  // A demo host shows as active/premium (the spec's profile) without it being stored, so the
  // privilege ends with the address; a suspension holds whatever the list says.
  const isDemo = isDemoHost(row, config.demoHostEmails) && !row.suspendedAt;
  return {
    id: row.id,
    email: row.email,
    role: (admin ? 'admin' : 'host') satisfies Role,
    subscription_status: (isDemo ? 'active' : row.subscriptionStatus) as SubscriptionStatus,
    subscription_tier: isDemo ? 'premium' : row.subscriptionTier,
    subscription_end_date: isDemo ? null : (row.subscriptionEndDate?.toISOString() ?? null),
    used_questions_count: row.usedQuestionsCount,
    used_tie_breakers_count: row.usedTiebreakersCount,
    created_at: row.createdAt.toISOString(),
    last_sign_in_at: row.lastSignInAt?.toISOString() ?? null,
    email_verified: row.emailVerified,
    is_admin: admin,
    has_access: hasAccess(row, lists),
    is_demo_host: isDemo,
    is_suspended: !!row.suspendedAt,
    is_impersonating: options.isImpersonating,
  };
}

// An e-mail change waits in Better Auth's verification table, one per user (a new request
// replaces the last): identifier email-change:<user id>, value <sha256 of the secret>:<new
// address>. The link carries <user id>.<secret>; only the hash is kept.
const CHANGE_LINK_TTL_MS = 60 * 60 * 1000;
const changeIdentifier = (userId: string) => `email-change:${userId}`;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The confirmation page of the web app that posts the link's token back. */
export const CONFIRM_EMAIL_PATH = '/confirm-email';

type MeDeps = Pick<Deps, 'database' | 'auth' | 'mailer' | 'config'>;

/** Whether `password` is the user's current one; failures count toward the account's lock. */
async function assertCurrentPassword(deps: MeDeps, row: UserRow, password: string) {
  const waitS = await accountLockedFor(deps.database, row.email);
  if (waitS !== null) {
    throw new HttpError(429, 'too_many_requests', MESSAGES.tooManyLogins);
  }
  const context = await deps.auth.$context;
  const accounts = await context.internalAdapter.findAccounts(row.id);
  const hash = accounts.find((a) => a.providerId === 'credential')?.password;
  const isRight = !!hash && (await context.password.verify({ hash, password }));
  if (!isRight) {
    await countAccountFailure(deps.database, row.email);
    throw badRequest(EMAIL_CHANGE_MESSAGES.currentPasswordWrong, 'wrong_password');
  }
  await clearAccountFailures(deps.database, row.email);
}

async function assertEmailFree(deps: MeDeps, userId: string, email: string) {
  const [taken] = await deps.database.db
    .select({ id: user.id })
    .from(user)
    .where(and(sql`lower(${user.email}) = ${email}`, ne(user.id, userId)));
  if (taken) throw conflict(EMAIL_CHANGE_MESSAGES.emailTaken, 'email_taken');
}

/**
 * PATCH /api/me: a host asks to move the account to a new address. Nothing changes yet: the
 * current password proves the owner (a stolen session alone cannot take the account), a link
 * goes to the new address and a notice to the current one.
 */
export async function requestEmailChange(
  deps: MeDeps,
  row: UserRow,
  input: { email: string; currentPassword: string },
): Promise<EmailChangeRequested> {
  const next = normalizeEmail(input.email);
  if (next === row.email) throw badRequest(MESSAGES.noChangesToSave, 'no_changes');
  if (!row.emailVerified) throw forbidden(EMAIL_CHANGE_MESSAGES.verifyFirst, 'email_not_verified');
  await assertCurrentPassword(deps, row, input.currentPassword);
  await assertEmailFree(deps, row.id, next);

  const secret = randomBytes(32).toString('base64url');
  const now = new Date();
  await deps.database.db.transaction(async (tx) => {
    await tx.delete(verification).where(eq(verification.identifier, changeIdentifier(row.id)));
    await tx.insert(verification).values({
      id: randomBytes(16).toString('hex'),
      identifier: changeIdentifier(row.id),
      value: `${sha256(secret)}:${next}`,
      expiresAt: new Date(now.getTime() + CHANGE_LINK_TTL_MS),
    });
  });
  // The same answer when the new address has had its fill of links this hour.
  if (await mayMail(deps.database, 'email-change', next)) {
    const url = `${deps.config.baseUrl}${CONFIRM_EMAIL_PATH}?token=${encodeURIComponent(`${row.id}.${secret}`)}`;
    await deps.mailer.send({
      to: next,
      subject: 'Confirm your new Trivia Host e-mail address',
      text: `Someone asked to move the Trivia Host account of ${row.email} to this address.\n\nConfirm it here (the link works once, for one hour):\n${url}\n\nIf it was not you, ignore this e-mail: nothing changes.`,
    });
  }
  await deps.mailer.send({
    to: row.email,
    subject: 'Your Trivia Host e-mail address is about to change',
    text: `Someone signed in to your Trivia Host account asked to change its e-mail address to ${next}. It changes only when the link sent to ${next} is opened.\n\nIf it was not you, change your password now: that ends every other session, and the request can no longer be confirmed without it.`,
  });
  return { pendingEmail: next, message: emailChangeSentMessage(next) };
}

/** The user id and secret of a change link's token, or null when it is not of that shape. */
function parseChangeToken(token: string): { userId: string; secret: string } | null {
  const dot = token.lastIndexOf('.');
  if (dot < 1 || dot === token.length - 1) return null;
  return { userId: token.slice(0, dot), secret: token.slice(dot + 1) };
}

function isSameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * POST /api/email-change/confirm: the link sent to the new address was opened (on any device,
 * signed in or not). The address changes and counts as verified, every session of the account
 * but the one confirming ends, and the old address is told.
 */
export async function confirmEmailChange(
  deps: MeDeps,
  token: string,
  currentSessionToken: string | null,
): Promise<EmailChanged> {
  const invalid = () => badRequest(EMAIL_CHANGE_MESSAGES.linkInvalid, 'invalid_link');
  const parsed = parseChangeToken(token);
  if (!parsed) throw invalid();
  const { db } = deps.database;
  const result = await db
    .transaction(async (tx) => {
      const [pending] = await tx
        .select()
        .from(verification)
        .where(eq(verification.identifier, changeIdentifier(parsed.userId)))
        .for('update');
      if (!pending || pending.expiresAt.getTime() <= Date.now()) throw invalid();
      const separator = pending.value.indexOf(':');
      const hash = pending.value.slice(0, separator);
      const email = pending.value.slice(separator + 1);
      if (!isSameHash(hash, sha256(parsed.secret))) throw invalid();
      const [before] = await tx.select().from(user).where(eq(user.id, parsed.userId));
      if (!before) throw invalid();
      await setAuditContext(tx, { actorId: before.id, via: 'email change' });
      await tx
        .update(user)
        .set({ email, emailVerified: true, updatedAt: new Date() })
        .where(eq(user.id, before.id));
      await tx.delete(verification).where(eq(verification.id, pending.id));
      await tx
        .delete(session)
        .where(
          currentSessionToken
            ? and(eq(session.userId, before.id), ne(session.token, currentSessionToken))
            : eq(session.userId, before.id),
        );
      return { oldEmail: before.email, email };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw conflict(EMAIL_CHANGE_MESSAGES.emailTaken, 'email_taken');
      throw error;
    });
  await deps.mailer.send({
    to: result.oldEmail,
    subject: 'Your Trivia Host e-mail address was changed',
    text: `The e-mail address of your Trivia Host account is now ${result.email}, and every other session was signed out.\n\nIf it was not you, tell the administrator of this Trivia Host at once.`,
  });
  return { email: result.email, message: emailChangedMessage(result.email) };
}
