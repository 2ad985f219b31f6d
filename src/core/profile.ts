import { z } from 'zod';
import { ROLES, SUBSCRIPTION_STATUSES } from './access';

/** GET /api/me: the spec's Profile, with counts instead of the used id lists (DESIGN.md). */
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
  is_admin: z.boolean(),
  has_access: z.boolean(),
  is_demo_host: z.boolean(),
  is_impersonating: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

export const updateProfileSchema = z.object({
  email: z.string().trim().email('Please enter a valid email address'),
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;
