import { Hono } from 'hono';
import { BILLING_MESSAGES, checkoutSchema, completeCheckoutSchema } from '../../../core/billing';
import { currentUser, requireUser } from '../../auth/guards';
import { parseJson } from '../../http/errors';
import type { AppEnv } from '../../http/types';
import {
  cancelSubscription,
  completeCheckout,
  getSubscriptionDetails,
  openPortal,
  refreshSubscription,
  startCheckout,
} from './service';
import { billingWebhookRoutes } from './webhook';

// /api/billing. Sign-in only, not the access rule: an expired host must be able to pay.
// The guard sits on each route because the webhook, mounted here too, has no session.

export const billingRoutes = new Hono<AppEnv>()
  .get('/subscription', requireUser, async (c) =>
    c.json(await getSubscriptionDetails(c.get('deps'), currentUser(c).id)),
  )
  .post('/checkout', requireUser, async (c) => {
    const { plan } = await parseJson(c, checkoutSchema);
    return c.json(await startCheckout(c.get('deps'), currentUser(c), plan));
  })
  .post('/checkout/complete', requireUser, async (c) => {
    const { sessionId } = await parseJson(c, completeCheckoutSchema);
    return c.json(await completeCheckout(c.get('deps'), currentUser(c), sessionId));
  })
  .post('/portal', requireUser, async (c) =>
    c.json(await openPortal(c.get('deps'), currentUser(c))),
  )
  .post('/cancel', requireUser, async (c) => {
    const subscription = await cancelSubscription(c.get('deps'), currentUser(c));
    return c.json({ message: BILLING_MESSAGES.canceled, subscription });
  })
  .post('/refresh', requireUser, async (c) =>
    c.json(await refreshSubscription(c.get('deps'), currentUser(c).id)),
  )
  .route('/webhook', billingWebhookRoutes);
