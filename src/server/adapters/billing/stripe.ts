import { createRequire } from 'node:module';
import type Stripe from 'stripe';
import type { PlanId } from '../../../core/billing';
import type { Config } from '../../config';
import {
  type BillingAccount,
  BillingError,
  type BillingProvider,
  type CheckoutCompletion,
  type CheckoutStart,
  isFinalStatus,
  type SubscriptionSnapshot,
} from './types';

// Stripe through its official SDK: Checkout, the Customer Portal, subscriptions and
// webhook signatures. Every state change is read back from Stripe, never assumed.

// The SDK (about 20 MB resident and 0.2 s to load) is read only when Stripe billing is
// configured: required on first use instead of imported at start (start-up and memory budgets:
// bench/README.md).
const requireModule = createRequire(import.meta.url);
let stripeSdk: typeof Stripe | null = null;
function loadStripe(): typeof Stripe {
  stripeSdk ??= requireModule('stripe') as typeof Stripe;
  return stripeSdk;
}

/** Stripe refuses a Checkout trial that ends sooner than 48 hours from now. */
const MIN_CHECKOUT_TRIAL_MS = 48 * 60 * 60 * 1000 + 5 * 60 * 1000;

// Which of a customer's subscriptions speaks for them: a live one first, newest first.
const STATUS_RANK: Record<string, number> = {
  active: 0,
  trialing: 0,
  past_due: 1,
  unpaid: 2,
  paused: 3,
  incomplete: 3,
  canceled: 4,
  incomplete_expired: 5,
};

const toDate = (seconds: number | null | undefined) =>
  typeof seconds === 'number' ? new Date(seconds * 1000) : null;

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

function isMissing(error: unknown): boolean {
  return (
    error instanceof loadStripe().errors.StripeInvalidRequestError &&
    (error.code === 'resource_missing' || error.statusCode === 404)
  );
}

export class StripeBillingProvider implements BillingProvider {
  readonly kind = 'stripe' as const;
  readonly stripe: Stripe;

  constructor(private readonly config: Config) {
    const api = config.stripe.apiUrl ? new URL(config.stripe.apiUrl) : null;
    const StripeSdk = loadStripe();
    this.stripe = new StripeSdk(config.stripe.secretKey ?? '', {
      maxNetworkRetries: 2,
      timeout: 20_000,
      appInfo: { name: 'Trivia Host' },
      ...(api
        ? {
            host: api.hostname,
            port: api.port || (api.protocol === 'https:' ? 443 : 80),
            protocol: api.protocol === 'https:' ? 'https' : 'http',
          }
        : {}),
    });
  }

  /** The tier a price stands for: the configured price ids, else its interval. */
  planOf(price: Stripe.Price | null | undefined): PlanId | null {
    if (!price) return null;
    if (price.id === this.config.stripe.priceMonthly) return 'monthly';
    if (price.id === this.config.stripe.priceAnnual) return 'annual';
    if (price.recurring?.interval === 'month') return 'monthly';
    if (price.recurring?.interval === 'year') return 'annual';
    return null;
  }

  toSnapshot(subscription: Stripe.Subscription): SubscriptionSnapshot {
    const item = subscription.items?.data?.[0];
    const price = item?.price;
    return {
      provider: 'stripe',
      subscriptionId: subscription.id,
      status: subscription.status,
      plan: this.planOf(price),
      amount: price?.unit_amount ?? null,
      currency: price?.currency ?? subscription.currency ?? null,
      interval: price?.recurring?.interval ?? null,
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      cancelAt: toDate(subscription.cancel_at),
      trialEnd: toDate(subscription.trial_end),
      // The API moved the period onto the items (2025-03-31.basil and later).
      currentPeriodEnd: toDate(item?.current_period_end),
      endedAt: toDate(subscription.ended_at),
    };
  }

  /** The customer's subscription that decides their access, read fresh from Stripe. */
  async readCustomerSubscription(customerId: string): Promise<SubscriptionSnapshot | null> {
    const list = await this.stripe.subscriptions.list({
      customer: customerId,
      status: 'all',
      limit: 20,
    });
    const [current] = [...list.data].sort(
      (a, b) =>
        (STATUS_RANK[a.status] ?? 3) - (STATUS_RANK[b.status] ?? 3) || b.created - a.created,
    );
    return current ? this.toSnapshot(current) : null;
  }

  private priceFor(plan: PlanId): string {
    const price =
      plan === 'monthly' ? this.config.stripe.priceMonthly : this.config.stripe.priceAnnual;
    if (!price) {
      throw new BillingError(
        'not_configured',
        `STRIPE_PRICE_${plan === 'monthly' ? 'MONTHLY' : 'ANNUAL'} is not set`,
      );
    }
    return price;
  }

  async startCheckout(account: BillingAccount, plan: PlanId, now: Date): Promise<CheckoutStart> {
    const price = this.priceFor(plan);
    let customerId = account.customerId;
    if (!customerId) {
      const customer = await this.stripe.customers.create(
        { email: account.email, metadata: { user_id: account.userId } },
        // A double click makes one customer, not two.
        { idempotencyKey: `trivia-host-customer-${account.userId}` },
      );
      customerId = customer.id;
    }
    // No second trial: the sign-up trial's end carries over when Stripe accepts it.
    const trialEnd =
      account.trialEnd && account.trialEnd.getTime() - now.getTime() >= MIN_CHECKOUT_TRIAL_MS
        ? Math.floor(account.trialEnd.getTime() / 1000)
        : undefined;
    const base = this.config.baseUrl;
    const session = await this.stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customerId,
      client_reference_id: account.userId,
      line_items: [{ price, quantity: 1 }],
      payment_method_collection: 'always',
      subscription_data: {
        metadata: { user_id: account.userId },
        ...(trialEnd ? { trial_end: trialEnd } : {}),
      },
      success_url: `${base}/subscription?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${base}/subscription?checkout=canceled`,
    });
    if (!session.url) throw new BillingError('provider_error', 'Stripe returned no Checkout URL');
    return { url: session.url, customerId };
  }

  async completeCheckout(
    account: BillingAccount,
    sessionId: string,
  ): Promise<CheckoutCompletion | null> {
    if (!sessionId.startsWith('cs_')) return null;
    let session: Stripe.Checkout.Session;
    try {
      session = await this.stripe.checkout.sessions.retrieve(sessionId);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    if (session.client_reference_id !== account.userId) return null;
    const customerId = idOf(session.customer);
    if (!customerId) return null;
    return { customerId, subscription: await this.readCustomerSubscription(customerId) };
  }

  async readSubscription(account: BillingAccount): Promise<SubscriptionSnapshot | null> {
    return account.customerId ? this.readCustomerSubscription(account.customerId) : null;
  }

  async cancelAtPeriodEnd(account: BillingAccount): Promise<SubscriptionSnapshot | null> {
    const current = await this.readSubscription(account);
    if (!current || isFinalStatus(current.status)) return null;
    if (current.cancelAtPeriodEnd) return current;
    const updated = await this.stripe.subscriptions.update(current.subscriptionId, {
      cancel_at_period_end: true,
    });
    return this.toSnapshot(updated);
  }

  async createPortal(account: BillingAccount): Promise<{ url: string } | null> {
    if (!account.customerId) return null;
    const session = await this.stripe.billingPortal.sessions.create({
      customer: account.customerId,
      return_url: `${this.config.baseUrl}/profile`,
    });
    return { url: session.url };
  }

  /** The event if its signature is good and recent; null otherwise. */
  async verifyEvent(payload: Uint8Array, signature: string | undefined) {
    const secret = this.config.stripe.webhookSecret;
    if (!secret || !signature) return null;
    try {
      return await this.stripe.webhooks.constructEventAsync(payload, signature, secret);
    } catch {
      return null;
    }
  }

  /** The user id we wrote on a customer we created (metadata.user_id), if any. */
  async findCustomerUserId(customerId: string): Promise<string | null> {
    try {
      const customer = await this.stripe.customers.retrieve(customerId);
      if ('deleted' in customer && customer.deleted) return null;
      return (customer as Stripe.Customer).metadata?.user_id ?? null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }
}

export { idOf as stripeIdOf };
