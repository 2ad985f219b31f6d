import { and, eq, ne } from 'drizzle-orm';
import { isAdmin, isDemoHost, isPaidTier, type SubscriptionStatus } from '../../../core/access';
import {
  BILLING_MESSAGES,
  type BillingProviderKind,
  PLAN_TIERS,
  type PlanId,
  type SubscriptionDetails,
} from '../../../core/billing';
import {
  type BillingAccount,
  BillingError,
  type BillingProvider,
  billingProviderFor,
  isFinalStatus,
  type SubscriptionSnapshot,
} from '../../adapters/billing';
import { accessListsOf, type UserRow } from '../../auth/guards';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { billingCustomers, billingEvents, billingSubscriptions, user } from '../../db/schema';
import { forbidden, HttpError, notFound } from '../../http/errors';
import type { Deps } from '../../http/types';
import { withAdvisoryLock } from '../../jobs/advisory-lock';

// Billing: the provider says what a host has paid for; this module keeps our copy
// (billing_subscriptions) and the profile (status, tier, end date) in step with it.
// Every change for one host runs under that host's lock, so two deliveries or a refresh
// and a webhook cannot interleave their read of the provider and their write.

type SubscriptionRow = typeof billingSubscriptions.$inferSelect;

const PROFILE_STATUS: Record<string, SubscriptionStatus> = {
  trialing: 'trial',
  active: 'active',
  past_due: 'inactive',
  unpaid: 'inactive',
  incomplete: 'inactive',
  paused: 'inactive',
  canceled: 'expired',
  incomplete_expired: 'expired',
};

export function providerOf(deps: Pick<Deps, 'config'>): BillingProvider {
  return billingProviderFor(deps.config);
}

function earliest(...dates: (Date | null)[]): Date | null {
  const times = dates.filter((d): d is Date => !!d).map((d) => d.getTime());
  return times.length ? new Date(Math.min(...times)) : null;
}

/** The date access runs to: the trial's end, the period's end (or an earlier cancel_at), or when it ended. */
export function endDateOf(subscription: SubscriptionSnapshot): Date | null {
  const status = PROFILE_STATUS[subscription.status] ?? 'inactive';
  if (status === 'trial') return subscription.trialEnd ?? subscription.currentPeriodEnd;
  if (status === 'expired') {
    return subscription.endedAt ?? subscription.cancelAt ?? subscription.currentPeriodEnd;
  }
  return earliest(subscription.cancelAt, subscription.currentPeriodEnd);
}

/** The profile a subscription gives: trialing -> trial, active -> active, unpaid kinds -> inactive, ended -> expired. */
export function profileFromSubscription(subscription: SubscriptionSnapshot) {
  return {
    status: PROFILE_STATUS[subscription.status] ?? ('inactive' as SubscriptionStatus),
    tier: subscription.plan ? PLAN_TIERS[subscription.plan] : null,
    endDate: endDateOf(subscription),
  };
}

function toSnapshot(row: SubscriptionRow): SubscriptionSnapshot {
  return {
    provider: row.provider as BillingProviderKind,
    subscriptionId: row.subscriptionId,
    status: row.status,
    plan: (row.plan as PlanId | null) ?? null,
    amount: row.amount,
    currency: row.currency,
    interval: row.interval,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    cancelAt: row.cancelAt,
    trialEnd: row.trialEnd,
    currentPeriodEnd: row.currentPeriodEnd,
    endedAt: row.endedAt,
  };
}

export function toSubscriptionDetails(
  subscription: SubscriptionSnapshot | null,
): SubscriptionDetails {
  if (!subscription) {
    return {
      hasSubscription: false,
      status: null,
      planName: null,
      amount: null,
      currency: null,
      interval: null,
      willCancel: false,
      expirationDate: null,
      renewalDate: null,
      nextBillingDate: null,
      provider: null,
    };
  }
  const isLive = !isFinalStatus(subscription.status);
  const willCancel = isLive && (subscription.cancelAtPeriodEnd || !!subscription.cancelAt);
  const end = endDateOf(subscription)?.toISOString() ?? null;
  const renews = isLive && !willCancel;
  return {
    hasSubscription: isLive,
    status: subscription.status,
    planName: subscription.plan ? PLAN_TIERS[subscription.plan] : null,
    amount: subscription.amount,
    currency: subscription.currency,
    interval: subscription.interval,
    willCancel,
    expirationDate: renews ? null : end,
    renewalDate: renews ? end : null,
    nextBillingDate: renews ? end : null,
    provider: subscription.provider,
  };
}

async function findSubscription(db: Db, userId: string): Promise<SubscriptionSnapshot | null> {
  const [row] = await db
    .select()
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.userId, userId));
  return row ? toSnapshot(row) : null;
}

async function findUser(db: Db, userId: string): Promise<UserRow | null> {
  const [row] = await db.select().from(user).where(eq(user.id, userId));
  return row ?? null;
}

/** The sign-up trial's end while it still runs (a trial on a paid plan is Stripe's, not ours). */
function runningSignUpTrialEnd(row: UserRow, now: Date): Date | null {
  if (row.subscriptionStatus !== 'trial' || isPaidTier(row.subscriptionTier)) return null;
  const end = row.subscriptionEndDate;
  return end && end.getTime() > now.getTime() ? end : null;
}

export async function loadAccount(db: Db, row: UserRow, now: Date): Promise<BillingAccount> {
  const [[customer], subscription] = await Promise.all([
    db.select().from(billingCustomers).where(eq(billingCustomers.userId, row.id)),
    findSubscription(db, row.id),
  ]);
  return {
    userId: row.id,
    email: row.email,
    customerId: customer?.customerId ?? null,
    subscription,
    trialEnd: runningSignUpTrialEnd(row, now),
  };
}

export interface BillingChange {
  subscription: SubscriptionSnapshot | null;
  /** Links this provider customer to the host (Checkout, or a webhook that found them). */
  customerId?: string | null;
  /** A webhook event: recorded in the same transaction, so it takes effect once. */
  event?: { id: string; type: string };
}

/**
 * Writes a change read from the provider: our copy of the subscription and the profile,
 * in one transaction with the webhook event's id. Answers false when that event was
 * already handled. Admins and demo hosts keep their profile; a suspended host stays
 * expired whatever billing says.
 */
export async function applyBillingChange(
  db: Db,
  config: Config,
  userId: string,
  change: BillingChange,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (change.event) {
      const inserted = await tx
        .insert(billingEvents)
        .values({ id: change.event.id, type: change.event.type })
        .onConflictDoNothing()
        .returning({ id: billingEvents.id });
      if (inserted.length === 0) return false;
    }
    const [row] = await tx.select().from(user).where(eq(user.id, userId)).for('update');
    if (!row) return true;
    const now = new Date();
    const { subscription } = change;
    if (change.customerId) {
      // A customer speaks for one host only.
      await tx
        .delete(billingCustomers)
        .where(
          and(
            eq(billingCustomers.customerId, change.customerId),
            ne(billingCustomers.userId, userId),
          ),
        );
      await tx
        .insert(billingCustomers)
        .values({
          userId,
          provider: 'stripe',
          customerId: change.customerId,
          subscriptionId: subscription?.subscriptionId ?? null,
        })
        .onConflictDoUpdate({
          target: billingCustomers.userId,
          set: {
            customerId: change.customerId,
            subscriptionId: subscription?.subscriptionId ?? null,
            updatedAt: now,
          },
        });
    }
    if (!subscription) return true;
    const values = {
      provider: subscription.provider,
      subscriptionId: subscription.subscriptionId,
      status: subscription.status,
      plan: subscription.plan,
      amount: subscription.amount,
      currency: subscription.currency,
      interval: subscription.interval,
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      cancelAt: subscription.cancelAt,
      trialEnd: subscription.trialEnd,
      currentPeriodEnd: subscription.currentPeriodEnd,
      endedAt: subscription.endedAt,
      updatedAt: now,
    };
    await tx
      .insert(billingSubscriptions)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: billingSubscriptions.userId, set: values });

    const lists = accessListsOf(config);
    if (isAdmin(row, lists) || isDemoHost(row, lists.demoHostEmails)) return true;
    const profile = profileFromSubscription(subscription);
    await tx
      .update(user)
      .set({
        subscriptionStatus: row.suspendedAt ? 'expired' : profile.status,
        subscriptionTier: profile.tier ?? row.subscriptionTier,
        subscriptionEndDate: profile.endDate,
        updatedAt: now,
      })
      .where(eq(user.id, userId));
    return true;
  });
}

/** Runs `fn` holding this host's billing lock (across server copies on PostgreSQL). */
export function withBillingLock<T>(
  deps: Pick<Deps, 'database'>,
  userId: string,
  fn: (db: Db) => Promise<T>,
) {
  return withAdvisoryLock(deps.database, 'billing', userId, fn);
}

/** Provider failures as answers: not configured 503, the provider down or refusing 502. */
export async function callProvider<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof BillingError && error.code === 'not_configured') {
      console.error(`[billing] ${error.message}`);
      throw new HttpError(503, 'billing_not_configured', BILLING_MESSAGES.notConfigured);
    }
    console.error('[billing] provider call failed:', String(error).slice(0, 2048));
    throw new HttpError(
      502,
      'billing_provider_error',
      'The payment provider could not be reached. Please try again.',
    );
  }
}

export async function getSubscriptionDetails(
  deps: Pick<Deps, 'database'>,
  userId: string,
): Promise<SubscriptionDetails> {
  return toSubscriptionDetails(await findSubscription(deps.database.db, userId));
}

function assertCanSubscribe(config: Config, row: UserRow) {
  const lists = accessListsOf(config);
  if (isAdmin(row, lists)) {
    throw new HttpError(409, 'no_subscription_needed', BILLING_MESSAGES.adminNeedsNoSubscription);
  }
  if (isDemoHost(row, lists.demoHostEmails)) {
    throw new HttpError(
      409,
      'no_subscription_needed',
      BILLING_MESSAGES.demoHostNeedsNoSubscription,
    );
  }
  if (row.suspendedAt) throw forbidden(BILLING_MESSAGES.suspended, 'suspended');
}

/** A subscription that still runs and renews: a second checkout would bill twice. */
function blocksNewCheckout(subscription: SubscriptionSnapshot | null): boolean {
  if (!subscription || isFinalStatus(subscription.status)) return false;
  // A cancelled local plan can be taken up again; Stripe's is resumed in its portal.
  return subscription.provider === 'stripe' || !subscription.cancelAtPeriodEnd;
}

/** POST /api/billing/checkout: where to send the browser to pay for `plan`. */
export async function startCheckout(
  deps: Pick<Deps, 'database' | 'config'>,
  row: UserRow,
  plan: PlanId,
  now = new Date(),
): Promise<{ url: string }> {
  assertCanSubscribe(deps.config, row);
  const provider = providerOf(deps);
  return withBillingLock(deps, row.id, async (db) => {
    const account = await loadAccount(db, row, now);
    let current = account.subscription;
    if (provider.kind === 'stripe' && account.customerId) {
      // Our copy may lag (a missed webhook): ask Stripe before refusing or billing twice.
      current = await callProvider(() => provider.readSubscription(account, now));
      if (current) await applyBillingChange(db, deps.config, row.id, { subscription: current });
    }
    if (blocksNewCheckout(current)) {
      throw new HttpError(409, 'already_subscribed', BILLING_MESSAGES.alreadySubscribed);
    }
    const started = await callProvider(() => provider.startCheckout(account, plan, now));
    if (started.customerId && started.customerId !== account.customerId) {
      await applyBillingChange(db, deps.config, row.id, {
        subscription: null,
        customerId: started.customerId,
      });
    }
    return { url: started.url };
  });
}

/** POST /api/billing/checkout/complete: the browser is back from checkout; record what it made. */
export async function completeCheckout(
  deps: Pick<Deps, 'database' | 'config'>,
  row: UserRow,
  sessionId: string,
  now = new Date(),
): Promise<SubscriptionDetails> {
  const provider = providerOf(deps);
  return withBillingLock(deps, row.id, async (db) => {
    const fresh = (await findUser(db, row.id)) ?? row;
    const account = await loadAccount(db, fresh, now);
    const completion = await callProvider(() => provider.completeCheckout(account, sessionId, now));
    if (!completion) throw notFound(BILLING_MESSAGES.checkoutNotFound);
    await applyBillingChange(db, deps.config, row.id, {
      subscription: completion.subscription,
      customerId: completion.customerId,
    });
    return toSubscriptionDetails(completion.subscription);
  });
}

/** Reads the host's subscription again from the provider and updates the profile. */
export async function refreshSubscription(
  deps: Pick<Deps, 'database' | 'config'>,
  userId: string,
  now = new Date(),
): Promise<SubscriptionDetails> {
  const provider = providerOf(deps);
  return withBillingLock(deps, userId, async (db) => {
    const row = await findUser(db, userId);
    if (!row) return toSubscriptionDetails(null);
    const account = await loadAccount(db, row, now);
    const subscription = await callProvider(() => provider.readSubscription(account, now));
    if (!subscription) return toSubscriptionDetails(account.subscription);
    await applyBillingChange(db, deps.config, userId, { subscription });
    return toSubscriptionDetails(subscription);
  });
}

/** POST /api/billing/cancel: cancel at the end of the period; access runs to the end date. */
export async function cancelSubscription(
  deps: Pick<Deps, 'database' | 'config'>,
  row: UserRow,
  now = new Date(),
): Promise<SubscriptionDetails> {
  const provider = providerOf(deps);
  return withBillingLock(deps, row.id, async (db) => {
    const account = await loadAccount(db, row, now);
    const subscription = await callProvider(() => provider.cancelAtPeriodEnd(account));
    if (!subscription) throw notFound(BILLING_MESSAGES.noSubscriptionToManage);
    await applyBillingChange(db, deps.config, row.id, { subscription });
    return toSubscriptionDetails(subscription);
  });
}

/** POST /api/billing/portal: the provider's page where the host manages card and plan. */
export async function openPortal(
  deps: Pick<Deps, 'database' | 'config'>,
  row: UserRow,
  now = new Date(),
): Promise<{ url: string; isStripeDashboard: boolean }> {
  const provider = providerOf(deps);
  const account = await loadAccount(deps.database.db, row, now);
  const portal = await callProvider(() => provider.createPortal(account));
  if (!portal) throw notFound(BILLING_MESSAGES.noSubscriptionToManage);
  return { url: portal.url, isStripeDashboard: false };
}
