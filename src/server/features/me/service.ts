import { and, eq, ne, sql } from 'drizzle-orm';
import {
  hasAccess,
  isAdmin,
  isDemoHostEmail,
  type Role,
  type SubscriptionStatus,
} from '../../../core/access';
import { MESSAGES } from '../../../core/messages';
import type { Profile } from '../../../core/profile';
import type { UserRow } from '../../auth/guards';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { user } from '../../db/schema';
import { badRequest, conflict } from '../../http/errors';

/** The spec's Profile of a user row; the used counts are columns the database keeps. */
export function getProfile(
  config: Config,
  row: UserRow,
  options: { isImpersonating: boolean },
): Profile {
  const lists = {
    adminEmails: config.adminEmails,
    adminEmailDomains: config.adminEmailDomains,
    demoHostEmails: config.demoHostEmails,
  };
  const admin = isAdmin(row, lists);
  return {
    id: row.id,
    email: row.email,
    role: (admin ? 'admin' : 'host') satisfies Role,
    subscription_status: row.subscriptionStatus as SubscriptionStatus,
    subscription_tier: row.subscriptionTier,
    subscription_end_date: row.subscriptionEndDate?.toISOString() ?? null,
    used_questions_count: row.usedQuestionsCount,
    used_tie_breakers_count: row.usedTiebreakersCount,
    created_at: row.createdAt.toISOString(),
    last_sign_in_at: row.lastSignInAt?.toISOString() ?? null,
    is_admin: admin,
    has_access: hasAccess(row, lists),
    is_demo_host: isDemoHostEmail(row.email, config.demoHostEmails),
    is_impersonating: options.isImpersonating,
  };
}

/** Changes the sign-in e-mail. Unchanged is refused with the spec's message; a taken one is a conflict. */
export async function updateEmail(database: Database, row: UserRow, email: string): Promise<void> {
  const next = email.trim().toLowerCase();
  if (next === row.email) throw badRequest(MESSAGES.noChangesToSave, 'no_changes');
  const [taken] = await database.db
    .select({ id: user.id })
    .from(user)
    .where(and(sql`lower(${user.email}) = ${next}`, ne(user.id, row.id)));
  if (taken)
    throw conflict('Failed to update profile: that email is already in use', 'email_taken');
  await database.db
    .update(user)
    .set({ email: next, updatedAt: new Date() })
    .where(eq(user.id, row.id));
}
