import { z } from 'zod';
import { ROLES, SUBSCRIPTION_STATUSES } from './access';

/**
 * GET /api/me: the spec's Profile, with counts instead of the used id lists, which grow with every
 * round (the counts are kept by triggers: docs/decisions/0021-per-request-cost.md).
 */
export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  subscription_status: z.enum(SUBSCRIPTION_STATUSES),
  subscription_tier: z.string().nullable(),
  subscription_end_date: z.string().nullable(),
  used_questions_count: z.number().int(),
  used_tie_breakers_count: z.number().int(),
  created_at: z.string(),
  last_sign_in_at: z.string().nullable(),
  /** The user opened a link sent to this address (unlocks what an e-mail rule grants). */
  email_verified: z.boolean(),
  is_admin: z.boolean(),
  has_access: z.boolean(),
  is_demo_host: z.boolean(),
  /** An admin suspended the account: only an admin lifts it, no plan can be bought meanwhile. */
  is_suspended: z.boolean(),
  is_impersonating: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

export const EMAIL_CHANGE_MESSAGES = {
  currentPasswordRequired: 'Please enter your current password',
  currentPasswordWrong: 'Your current password is not correct',
  verifyFirst:
    'Please verify your current e-mail address first: open the link we sent you, or send a new one from your profile.',
  emailTaken: 'Failed to update profile: that email is already in use',
  linkInvalid:
    'This link is invalid or has expired. Change your e-mail again from your profile to get a new one.',
  verificationSent: 'We sent a new verification link. Please check your inbox.',
} as const;

/** The answer to a change request: nothing changes until the link sent to `pendingEmail` is opened. */
export function emailChangeSentMessage(pendingEmail: string): string {
  return `We sent a confirmation link to ${pendingEmail}. Your e-mail changes when you open it.`;
}

export function emailChangedMessage(email: string): string {
  return `Your e-mail address is now ${email}.`;
}

/** PATCH /api/me: asks to move the account to a new address, proven by the current password. */
export const updateProfileSchema = z.object({
  email: z.string().trim().max(254).email('Please enter a valid email address'),
  currentPassword: z
    .string({ error: EMAIL_CHANGE_MESSAGES.currentPasswordRequired })
    .min(1, EMAIL_CHANGE_MESSAGES.currentPasswordRequired)
    .max(128),
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

export const emailChangeRequestedSchema = z.object({
  pendingEmail: z.string(),
  message: z.string(),
});
export type EmailChangeRequested = z.infer<typeof emailChangeRequestedSchema>;

/** POST /api/email-change/confirm: the token from the link sent to the new address. */
export const confirmEmailChangeSchema = z.object({
  token: z
    .string()
    .min(1, EMAIL_CHANGE_MESSAGES.linkInvalid)
    .max(200, EMAIL_CHANGE_MESSAGES.linkInvalid),
});

export const emailChangedSchema = z.object({ email: z.string(), message: z.string() });
export type EmailChanged = z.infer<typeof emailChangedSchema>;
