// The access and admin rules, shared by the server (which enforces them) and the web
// (which mirrors them). Pure: the lists come from config on the server and from
// /api/me on the client.

export const ROLES = ['admin', 'host'] as const;
export type Role = (typeof ROLES)[number];

export const SUBSCRIPTION_STATUSES = ['trial', 'active', 'inactive', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const SUBSCRIPTION_TIERS = ['admin', 'premium', 'basic', 'Monthly', 'Annual'] as const;

export const TRIAL_DAYS = 7;
/** A paid plan keeps access this long past its end date, so a late renewal webhook cannot lock out a paying host. */
export const PAID_GRACE_DAYS = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface AdminLists {
  adminEmails: readonly string[];
  adminEmailDomains: readonly string[];
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isAdminEmail(email: string, lists: AdminLists): boolean {
  const normalized = normalizeEmail(email);
  if (lists.adminEmails.some((e) => normalizeEmail(e) === normalized)) return true;
  const domain = normalized.split('@')[1];
  return !!domain && lists.adminEmailDomains.some((d) => normalizeEmail(d) === domain);
}

export function isAdmin(user: { role?: string | null; email: string }, lists: AdminLists): boolean {
  return user.role === 'admin' || isAdminEmail(user.email, lists);
}

export function isDemoHostEmail(email: string, demoHostEmails: readonly string[]): boolean {
  const normalized = normalizeEmail(email);
  return demoHostEmails.some((e) => normalizeEmail(e) === normalized);
}

export function isGoodStatus(status: string | null | undefined): boolean {
  return status === 'active' || status === 'trial';
}

/** Monthly or Annual: a plan paid with a card on file (spec: paid plan names contain Monthly or Annual). */
export function isPaidTier(tier: string | null | undefined): boolean {
  return !!tier && /monthly|annual/i.test(tier);
}

export interface AccessSubject {
  role?: string | null;
  email: string;
  subscriptionStatus: string | null;
  subscriptionTier?: string | null;
  subscriptionEndDate: Date | string | null;
}

/**
 * The access rule for host features: admins and demo hosts always; otherwise status
 * active or trial whose end date has not passed. A paid plan gets a short grace: status
 * active, or a trial on a Monthly/Annual plan (Checkout during the sign-up trial, so a
 * card is on file). A plain sign-up trial has none.
 */
export function hasAccess(
  subject: AccessSubject,
  lists: AdminLists & { demoHostEmails: readonly string[] },
  now: Date = new Date(),
): boolean {
  if (isAdmin(subject, lists)) return true;
  if (isDemoHostEmail(subject.email, lists.demoHostEmails)) return true;
  if (!isGoodStatus(subject.subscriptionStatus)) return false;
  if (!subject.subscriptionEndDate) return subject.subscriptionStatus === 'active';
  const end = new Date(subject.subscriptionEndDate).getTime();
  const isPaid = subject.subscriptionStatus === 'active' || isPaidTier(subject.subscriptionTier);
  const grace = isPaid ? PAID_GRACE_DAYS * DAY_MS : 0;
  return now.getTime() <= end + grace;
}

export interface DefaultProfile {
  role: Role;
  subscriptionStatus: SubscriptionStatus;
  subscriptionTier: string;
  subscriptionEndDate: Date | null;
}

/** The profile a new account starts with (spec: host trial/basic, admin active/admin, demo host active/premium). */
export function defaultProfileFor(
  email: string,
  lists: AdminLists & { demoHostEmails: readonly string[] },
  now: Date = new Date(),
): DefaultProfile {
  if (isAdminEmail(email, lists)) {
    return {
      role: 'admin',
      subscriptionStatus: 'active',
      subscriptionTier: 'admin',
      subscriptionEndDate: null,
    };
  }
  if (isDemoHostEmail(email, lists.demoHostEmails)) {
    return {
      role: 'host',
      subscriptionStatus: 'active',
      subscriptionTier: 'premium',
      subscriptionEndDate: null,
    };
  }
  return {
    role: 'host',
    subscriptionStatus: 'trial',
    subscriptionTier: 'basic',
    subscriptionEndDate: new Date(now.getTime() + TRIAL_DAYS * DAY_MS),
  };
}

/** Where a user goes after signing in (spec host-and-player 2, post-sign-in navigation). */
export function homePathFor(profile: { isAdmin: boolean; hasAccess: boolean }): string {
  if (profile.isAdmin) return '/admin';
  if (profile.hasAccess) return '/dashboard';
  return '/subscription';
}
