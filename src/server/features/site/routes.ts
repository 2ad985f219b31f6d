import { Hono } from 'hono';
import type { AppEnv } from '../../http/types';

/** Public settings the web needs before sign-in (what to show, not secrets). */
export const siteRoutes = new Hono<AppEnv>().get('/', (c) => {
  const { config } = c.get('deps');
  return c.json({
    demoVideoUrl: config.demoVideoUrl ?? null,
    // Browser error reports go here (a DSN is public by design: it only allows sending).
    sentryDsn: config.sentryDsn ?? null,
    billingMode: config.stripe.secretKey ? 'stripe' : 'local',
    // The embedded Stripe Pricing Table, when both are set (publishable values, not secrets).
    stripePublishableKey:
      config.stripe.secretKey && config.stripe.pricingTableId
        ? (config.stripe.publishableKey ?? null)
        : null,
    stripePricingTableId:
      config.stripe.secretKey && config.stripe.publishableKey
        ? (config.stripe.pricingTableId ?? null)
        : null,
  });
});
