import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BILLING_MESSAGES } from '../../../core/billing';
import { addMonths } from '../../adapters/billing/local';
import { billingSubscriptions, jobRuns, user } from '../../db/schema';
import { runDailyJob } from '../../jobs/daily-jobs';
import { dailySyncJob } from '../../jobs/daily-sync';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness';

// Billing on the local provider (no STRIPE_SECRET_KEY): the same flows with no network.
// Time moves by setting dates in the database.

const DAY_MS = 24 * 60 * 60 * 1000;

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function profileOf(userId: string) {
  const [row] = await ctx.db.select().from(user).where(eq(user.id, userId));
  return row;
}

async function roundStatus(host: TestUser) {
  return (await ctx.request('/api/rounds', { body: {}, cookie: host.cookie })).status;
}

async function startCheckout(host: TestUser, plan: 'monthly' | 'annual' = 'monthly') {
  const res = await ctx.request('/api/billing/checkout', { body: { plan }, cookie: host.cookie });
  expect(res.status).toBe(200);
  const { url } = await res.json();
  expect(url).toMatch(/^\/subscription\?checkout=success&session_id=lcs_/);
  return new URL(url, 'http://x').searchParams.get('session_id') as string;
}

async function completeCheckout(host: TestUser, sessionId: string) {
  return ctx.request('/api/billing/checkout/complete', {
    body: { sessionId },
    cookie: host.cookie,
  });
}

async function subscribe(host: TestUser, plan: 'monthly' | 'annual' = 'monthly') {
  const res = await completeCheckout(host, await startCheckout(host, plan));
  expect(res.status).toBe(200);
  return res.json();
}

async function adminSync() {
  const admin = await ctx.createAdmin();
  const res = await ctx.request('/api/admin/sync', { body: {}, cookie: admin.cookie });
  expect(res.status).toBe(200);
  return res.json();
}

/** Moves a host's period end (our copy and the profile) to `end`. */
async function setPeriodEnd(userId: string, end: Date) {
  await ctx.db
    .update(billingSubscriptions)
    .set({ currentPeriodEnd: end })
    .where(eq(billingSubscriptions.userId, userId));
  await ctx.db.update(user).set({ subscriptionEndDate: end }).where(eq(user.id, userId));
}

describe('local checkout', () => {
  test('monthly activates at once, its period starting at the trial end', async () => {
    const host = await ctx.createHost();
    const trialEnd = (await profileOf(host.id)).subscriptionEndDate as Date;
    const sessionId = await startCheckout(host);
    // Starting a checkout changes nothing yet.
    expect((await profileOf(host.id)).subscriptionStatus).toBe('trial');

    const res = await completeCheckout(host, sessionId);
    expect(res.status).toBe(200);
    const expectedEnd = addMonths(trialEnd, 1);
    expect(await res.json()).toEqual({
      hasSubscription: true,
      status: 'active',
      planName: 'Monthly',
      amount: 1499,
      currency: 'usd',
      interval: 'month',
      willCancel: false,
      expirationDate: null,
      renewalDate: expectedEnd.toISOString(),
      nextBillingDate: expectedEnd.toISOString(),
      provider: 'local',
    });
    const profile = await profileOf(host.id);
    expect(profile).toMatchObject({ subscriptionStatus: 'active', subscriptionTier: 'Monthly' });
    expect((profile.subscriptionEndDate as Date).getTime()).toBe(expectedEnd.getTime());
    // About a month after the 7-day trial.
    const days = ((profile.subscriptionEndDate as Date).getTime() - Date.now()) / DAY_MS;
    expect(days).toBeGreaterThan(7 + 27);
    expect(days).toBeLessThan(7 + 32);

    // Completing the same checkout again changes nothing.
    const again = await completeCheckout(host, sessionId);
    expect(again.status).toBe(200);
    expect((await profileOf(host.id)).subscriptionEndDate).toEqual(profile.subscriptionEndDate);
  });

  test('an expired host pays annual: a year from now', async () => {
    const host = await ctx.createExpiredHost();
    expect(await roundStatus(host)).toBe(403);
    const details = await subscribe(host, 'annual');
    expect(details).toMatchObject({ planName: 'Annual', amount: 14999, interval: 'year' });
    const end = (await profileOf(host.id)).subscriptionEndDate as Date;
    expect(Math.abs(end.getTime() - addMonths(new Date(), 12).getTime())).toBeLessThan(60_000);
    expect(await roundStatus(host)).toBe(200);
  });

  test("someone else's, a changed and a made-up token are not found", async () => {
    const host = await ctx.createHost();
    const other = await ctx.createHost();
    const sessionId = await startCheckout(host);
    const tampered = sessionId.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    for (const [who, token] of [
      [other, sessionId],
      [host, tampered],
      [host, 'lcs_made_up'],
      [host, 'cs_test_stripe_like'],
    ] as const) {
      const res = await completeCheckout(who, token);
      expect(res.status).toBe(404);
      expect((await res.json()).error.message).toBe(BILLING_MESSAGES.checkoutNotFound);
    }
    expect((await profileOf(other.id)).subscriptionStatus).toBe('trial');
  });

  test('a running plan cannot be bought twice; admins and suspended hosts cannot buy', async () => {
    const host = await ctx.createHost();
    await subscribe(host);
    const again = await ctx.request('/api/billing/checkout', {
      body: { plan: 'annual' },
      cookie: host.cookie,
    });
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe(BILLING_MESSAGES.alreadySubscribed);

    const admin = await ctx.createAdmin();
    const adminRes = await ctx.request('/api/billing/checkout', {
      body: { plan: 'monthly' },
      cookie: admin.cookie,
    });
    expect(adminRes.status).toBe(409);
    expect((await adminRes.json()).error.message).toBe(BILLING_MESSAGES.adminNeedsNoSubscription);

    const suspended = await ctx.createExpiredHost();
    await ctx.db.update(user).set({ suspendedAt: new Date() }).where(eq(user.id, suspended.id));
    const suspendedRes = await ctx.request('/api/billing/checkout', {
      body: { plan: 'monthly' },
      cookie: suspended.cookie,
    });
    expect(suspendedRes.status).toBe(403);
  });
});

describe('local cancel, renewal and expiry', () => {
  test('cancel keeps access to the end date; the sync after it expires the plan', async () => {
    const host = await ctx.createHost();
    await subscribe(host);
    const end = (await profileOf(host.id)).subscriptionEndDate as Date;

    const cancel = await ctx.request('/api/billing/cancel', { body: {}, cookie: host.cookie });
    expect(cancel.status).toBe(200);
    const body = await cancel.json();
    expect(body.message).toBe(
      "Subscription canceled successfully. You'll have access until the end of your billing period.",
    );
    expect(body.subscription).toMatchObject({
      hasSubscription: true,
      willCancel: true,
      expirationDate: end.toISOString(),
      renewalDate: null,
    });
    expect(await profileOf(host.id)).toMatchObject({ subscriptionStatus: 'active' });
    expect(await roundStatus(host)).toBe(200);

    // Just before the end: still in.
    await setPeriodEnd(host.id, new Date(Date.now() + 60 * 60 * 1000));
    expect((await adminSync()).failedCount).toBe(0);
    expect(await roundStatus(host)).toBe(200);

    // After the end: the sync ends it.
    await setPeriodEnd(host.id, new Date(Date.now() - 60 * 1000));
    await adminSync();
    const profile = await profileOf(host.id);
    expect(profile.subscriptionStatus).toBe('expired');
    expect(await roundStatus(host)).toBe(403);
    const details = await (
      await ctx.request('/api/billing/subscription', { cookie: host.cookie })
    ).json();
    expect(details).toMatchObject({ hasSubscription: false, status: 'canceled' });
    // Nothing left to manage.
    const portal = await ctx.request('/api/billing/portal', { body: {}, cookie: host.cookie });
    expect(portal.status).toBe(404);
  });

  test('the sync renews a plan that was not cancelled', async () => {
    const host = await ctx.createHost();
    await subscribe(host);
    const lapsed = new Date(Date.now() - 2 * DAY_MS);
    await setPeriodEnd(host.id, lapsed);
    // Within the paid grace the host keeps access before any sync.
    expect(await roundStatus(host)).toBe(200);
    await adminSync();
    const profile = await profileOf(host.id);
    expect(profile.subscriptionStatus).toBe('active');
    expect((profile.subscriptionEndDate as Date).getTime()).toBe(addMonths(lapsed, 1).getTime());
  });

  test('a cancelled plan bought again starts when the old one ends', async () => {
    const host = await ctx.createHost();
    await subscribe(host);
    const end = (await profileOf(host.id)).subscriptionEndDate as Date;
    await ctx.request('/api/billing/cancel', { body: {}, cookie: host.cookie });
    const details = await subscribe(host, 'annual');
    expect(details).toMatchObject({ planName: 'Annual', willCancel: false });
    expect((await profileOf(host.id)).subscriptionEndDate).toEqual(addMonths(end, 12));
  });

  test('refresh and the portal', async () => {
    const host = await ctx.createHost();
    const none = await ctx.request('/api/billing/portal', { body: {}, cookie: host.cookie });
    expect(none.status).toBe(404);
    expect((await none.json()).error.message).toBe(BILLING_MESSAGES.noSubscriptionToManage);

    await subscribe(host);
    const portal = await ctx.request('/api/billing/portal', { body: {}, cookie: host.cookie });
    expect(await portal.json()).toEqual({ url: '/subscription', isStripeDashboard: false });

    const refresh = await ctx.request('/api/billing/refresh', { body: {}, cookie: host.cookie });
    expect(refresh.status).toBe(200);
    expect((await refresh.json()).planName).toBe('Monthly');
  });

  test('suspension sticks through the sync', async () => {
    const host = await ctx.createHost();
    await subscribe(host);
    await ctx.db
      .update(user)
      .set({ suspendedAt: new Date(), subscriptionStatus: 'expired' })
      .where(eq(user.id, host.id));
    await adminSync();
    await ctx.request('/api/billing/refresh', { body: {}, cookie: host.cookie });
    expect((await profileOf(host.id)).subscriptionStatus).toBe('expired');
    expect(await roundStatus(host)).toBe(403);
  });

  test('a plain trial past its end: no grace, and the sync marks it expired', async () => {
    const host = await ctx.createHost({ subscriptionEndDate: new Date(Date.now() - 60_000) });
    expect(await roundStatus(host)).toBe(403);
    await adminSync();
    expect((await profileOf(host.id)).subscriptionStatus).toBe('expired');
  });
});

describe('webhook and admin on the local provider', () => {
  test('the webhook refuses everything; webhook-info says test mode', async () => {
    const res = await ctx.request('/api/billing/webhook', { body: { id: 'evt_1' } });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Invalid signature');
    const admin = await ctx.createAdmin();
    const info = await (
      await ctx.request('/api/admin/billing/webhook-info', { cookie: admin.cookie })
    ).json();
    expect(info).toMatchObject({ isConfigured: false, mode: 'local' });
  });

  test('the daily job runs once a day', async () => {
    await ctx.db.delete(jobRuns).where(eq(jobRuns.name, 'daily-sync'));
    const first = await runDailyJob(ctx.deps, dailySyncJob);
    expect(first).toEqual({ syncedCount: expect.any(Number), failedCount: 0 });
    expect(await runDailyJob(ctx.deps, dailySyncJob)).toBeNull();
    expect(
      await runDailyJob(ctx.deps, dailySyncJob, new Date(Date.now() + 21 * 60 * 60 * 1000)),
    ).not.toBeNull();
  });
});

describe('addMonths', () => {
  test('keeps the day, or the last day of a shorter month', () => {
    expect(addMonths(new Date('2026-01-31T10:00:00Z'), 1).toISOString()).toBe(
      '2026-02-28T10:00:00.000Z',
    );
    expect(addMonths(new Date('2028-01-31T10:00:00Z'), 1).toISOString()).toBe(
      '2028-02-29T10:00:00.000Z',
    );
    expect(addMonths(new Date('2026-11-29T00:00:00Z'), 12).toISOString()).toBe(
      '2027-11-29T00:00:00.000Z',
    );
    expect(addMonths(new Date('2026-12-15T00:00:00Z'), 1).toISOString()).toBe(
      '2027-01-15T00:00:00.000Z',
    );
  });
});
