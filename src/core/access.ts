// The access and admin rules, shared by the server (which enforces them) and the web
// (which mirrors them). Pure: the lists come from config on the server and from
// /api/me on the client.

export const ROLES = ['admin', 'host'] as const;
export type Role = (typeof ROLES)[number];

export const SUBSCRIPTION_STATUSES = ['trial', 'active', 'inactive', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

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

/**
 * The admin e-mail lists as the admin rule reads them: trimmed, lowercased, blanks dropped.
 * isAdmin below and the server's isAdminSql (src/server/db/admin-rule.ts) both take them from here.
 */
export function adminRuleLists(lists: AdminLists): { emails: string[]; domains: string[] } {
  const clean = (values: readonly string[]) => values.map(normalizeEmail).filter(Boolean);
  return { emails: clean(lists.adminEmails), domains: clean(lists.adminEmailDomains) };
}

export function isAdminEmail(email: string, lists: AdminLists): boolean {
  const { emails, domains } = adminRuleLists(lists);
  const normalized = normalizeEmail(email);
  return emails.includes(normalized) || domains.includes(normalized.split('@')[1] ?? '');
}

/** What the e-mail rules look at: the address, whether its owner proved it, and the stored role. */
export interface EmailRuleSubject {
  role?: string | null;
  email: string;
  /** The user opened a link sent to this address (Better Auth's e-mail verification). */
  emailVerified?: boolean | null;
  /** The stored role admin is only a copy of the e-mail rule, not a grant by hand. */
  adminByEmailRule?: boolean | null;
}

/** Admin by ADMIN_EMAILS / ADMIN_EMAIL_DOMAINS: only for an address its owner has verified. */
export function isAdminByEmailRule(user: EmailRuleSubject, lists: AdminLists): boolean {
  return !!user.emailVerified && isAdminEmail(user.email, lists);
}

/**
 * The admin rule: role admin granted by hand, or an admin e-mail rule on a verified address.
 * Its SQL form is isAdminSql (src/server/db/admin-rule.ts); admin-rule.test.ts holds them equal.
 */
export function isAdmin(user: EmailRuleSubject, lists: AdminLists): boolean {
  return (user.role === 'admin' && !user.adminByEmailRule) || isAdminByEmailRule(user, lists);
}

export function isDemoHostEmail(email: string, demoHostEmails: readonly string[]): boolean {
  const normalized = normalizeEmail(email);
  return demoHostEmails.some((e) => normalizeEmail(e) === normalized);
}

/** A demo host (DEMO_HOST_EMAILS): only for an address its owner has verified. */
export function isDemoHost(user: EmailRuleSubject, demoHostEmails: readonly string[]): boolean {
  return !!user.emailVerified && isDemoHostEmail(user.email, demoHostEmails);
}

export function isGoodStatus(status: string | null | undefined): boolean {
  return status === 'active' || status === 'trial';
}

/** Monthly or Annual: a plan paid with a card on file (spec: paid plan names contain Monthly or Annual). */
export function isPaidTier(tier: string | null | undefined): boolean {
  return !!tier && /monthly|annual/i.test(tier);
}

export interface AccessSubject extends EmailRuleSubject {
  /** Set by an admin's suspension: only an admin lifts it, whatever an e-mail rule says. */
  suspendedAt?: Date | string | null;
  subscriptionStatus: string | null;
  subscriptionTier?: string | null;
  subscriptionEndDate: Date | string | null;
}

/**
 * The access rule for host features: admins always, demo hosts unless suspended; otherwise status
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
  if (isDemoHost(subject, lists.demoHostEmails) && !subject.suspendedAt) return true;
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

/**
 * The profile every new account starts with: a host on the 7-day trial. What an e-mail rule
 * grants (admin, demo host) is not stored: it applies once the address is verified.
 */
export function defaultProfile(now: Date = new Date()): DefaultProfile {
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
