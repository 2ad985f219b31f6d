import { serve } from '@hono/node-server';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BILLING_MESSAGES } from '../../../core/billing';
import { billingCustomers, billingEvents, billingSubscriptions, user } from '../../db/schema';
import { FAKE_PRICES, type FakeStripe, signedEvent, startFakeStripe } from '../../test/fake-stripe';
import {
  createTestContext,
  daysFromNow,
  type TestContext,
  type TestUser,
} from '../../test/harness';

// Billing on Stripe: the real `stripe` SDK against a local fake of Stripe's API (STRIPE_API_URL),
// webhooks signed as Stripe signs them. Time moves by setting dates in the fake and the
// database, never by sleeping.

const DAY_S = 24 * 60 * 60;
const nowS = () => Math.floor(Date.now() / 1000);

let fake: FakeStripe;
let ctx: TestContext;
let server: ReturnType<typeof serve>;

beforeAll(async () => {
  fake = await startFakeStripe();
  // The webhook test posts to BASE_URL: serve the app itself there.
  let handle: (request: Request) => Response | Promise<Response> = () =>
    new Response('starting', { status: 503 });
  const port = await new Promise<number>((resolve) => {
    server = serve(
      { fetch: (request) => handle(request), port: 0, hostname: '127.0.0.1' },
      (info) => resolve(info.port),
    );
  });
  ctx = await createTestContext({ ...fake.env, BASE_URL: `http://127.0.0.1:${port}` });
  handle = ctx.app.fetch;
});

afterAll(async () => {
  await ctx?.close();
  await fake?.close();
  await new Promise((resolve) => server?.close(resolve));
});

async function deliver(
  type: string,
  object: Record<string, unknown>,
  options: Parameters<typeof signedEvent>[2] = {},
) {
  const { payload, signature } = signedEvent(type, object, options);
  return ctx.request('/api/billing/webhook', {
    body: payload,
    headers: { 'stripe-signature': signature },
  });
}

async function profileOf(userId: string) {
  const [row] = await ctx.db.select().from(user).where(eq(user.id, userId));
  return row;
}

async function customerOf(userId: string) {
  const [row] = await ctx.db
    .select()
    .from(billingCustomers)
    .where(eq(billingCustomers.userId, userId));
  return row?.customerId ?? null;
}

/** POST /api/rounds: 200 with access, 403 without. */
async function roundStatus(host: TestUser) {
  return (await ctx.request('/api/rounds', { body: {}, cookie: host.cookie })).status;
}

/** Checkout, then the customer pays on Stripe's page: the subscription exists in the fake. */
async function checkout(host: TestUser, plan: 'monthly' | 'annual' = 'monthly') {
  const res = await ctx.request('/api/billing/checkout', { body: { plan }, cookie: host.cookie });
  expect(res.status).toBe(200);
  const { url } = await res.json();
  const sessionId = url.split('/').pop() as string;
  const session = fake.checkoutSessions.get(sessionId);
  expect(session).toBeDefined();
  return { url, sessionId, session: session as Record<string, never> };
}

/** A host whose Checkout went through and whose checkout.session.completed was delivered. */
async function subscribedHost(options: { status?: string } = {}) {
  const host = await ctx.createHost();
  const { sessionId, session } = await checkout(host);
  const subscription = fake.completeCheckout(sessionId, { status: 'active', ...options });
  const res = await deliver('checkout.session.completed', {
    id: sessionId,
    object: 'checkout.session',
    customer: session.customer,
    client_reference_id: host.id,
    subscription: subscription.id,
  });
  expect(res.status).toBe(200);
  return { host, subscription, customerId: session.customer as string };
}

function subscriptionEvent(subscription: Record<string, unknown>) {
  // A snapshot as the payload carried it at sending time (may be stale by delivery).
  return JSON.parse(JSON.stringify(subscription)) as Record<string, unknown>;
}

describe('webhook signature', () => {
  test('GET answers {received: true}', async () => {
    const res = await ctx.request('/api/billing/webhook');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true });
  });

  async function expectRefused(res: Response) {
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(text).toContain('Invalid signature');
    expect(JSON.parse(text)).toEqual({
      error: { code: 'invalid_signature', message: 'Invalid signature' },
    });
  }

  test('a bad signature, a changed body, an old timestamp and no header are refused', async () => {
    const { host, customerId } = await subscribedHost();
    const before = await ctx.db.select({ n: count() }).from(billingEvents);
    const object = { id: 'sub_x', object: 'subscription', customer: customerId };

    const wrongSecret = signedEvent('customer.subscription.updated', object, {
      secret: 'whsec_not_ours',
    });
    await expectRefused(
      await ctx.request('/api/billing/webhook', {
        body: wrongSecret.payload,
        headers: { 'stripe-signature': wrongSecret.signature },
      }),
    );

    const good = signedEvent('customer.subscription.deleted', object);
    await expectRefused(
      await ctx.request('/api/billing/webhook', {
        body: good.payload.replace(
          'customer.subscription.deleted',
          'customer.subscription.updated',
        ),
        headers: { 'stripe-signature': good.signature },
      }),
    );

    const old = signedEvent('customer.subscription.updated', object, {
      timestamp: nowS() - 60 * 60,
    });
    await expectRefused(
      await ctx.request('/api/billing/webhook', {
        body: old.payload,
        headers: { 'stripe-signature': old.signature },
      }),
    );

    await expectRefused(await ctx.request('/api/billing/webhook', { body: good.payload }));

    const after = await ctx.db.select({ n: count() }).from(billingEvents);
    expect(after[0].n).toBe(before[0].n);
    expect((await profileOf(host.id)).subscriptionStatus).toBe('active');
  });

  test('a signed POST without a cookie passes the Origin check', async () => {
    const { payload, signature } = signedEvent('customer.subscription.updated', {
      object: 'subscription',
      customer: 'cus_nobody_we_know',
    });
    const res = await ctx.app.request('/api/billing/webhook', {
      method: 'POST',
      headers: { 'stripe-signature': signature, 'content-type': 'application/json' },
      body: payload,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, outcome: 'ignored' });
  });
});

describe('checkout', () => {
  test('creates the customer once, requires a card and carries the sign-up trial over', async () => {
    const host = await ctx.createHost({ subscriptionEndDate: daysFromNow(5) });
    const first = await checkout(host);
    expect(first.url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    const customerId = await customerOf(host.id);
    expect(customerId).toMatch(/^cus_/);
    expect(fake.customers.get(customerId as string)).toMatchObject({
      email: host.email,
      metadata: { user_id: host.id },
    });
    const params = first.session._params as Record<string, never>;
    expect(params).toMatchObject({
      mode: 'subscription',
      customer: customerId,
      client_reference_id: host.id,
      payment_method_collection: 'always',
      line_items: [{ price: FAKE_PRICES.monthly.id, quantity: '1' }],
    });
    const trialEnd = Number((params.subscription_data as Record<string, string>).trial_end);
    const profileEnd = (await profileOf(host.id)).subscriptionEndDate as Date;
    expect(trialEnd).toBe(Math.floor(profileEnd.getTime() / 1000));

    const second = await checkout(host, 'annual');
    expect(second.session.customer).toBe(customerId);
    expect((second.session._params as Record<string, never>).line_items).toEqual([
      { price: FAKE_PRICES.annual.id, quantity: '1' },
    ]);
    expect([...fake.customers.values()].filter((c) => c.metadata.user_id === host.id)).toHaveLength(
      1,
    );
  });

  test('no trial when less than 48 hours of it are left, nor for an expired host', async () => {
    const nearlyOver = await ctx.createHost({ subscriptionEndDate: daysFromNow(1) });
    const expired = await ctx.createExpiredHost();
    for (const host of [nearlyOver, expired]) {
      const { session } = await checkout(host);
      const params = session._params as Record<string, Record<string, unknown>>;
      expect(params.subscription_data?.trial_end).toBeUndefined();
    }
  });

  test('returning from Checkout records the subscription without waiting for the webhook', async () => {
    const host = await ctx.createHost({ subscriptionEndDate: daysFromNow(6) });
    const trialEnd = (await profileOf(host.id)).subscriptionEndDate as Date;
    const { sessionId } = await checkout(host);
    fake.completeCheckout(sessionId);
    const res = await ctx.request('/api/billing/checkout/complete', {
      body: { sessionId },
      cookie: host.cookie,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      hasSubscription: true,
      status: 'trialing',
      planName: 'Monthly',
      amount: 1499,
      currency: 'usd',
      interval: 'month',
      willCancel: false,
      provider: 'stripe',
    });
    const profile = await profileOf(host.id);
    expect(profile).toMatchObject({ subscriptionStatus: 'trial', subscriptionTier: 'Monthly' });
    // Same end as the sign-up trial: no second trial.
    expect(
      Math.abs((profile.subscriptionEndDate as Date).getTime() - trialEnd.getTime()),
    ).toBeLessThan(1000);

    const stranger = await ctx.createHost();
    const theirs = await ctx.request('/api/billing/checkout/complete', {
      body: { sessionId },
      cookie: stranger.cookie,
    });
    expect(theirs.status).toBe(404);
    expect((await theirs.json()).error.message).toBe(BILLING_MESSAGES.checkoutNotFound);
  });

  test('a host with a live subscription and an admin cannot start another', async () => {
    const { host } = await subscribedHost();
    const again = await ctx.request('/api/billing/checkout', {
      body: { plan: 'annual' },
      cookie: host.cookie,
    });
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe(BILLING_MESSAGES.alreadySubscribed);

    const admin = await ctx.createAdmin();
    const adminCheckout = await ctx.request('/api/billing/checkout', {
      body: { plan: 'monthly' },
      cookie: admin.cookie,
    });
    expect(adminCheckout.status).toBe(409);
  });

  test('a bad plan is refused', async () => {
    const host = await ctx.createHost();
    const res = await ctx.request('/api/billing/checkout', {
      body: { plan: 'weekly' },
      cookie: host.cookie,
    });
    expect(res.status).toBe(400);
  });
});

describe('webhook events', () => {
  test('the same event delivered 3 times, then 3 at once, has one effect', async () => {
    const { host, subscription } = await subscribedHost();
    fake.updateSubscription(subscription.id, {
      plan: 'annual',
      currentPeriodEnd: nowS() + 365 * DAY_S,
    });
    const { payload, signature } = signedEvent(
      'customer.subscription.updated',
      subscriptionEvent(subscription),
      { id: 'evt_repeat_sequential' },
    );
    const reads = () =>
      fake.requests.filter((r) => r.method === 'GET' && r.path === '/v1/subscriptions').length;
    const readsBefore = reads();
    const send = () =>
      ctx.request('/api/billing/webhook', {
        body: payload,
        headers: { 'stripe-signature': signature },
      });

    const outcomes: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await send();
      expect(res.status).toBe(200);
      outcomes.push((await res.json()).outcome);
    }
    expect(outcomes).toEqual(['processed', 'duplicate', 'duplicate']);
    // The effect: Stripe read once, the profile moved to Annual once.
    expect(reads() - readsBefore).toBe(1);
    expect(await profileOf(host.id)).toMatchObject({ subscriptionTier: 'Annual' });

    const concurrent = signedEvent(
      'invoice.payment_succeeded',
      {
        id: 'in_1',
        object: 'invoice',
        customer: subscription.customer,
      },
      { id: 'evt_repeat_concurrent' },
    );
    const readsMid = reads();
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        ctx.request('/api/billing/webhook', {
          body: concurrent.payload,
          headers: { 'stripe-signature': concurrent.signature },
        }),
      ),
    );
    const concurrentOutcomes = await Promise.all(
      results.map(async (r) => (await r.json()).outcome),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(concurrentOutcomes.sort()).toEqual(['duplicate', 'duplicate', 'processed']);
    expect(reads() - readsMid).toBe(1);

    for (const id of ['evt_repeat_sequential', 'evt_repeat_concurrent']) {
      const rows = await ctx.db.select().from(billingEvents).where(eq(billingEvents.id, id));
      expect(rows).toHaveLength(1);
    }
  });

  test('updated delivered after deleted (out of order) ends expired', async () => {
    const { host, subscription } = await subscribedHost();
    const stale = subscriptionEvent(subscription); // status active when it was sent
    fake.updateSubscription(subscription.id, { status: 'canceled', ended_at: nowS() - 60 });
    const deleted = await deliver('customer.subscription.deleted', subscriptionEvent(subscription));
    expect(deleted.status).toBe(200);
    const updated = await deliver('customer.subscription.updated', stale);
    expect(updated.status).toBe(200);
    expect((await updated.json()).outcome).toBe('processed');
    expect((await profileOf(host.id)).subscriptionStatus).toBe('expired');
    expect(await roundStatus(host)).toBe(403);
  });

  test('trial -> active -> cancel at period end -> access until the end date -> expired', async () => {
    const host = await ctx.createHost({ subscriptionEndDate: daysFromNow(5) });
    const { sessionId, session } = await checkout(host);
    const subscription = fake.completeCheckout(sessionId);
    expect(subscription.status).toBe('trialing');
    await deliver('checkout.session.completed', {
      id: sessionId,
      object: 'checkout.session',
      customer: session.customer,
      client_reference_id: host.id,
    });
    expect(await profileOf(host.id)).toMatchObject({
      subscriptionStatus: 'trial',
      subscriptionTier: 'Monthly',
    });
    expect(await roundStatus(host)).toBe(200);

    // The trial ends and the first invoice is paid.
    const periodEnd = nowS() + 30 * DAY_S;
    fake.updateSubscription(subscription.id, {
      status: 'active',
      trialEnd: nowS() - 60,
      currentPeriodEnd: periodEnd,
    });
    await deliver('invoice.payment_succeeded', {
      object: 'invoice',
      customer: session.customer,
    });
    let profile = await profileOf(host.id);
    expect(profile.subscriptionStatus).toBe('active');
    expect((profile.subscriptionEndDate as Date).getTime()).toBe(periodEnd * 1000);

    // Cancel Plan: cancel at period end, access kept.
    const cancel = await ctx.request('/api/billing/cancel', { body: {}, cookie: host.cookie });
    expect(cancel.status).toBe(200);
    const cancelBody = await cancel.json();
    expect(cancelBody.message).toBe(BILLING_MESSAGES.canceled);
    expect(cancelBody.subscription).toMatchObject({
      hasSubscription: true,
      willCancel: true,
      expirationDate: new Date(periodEnd * 1000).toISOString(),
      renewalDate: null,
    });
    expect(fake.subscriptions.get(subscription.id)?.cancel_at_period_end).toBe(true);
    expect(await roundStatus(host)).toBe(200);

    // Close to the end date: still in.
    const soon = nowS() + 60 * 60;
    fake.updateSubscription(subscription.id, { currentPeriodEnd: soon });
    await deliver('customer.subscription.updated', subscriptionEvent(subscription));
    profile = await profileOf(host.id);
    expect((profile.subscriptionEndDate as Date).getTime()).toBe(soon * 1000);
    expect(await roundStatus(host)).toBe(200);

    // The end date passed and Stripe's last word is late: a paid plan keeps its grace.
    await ctx.db
      .update(user)
      .set({ subscriptionEndDate: daysFromNow(-1) })
      .where(eq(user.id, host.id));
    expect(await roundStatus(host)).toBe(200);

    // Stripe ends it at the period end.
    fake.updateSubscription(subscription.id, { status: 'canceled', ended_at: nowS() - 60 });
    await deliver('customer.subscription.deleted', subscriptionEvent(subscription));
    profile = await profileOf(host.id);
    expect(profile.subscriptionStatus).toBe('expired');
    expect(await roundStatus(host)).toBe(403);
    const details = await (
      await ctx.request('/api/billing/subscription', { cookie: host.cookie })
    ).json();
    expect(details).toMatchObject({ hasSubscription: false, status: 'canceled' });
  });

  test('payment failed -> inactive -> 403 on POST /api/rounds', async () => {
    const { host, subscription } = await subscribedHost();
    expect(await roundStatus(host)).toBe(200);
    fake.updateSubscription(subscription.id, { status: 'past_due' });
    const res = await deliver('invoice.payment_failed', {
      object: 'invoice',
      customer: subscription.customer,
    });
    expect(res.status).toBe(200);
    expect((await profileOf(host.id)).subscriptionStatus).toBe('inactive');
    const round = await ctx.request('/api/rounds', { body: {}, cookie: host.cookie });
    expect(round.status).toBe(403);
    expect((await round.json()).error.code).toBe('subscription_required');
  });

  test('suspension sticks: an active subscription does not lift it', async () => {
    const { host, subscription } = await subscribedHost();
    await ctx.db
      .update(user)
      .set({ suspendedAt: new Date(), subscriptionStatus: 'expired' })
      .where(eq(user.id, host.id));
    fake.updateSubscription(subscription.id, {
      plan: 'annual',
      currentPeriodEnd: nowS() + 365 * DAY_S,
    });
    await deliver('customer.subscription.updated', subscriptionEvent(subscription));
    const profile = await profileOf(host.id);
    expect(profile.subscriptionStatus).toBe('expired');
    expect(profile.subscriptionTier).toBe('Annual');
    expect(await roundStatus(host)).toBe(403);
    const refresh = await ctx.request('/api/billing/refresh', { body: {}, cookie: host.cookie });
    expect(refresh.status).toBe(200);
    expect((await profileOf(host.id)).subscriptionStatus).toBe('expired');
  });

  test('events before the Pricing Table checkout names the host are caught up by it', async () => {
    const host = await ctx.createHost();
    // The Pricing Table makes its own customer, without our metadata.
    const customerId = 'cus_pricing_table_1';
    fake.customers.set(customerId, { id: customerId, object: 'customer', metadata: {} });
    const subscription = fake.createSubscription({ customer: customerId, plan: 'annual' });
    const early = await deliver('customer.subscription.created', subscriptionEvent(subscription));
    expect((await early.json()).outcome).toBe('ignored');
    expect((await profileOf(host.id)).subscriptionStatus).toBe('trial');

    await deliver('checkout.session.completed', {
      id: 'cs_test_pricing_table',
      object: 'checkout.session',
      customer: customerId,
      client_reference_id: host.id,
    });
    expect(await customerOf(host.id)).toBe(customerId);
    expect(await profileOf(host.id)).toMatchObject({
      subscriptionStatus: 'active',
      subscriptionTier: 'Annual',
    });
  });
});

describe('subscription management', () => {
  test('details, refresh and the portal', async () => {
    const { host, subscription, customerId } = await subscribedHost();
    const details = await (
      await ctx.request('/api/billing/subscription', { cookie: host.cookie })
    ).json();
    const end = new Date(subscription.items.data[0].current_period_end * 1000).toISOString();
    expect(details).toEqual({
      hasSubscription: true,
      status: 'active',
      planName: 'Monthly',
      amount: 1499,
      currency: 'usd',
      interval: 'month',
      willCancel: false,
      expirationDate: null,
      renewalDate: end,
      nextBillingDate: end,
      provider: 'stripe',
    });

    // Changed on Stripe's side (the portal), no webhook yet: Refresh reads it.
    fake.updateSubscription(subscription.id, {
      plan: 'annual',
      currentPeriodEnd: nowS() + 365 * DAY_S,
    });
    const refreshed = await ctx.request('/api/billing/refresh', { body: {}, cookie: host.cookie });
    expect(refreshed.status).toBe(200);
    expect((await refreshed.json()).planName).toBe('Annual');
    expect((await profileOf(host.id)).subscriptionTier).toBe('Annual');

    const portal = await ctx.request('/api/billing/portal', { body: {}, cookie: host.cookie });
    expect(portal.status).toBe(200);
    const { url } = await portal.json();
    expect(url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    const session = [...fake.portalSessions.values()].find((s) => url.endsWith(s.id));
    expect(session).toMatchObject({
      customer: customerId,
      return_url: `${ctx.deps.config.baseUrl}/profile`,
    });
  });

  test('no customer: portal and cancel answer 404 with the spec message', async () => {
    const host = await ctx.createHost();
    for (const path of ['/api/billing/portal', '/api/billing/cancel']) {
      const res = await ctx.request(path, { body: {}, cookie: host.cookie });
      expect(res.status).toBe(404);
      expect((await res.json()).error.message).toBe(
        "You don't have an active subscription to manage. Please subscribe first.",
      );
    }
    const details = await (
      await ctx.request('/api/billing/subscription', { cookie: host.cookie })
    ).json();
    expect(details.hasSubscription).toBe(false);
  });
});

describe('admin', () => {
  test('webhook-info and a webhook test against the app itself', async () => {
    const admin = await ctx.createAdmin();
    const info = await ctx.request('/api/admin/billing/webhook-info', { cookie: admin.cookie });
    expect(await info.json()).toEqual({
      endpointUrl: `${ctx.deps.config.baseUrl}/api/billing/webhook`,
      events: [
        'customer.subscription.created',
        'customer.subscription.updated',
        'customer.subscription.deleted',
        'invoice.payment_succeeded',
        'invoice.payment_failed',
        'checkout.session.completed',
        'customer.subscription.trial_will_end',
      ],
      isConfigured: true,
      mode: 'stripe',
    });
    const test = await ctx.request('/api/admin/billing/webhook-test', {
      body: {},
      cookie: admin.cookie,
    });
    expect(test.status).toBe(200);
    expect(await test.json()).toEqual({ result: 'working' });
  });

  test('a webhook test against nothing reports the error', async () => {
    const other = await createTestContext({ ...fake.env, BASE_URL: 'http://127.0.0.1:9' });
    try {
      const admin = await other.createAdmin();
      const res = await other.request('/api/admin/billing/webhook-test', {
        body: {},
        cookie: admin.cookie,
      });
      const body = await res.json();
      expect(body.result).toBe('error');
      expect(body.message).toContain('http://127.0.0.1:9/api/billing/webhook');
    } finally {
      await other.close();
    }
  });

  test('sync re-reads every subscription and expires ended trials', async () => {
    const own = await createTestContext(fake.env);
    try {
      const hosts: { id: string; subscriptionId: string }[] = [];
      for (const status of ['active', 'active', 'active']) {
        const host = await own.createHost();
        const customerId = `cus_sync_${host.id}`;
        fake.customers.set(customerId, { id: customerId, object: 'customer', metadata: {} });
        const subscription = fake.createSubscription({ customer: customerId, status });
        await own.db
          .insert(billingCustomers)
          .values({ userId: host.id, provider: 'stripe', customerId });
        hosts.push({ id: host.id, subscriptionId: subscription.id });
      }
      fake.updateSubscription(hosts[1].subscriptionId, { status: 'past_due' });
      fake.updateSubscription(hosts[2].subscriptionId, { status: 'canceled', ended_at: nowS() });
      const endedTrial = await own.createHost({ subscriptionEndDate: daysFromNow(-1) });
      const runningTrial = await own.createHost();

      const admin = await own.createAdmin();
      const res = await own.request('/api/admin/sync', { body: {}, cookie: admin.cookie });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ syncedCount: 4, failedCount: 0 });

      const statusOf = async (id: string) =>
        (await own.db.select().from(user).where(eq(user.id, id)))[0].subscriptionStatus;
      expect(await statusOf(hosts[0].id)).toBe('active');
      expect(await statusOf(hosts[1].id)).toBe('inactive');
      expect(await statusOf(hosts[2].id)).toBe('expired');
      expect(await statusOf(endedTrial.id)).toBe('expired');
      expect(await statusOf(runningTrial.id)).toBe('trial');
      expect(await statusOf(admin.id)).toBe('active');
      const cached = await own.db.select().from(billingSubscriptions);
      expect(cached).toHaveLength(3);
    } finally {
      await own.close();
    }
  });
});
