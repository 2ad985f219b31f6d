import { z } from 'zod';
import { ROLES, SUBSCRIPTION_STATUSES } from './access';
import { MIN_PASSWORD_LENGTH } from './auth-forms';
import { subscriptionDetailsSchema } from './billing';

// User management, impersonation and the audit log: requests and answers shared by the
// server's routes and the admin screens.

export const USER_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  userAdded: 'User added successfully',
  userUpdated: 'User updated successfully',
  userSuspended: 'User access suspended',
  addFailed: (reason?: string | null) => `Failed to add user: ${reason || 'Unknown error'}`,
  updateFailed: (reason?: string | null) => `Failed to update user: ${reason || 'Unknown error'}`,
  suspendFailed: (reason?: string | null) => `Failed to suspend user: ${reason || 'Unknown error'}`,
  passwordTooShort: 'Password must be at least 6 characters',
  confirmPassword: 'Please confirm the new password',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordUpdated: 'Password updated successfully',
  resetFailed: 'Failed to reset password',
  noUsers: 'No users found',
  loadFailed: 'Failed to load users',
  invalidData: 'Invalid data format received from server',
  authenticationRequired: 'Authentication Required',
  accessDenied: 'Access Denied',
  adminPermissionsNeeded: 'You must have admin permissions to view this page',
  fetchDetailsFailed: 'Failed to fetch details',
  userNotFound: 'User not found',
  emailTaken: 'A user with this email address already exists',
  cannotRemoveOwnAdmin: 'You cannot remove your own admin role',
  adminByConfiguration:
    'This user is an admin through ADMIN_EMAILS or ADMIN_EMAIL_DOMAINS; change that setting to remove the admin role',
  cannotSuspendAdmin: 'Admins cannot be suspended',
  cannotImpersonateAdmin: 'Admins cannot be impersonated',
  sessionsRevoked: 'All sessions of this user were ended',
  suspendConfirm: (email: string) =>
    `Suspend ${email}? Their status becomes expired and they lose access to the host features at once. They can still sign in, and you restore them by editing their status.`,
} as const;

export { IMPERSONATION_MESSAGES } from './impersonation';

export const USERS_PAGE_SIZE = 25;

const email = z
  .string({ error: USER_MESSAGES.invalidEmail })
  .trim()
  .min(1, USER_MESSAGES.invalidEmail)
  .max(254, USER_MESSAGES.invalidEmail)
  .email(USER_MESSAGES.invalidEmail)
  .transform((value) => value.toLowerCase());

const page = z.coerce.number().int().min(1).max(100_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(USERS_PAGE_SIZE);

export const listUsersQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  status: z.enum(SUBSCRIPTION_STATUSES).optional(),
  role: z.enum(ROLES).optional(),
  page,
  pageSize,
});
export type ListUsersQuery = z.infer<typeof listUsersQuerySchema>;

export const createUserSchema = z.object({
  email,
  role: z.enum(ROLES).default('host'),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES).default('trial'),
});
export type CreateUserInput = z.input<typeof createUserSchema>;

/** Edit User: any of the three fields; what is left out stays as it is. */
export const updateUserSchema = z.object({
  email: email.optional(),
  role: z.enum(ROLES).optional(),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES).optional(),
});
export type UpdateUserInput = z.input<typeof updateUserSchema>;

export const adminResetPasswordSchema = z.object({
  newPassword: z
    .string({ error: USER_MESSAGES.passwordTooShort })
    .min(MIN_PASSWORD_LENGTH, USER_MESSAGES.passwordTooShort)
    .max(128, 'Password must be at most 128 characters'),
});

/** The admin's reset-password dialog: the new password twice. */
export const adminResetPasswordFormSchema = z
  .object({
    newPassword: adminResetPasswordSchema.shape.newPassword,
    confirmPassword: z.string().min(1, USER_MESSAGES.confirmPassword),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: USER_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  subscription_status: z.enum(SUBSCRIPTION_STATUSES),
  subscription_tier: z.string().nullable(),
  subscription_end_date: z.string().nullable(),
  last_sign_in_at: z.string().nullable(),
  created_at: z.string(),
  is_admin: z.boolean(),
  /** The server's access rule (src/core/access.ts hasAccess), the same judgement /api/me gives. */
  has_access: z.boolean(),
  is_suspended: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const userPageSchema = z.object({
  items: z.array(adminUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type UserPage = z.infer<typeof userPageSchema>;

export const resetPasswordResultSchema = z.object({ success: z.boolean(), message: z.string() });

/** PATCH /api/admin/users/:id and POST .../suspend: the user as now saved. */
export const userResultSchema = z.object({ user: adminUserSchema, message: z.string() });

/** POST /api/admin/users: the account, and whether the set-password e-mail went out. */
export const createdUserSchema = userResultSchema.extend({ isMailSent: z.boolean() });

/** POST /api/admin/users/:id/impersonate: the browser now holds the host's session. */
export const impersonationStartedSchema = z.object({
  targetUserEmail: z.string(),
  redirectTo: z.string(),
  expiresAt: z.string(),
});

/** POST /api/impersonation/stop: the admin's session is back. */
export const impersonationStoppedSchema = z.object({ message: z.string(), redirectTo: z.string() });

const AUDIT_ACTIONS = [
  'user.create',
  'user.update',
  'user.suspend',
  'user.password_reset',
  'user.sessions_revoke',
  'impersonation.start',
  'impersonation.stop',
  'user.change',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'user.create': 'Added user',
  'user.update': 'Edited user',
  'user.suspend': 'Suspended user',
  'user.password_reset': 'Reset password',
  'user.sessions_revoke': 'Ended sessions',
  'impersonation.start': 'Started impersonation',
  'impersonation.stop': 'Stopped impersonation',
  'user.change': 'Account changed',
};

export const auditQuerySchema = z.object({ page, pageSize });

const auditEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  actor_id: z.string().nullable(),
  actor_email: z.string().nullable(),
  target_id: z.string().nullable(),
  target_email: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

export const subscribersQuerySchema = z.object({ page, pageSize });

/** One row of View Subscriptions: the host, their profile and the billing details (spec shape). */
const subscriberSchema = z.object({
  userId: z.string(),
  email: z.string(),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
  subscriptionTier: z.string().nullable(),
  subscriptionEndDate: z.string().nullable(),
  details: subscriptionDetailsSchema,
});
export type Subscriber = z.infer<typeof subscriberSchema>;

export const subscriberPageSchema = z.object({
  items: z.array(subscriberSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type SubscriberPage = z.infer<typeof subscriberPageSchema>;
