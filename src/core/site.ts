import { z } from 'zod';
import { BILLING_PROVIDERS } from './billing';

/** GET /api/site: public settings the pages need before sign-in (no secrets). */
export const siteSettingsSchema = z.object({
  demoVideoUrl: z.string().nullable(),
  /** Browser error reports go here (a DSN only allows sending). */
  sentryDsn: z.string().nullable(),
  billingMode: z.enum(BILLING_PROVIDERS),
  /** The embedded Stripe Pricing Table, when both are set. */
  stripePublishableKey: z.string().nullable(),
  stripePricingTableId: z.string().nullable(),
});
