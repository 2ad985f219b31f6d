import { Hono } from 'hono';
import {
  BILLING_MESSAGES,
  WEBHOOK_EVENTS,
  type WebhookInfo,
  type WebhookTestResult,
} from '../../../core/billing';
import type { Config } from '../../config';
import type { AppEnv } from '../../http/types';
import { providerOf } from './service';
import { syncAllSubscriptions } from './sync';

// Admin billing, mounted at /api/admin (the app puts requireAdmin on /api/admin/*).

const WEBHOOK_PATH = '/api/billing/webhook';
const WEBHOOK_TEST_TIMEOUT_MS = 10_000;

export function getWebhookInfo(config: Config): WebhookInfo {
  const mode = providerOf({ config }).kind;
  return {
    endpointUrl: `${config.baseUrl}${WEBHOOK_PATH}`,
    events: [...WEBHOOK_EVENTS],
    isConfigured: mode === 'stripe' && !!config.stripe.webhookSecret,
    mode,
  };
}

/**
 * Posts a badly signed event to our own endpoint at BASE_URL, as Stripe would reach it:
 * a 400 that says 'Invalid signature' proves the route is reachable and checks signatures.
 */
export async function testWebhookEndpoint(config: Config): Promise<WebhookTestResult> {
  const url = `${config.baseUrl}${WEBHOOK_PATH}`;
  const timestamp = Math.floor(Date.now() / 1000);
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': `t=${timestamp},v1=${'0'.repeat(64)}`,
      },
      body: JSON.stringify({
        id: `evt_webhook_test_${timestamp}`,
        object: 'event',
        type: 'customer.subscription.updated',
        data: { object: {} },
      }),
      signal: AbortSignal.timeout(WEBHOOK_TEST_TIMEOUT_MS),
    });
    const text = await res.text();
    if (res.status === 400 && text.includes(BILLING_MESSAGES.invalidSignature)) {
      return { result: 'working' };
    }
    return {
      result: 'error',
      message: `${url} answered ${res.status} instead of 400 '${BILLING_MESSAGES.invalidSignature}'.`,
    };
  } catch (error) {
    const reason = (error as { cause?: { code?: string } }).cause?.code ?? String(error);
    return { result: 'error', message: `Could not reach ${url} (${reason}).` };
  }
}

export const adminBillingRoutes = new Hono<AppEnv>()
  .post('/sync', async (c) => c.json(await syncAllSubscriptions(c.get('deps'))))
  .get('/billing/webhook-info', (c) => c.json(getWebhookInfo(c.get('deps').config)))
  .post('/billing/webhook-test', async (c) =>
    c.json(await testWebhookEndpoint(c.get('deps').config)),
  );
