import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { PLAN_IDS, type PlanId } from '../../../core/billing';
import { PRICES_MINOR } from '../../../core/plans';
import type { Config } from '../../config';
import type {
  BillingAccount,
  BillingProvider,
  CheckoutCompletion,
  SubscriptionSnapshot,
} from './types';
import { isFinalStatus } from './types';

// The local provider: no network, no card. A checkout hands back a signed token instead
// of a Stripe Checkout page; completing it activates the plan at once. Renewals and
// expiry happen when the subscription is read again (refresh, daily sync).

const TOKEN_PREFIX = 'lcs_';
const TOKEN_LIFETIME_MS = 60 * 60 * 1000;
const INTERVALS: Record<PlanId, 'month' | 'year'> = { monthly: 'month', annual: 'year' };

/** Adds calendar months, keeping the day when it exists (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0),
  ).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

export function addPlanPeriod(date: Date, plan: PlanId): Date {
  return addMonths(date, plan === 'annual' ? 12 : 1);
}

interface TokenPayload {
  /** user id */
  u: string;
  p: PlanId;
  /** nonce: also the subscription's id, so completing twice changes nothing */
  n: string;
  /** expiry, ms since epoch */
  x: number;
}

function sign(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('base64url');
}

function createToken(secret: string, payload: TokenPayload): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${TOKEN_PREFIX}${body}.${sign(secret, body)}`;
}

function readToken(secret: string, token: string, now: Date): TokenPayload | null {
  if (!token.startsWith(TOKEN_PREFIX)) return null;
  const [body, signature] = token.slice(TOKEN_PREFIX.length).split('.');
  if (!body || !signature) return null;
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TokenPayload;
    if (!PLAN_IDS.includes(payload.p) || typeof payload.u !== 'string') return null;
    if (typeof payload.x !== 'number' || payload.x < now.getTime()) return null;
    return payload;
  } catch {
    return null;
  }
}

function isLive(subscription: SubscriptionSnapshot | null): subscription is SubscriptionSnapshot {
  return !!subscription && subscription.provider === 'local' && !isFinalStatus(subscription.status);
}

/** A local subscription as of `now`: rolled forward past renewals, or ended when cancelled. */
export function advanceLocalSubscription(
  subscription: SubscriptionSnapshot,
  now: Date,
): SubscriptionSnapshot {
  if (!isLive(subscription) || !subscription.currentPeriodEnd || !subscription.plan) {
    return subscription;
  }
  let end = subscription.currentPeriodEnd;
  if (end.getTime() > now.getTime()) return subscription;
  if (subscription.cancelAtPeriodEnd) {
    return { ...subscription, status: 'canceled', endedAt: end };
  }
  while (end.getTime() <= now.getTime()) end = addPlanPeriod(end, subscription.plan);
  return { ...subscription, currentPeriodEnd: end };
}

export function createLocalBillingProvider(config: Config): BillingProvider {
  const secret = config.authSecret;
  return {
    kind: 'local',

    async startCheckout(account, plan, now) {
      const token = createToken(secret, {
        u: account.userId,
        p: plan,
        n: randomBytes(12).toString('base64url'),
        x: now.getTime() + TOKEN_LIFETIME_MS,
      });
      // Same origin by nature, so a path: it works whichever host name the browser used.
      return {
        url: `/subscription?checkout=success&session_id=${encodeURIComponent(token)}`,
        customerId: null,
      };
    },

    async completeCheckout(account, sessionId, now): Promise<CheckoutCompletion | null> {
      const payload = readToken(secret, sessionId, now);
      if (!payload || payload.u !== account.userId) return null;
      const subscriptionId = `local_sub_${payload.n}`;
      if (account.subscription?.subscriptionId === subscriptionId) {
        return { customerId: null, subscription: account.subscription };
      }
      const current = account.subscription;
      // A plan that runs and renews stays as it is (a second tab's checkout adds nothing).
      if (isLive(current) && !current.cancelAtPeriodEnd) {
        return { customerId: null, subscription: current };
      }
      // The new period starts when the time already given ends: the sign-up trial, or a
      // cancelled plan that still runs. No free time is lost, none is given twice.
      const starts = [now.getTime(), account.trialEnd?.getTime() ?? 0];
      if (isLive(current) && current.cancelAtPeriodEnd && current.currentPeriodEnd) {
        starts.push(current.currentPeriodEnd.getTime());
      }
      const start = new Date(Math.max(...starts));
      return {
        customerId: null,
        subscription: {
          provider: 'local',
          subscriptionId,
          status: 'active',
          plan: payload.p,
          amount: PRICES_MINOR[payload.p],
          currency: 'usd',
          interval: INTERVALS[payload.p],
          cancelAtPeriodEnd: false,
          cancelAt: null,
          trialEnd: null,
          currentPeriodEnd: addPlanPeriod(start, payload.p),
          endedAt: null,
        },
      };
    },

    async readSubscription(account: BillingAccount, now: Date) {
      const current = account.subscription;
      if (current?.provider !== 'local') return null;
      return advanceLocalSubscription(current, now);
    },

    async cancelAtPeriodEnd(account) {
      const current = account.subscription;
      if (!isLive(current)) return null;
      return { ...current, cancelAtPeriodEnd: true };
    },

    async createPortal(account) {
      // No hosted portal without Stripe: the plans page is where a local plan changes.
      return isLive(account.subscription) ? { url: '/subscription' } : null;
    },
  };
}
