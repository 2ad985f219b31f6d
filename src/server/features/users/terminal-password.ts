import { count, eq, sql } from 'drizzle-orm';
import { normalizeEmail } from '../../../core/access';
import { adminResetPasswordSchema } from '../../../core/users';
import { clearAccountFailures } from '../../auth/throttle';
import { session, user } from '../../db/schema';
import type { Deps } from '../../http/types';
import { recordAudit } from './audit';

// `npm run user:password -- EMAIL` (scripts/set-password.ts): the operator at the server's
// terminal sets a user's password. It is the way back into an admin account whose password
// is lost: ADMIN_EMAIL / ADMIN_PASSWORD only create a missing admin.

/** A refusal the command prints as it is (no such user, a password out of bounds). */
export class TerminalPasswordError extends Error {}

/** The admin dialog's rule: 6 to 128 characters; the message of the first broken bound. */
export function checkNewPassword(newPassword: string): void {
  const result = adminResetPasswordSchema.shape.newPassword.safeParse(newPassword);
  if (!result.success) throw new TerminalPasswordError(result.error.issues[0].message);
}

export interface TerminalPasswordResult {
  email: string;
  sessionsEnded: number;
}

/**
 * Hashes the password with Better Auth and stores it (adding the password sign-in if the
 * account had none, as the admin plugin's setUserPassword does), ends every session of the
 * user, lifts the account's sign-in lock and writes the audit row, with no actor.
 */
export async function setPasswordFromTerminal(
  deps: Pick<Deps, 'database' | 'auth'>,
  email: string,
  newPassword: string,
): Promise<TerminalPasswordResult> {
  checkNewPassword(newPassword);
  const { db } = deps.database;
  const address = normalizeEmail(email);
  const [row] = await db
    .select()
    .from(user)
    .where(eq(sql`lower(${user.email})`, address));
  if (!row) throw new TerminalPasswordError(`No user has the e-mail address ${address}.`);

  const context = await deps.auth.$context;
  const hash = await context.password.hash(newPassword);
  if (await context.internalAdapter.findCredentialAccount(row.id)) {
    await context.internalAdapter.updatePassword(row.id, hash);
  } else {
    await context.internalAdapter.createAccount({
      userId: row.id,
      providerId: 'credential',
      accountId: row.id,
      password: hash,
    });
  }
  const [{ sessions }] = await db
    .select({ sessions: count() })
    .from(session)
    .where(eq(session.userId, row.id));
  await context.internalAdapter.deleteUserSessions(row.id);
  await clearAccountFailures(deps.database, row.email);
  await recordAudit(db, {
    actorId: null,
    action: 'user.password_reset',
    targetId: row.id,
    detail: { targetEmail: row.email, via: 'command line', sessionsEnded: sessions },
  });
  return { email: row.email, sessionsEnded: sessions };
}
