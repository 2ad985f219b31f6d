import type { BillingProviderKind, PlanId } from '../../../core/billing';

// The billing adapter's contract, shared by the Stripe and the local provider.

/** A provider's subscription as billing_subscriptions keeps it. */
export interface SubscriptionSnapshot {
  provider: BillingProviderKind;
  subscriptionId: string;
  /** The provider's word: trialing, active, past_due, unpaid, incomplete, paused, canceled... */
  status: string;
  plan: PlanId | null;
  amount: number | null;
  currency: string | null;
  interval: string | null;
  cancelAtPeriodEnd: boolean;
  cancelAt: Date | null;
  trialEnd: Date | null;
  currentPeriodEnd: Date | null;
  endedAt: Date | null;
}

/** What the server knows about a host's billing before it asks the provider. */
export interface BillingAccount {
  userId: string;
  email: string;
  customerId: string | null;
  subscription: SubscriptionSnapshot | null;
  /** The sign-up trial's end while it still runs: a checkout keeps it (no second trial). */
  trialEnd: Date | null;
}

export interface CheckoutStart {
  /** Where the browser goes next (Stripe Checkout, or straight back for the local provider). */
  url: string;
  /** The provider's customer, when it made or reused one. */
  customerId: string | null;
}

export interface CheckoutCompletion {
  customerId: string | null;
  subscription: SubscriptionSnapshot | null;
}

export interface BillingProvider {
  readonly kind: BillingProviderKind;
  startCheckout(account: BillingAccount, plan: PlanId, now: Date): Promise<CheckoutStart>;
  /** The subscription a finished checkout made for this account; null when the session is not theirs. */
  completeCheckout(
    account: BillingAccount,
    sessionId: string,
    now: Date,
  ): Promise<CheckoutCompletion | null>;
  /** The account's current subscription, read again from the provider. */
  readSubscription(account: BillingAccount, now: Date): Promise<SubscriptionSnapshot | null>;
  /** Cancels at the end of the period; null when there is nothing to cancel. */
  cancelAtPeriodEnd(account: BillingAccount): Promise<SubscriptionSnapshot | null>;
  /** Where the host manages the subscription; null without a customer. */
  createPortal(account: BillingAccount): Promise<{ url: string } | null>;
}

export type BillingErrorCode = 'not_configured' | 'provider_error';

/** A provider failure the routes turn into an answer (not an HTTP type: adapters know no HTTP). */
export class BillingError extends Error {
  constructor(
    readonly code: BillingErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'BillingError';
  }
}

/** Statuses after which a subscription never comes back (a new one is needed). */
export const FINAL_STATUSES: ReadonlySet<string> = new Set(['canceled', 'incomplete_expired']);

export function isFinalStatus(status: string): boolean {
  return FINAL_STATUSES.has(status);
}
