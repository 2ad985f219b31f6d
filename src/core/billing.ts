import { z } from 'zod';

// Billing requests and answers, shared by the server's routes and the web's hooks.

export const PLAN_IDS = ['monthly', 'annual'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** The tier a paid plan writes on the profile (spec: paid plan names contain Monthly or Annual). */
export const PLAN_TIERS: Record<PlanId, 'Monthly' | 'Annual'> = {
  monthly: 'Monthly',
  annual: 'Annual',
};

export const BILLING_PROVIDERS = ['stripe', 'local'] as const;
export type BillingProviderKind = (typeof BILLING_PROVIDERS)[number];

/** The payment events the webhook needs (admin spec 9, plus checkout and trial notices). */
export const WEBHOOK_EVENTS = [
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.payment_succeeded',
  'invoice.payment_failed',
  'checkout.session.completed',
  'customer.subscription.trial_will_end',
] as const;

export const BILLING_MESSAGES = {
  checkStatusFailed: 'Failed to check subscription status.',
  portalFailed: 'Failed to access subscription management portal.',
  noSubscriptionToManage:
    "You don't have an active subscription to manage. Please subscribe first.",
  cancelFailed: 'Failed to cancel subscription.',
  canceled:
    "Subscription canceled successfully. You'll have access until the end of your billing period.",
  canceledTitle: 'Subscription Canceled',
  statusUpdatedTitle: 'Status Updated',
  statusUpdated: 'Subscription status has been refreshed.',
  checkoutFailed: 'Failed to start checkout. Please try again.',
  checkoutNotFound: 'Checkout session not found',
  subscriptionActivated: 'Your subscription is active.',
  alreadySubscribed:
    'You already have a subscription. Use Manage Subscription on your profile to change it.',
  adminNeedsNoSubscription: 'Admin accounts have unlimited access and need no subscription.',
  demoHostNeedsNoSubscription: 'Demo hosts have unlimited access and need no subscription.',
  suspended: 'Your account is suspended. Please contact support.',
  notConfigured: 'Billing is not configured on this server. Please contact support.',
  invalidSignature: 'Invalid signature',
  syncCompleted: 'Sync Completed',
  syncFailed: 'Sync Failed',
  syncError: 'Sync Error',
  webhookError: 'Webhook Error',
  testFailed: 'Test Failed',
  invalidResponse: 'Invalid response from server',
  copied: 'Copied!',
  testMode: 'Test mode: no card is charged',
} as const;

export const checkoutSchema = z.object({
  plan: z.enum(PLAN_IDS, { message: 'Please choose the monthly or annual plan' }),
});
export type CheckoutInput = z.infer<typeof checkoutSchema>;

export const checkoutResultSchema = z.object({ url: z.string() });

/** The return from checkout: Stripe's Checkout Session id, or the local provider's token. */
export const completeCheckoutSchema = z.object({
  sessionId: z.string().trim().min(1, BILLING_MESSAGES.checkoutNotFound).max(2000),
});

/** GET /api/billing/subscription: the spec's Subscription details response, plus the provider. */
export const subscriptionDetailsSchema = z.object({
  hasSubscription: z.boolean(),
  /** The provider's status: trialing, active, past_due, unpaid, canceled... */
  status: z.string().nullable(),
  planName: z.string().nullable(),
  /** Minor currency units (1499 = $14.99). */
  amount: z.number().int().nullable(),
  currency: z.string().nullable(),
  interval: z.string().nullable(),
  willCancel: z.boolean(),
  expirationDate: z.string().nullable(),
  renewalDate: z.string().nullable(),
  nextBillingDate: z.string().nullable(),
  provider: z.enum(BILLING_PROVIDERS).nullable(),
});
export type SubscriptionDetails = z.infer<typeof subscriptionDetailsSchema>;

export const portalResultSchema = z.object({ url: z.string(), isStripeDashboard: z.boolean() });

export const cancelResultSchema = z.object({
  message: z.string(),
  subscription: subscriptionDetailsSchema,
});

export const syncResultSchema = z.object({
  syncedCount: z.number().int(),
  failedCount: z.number().int(),
});
export type SyncResult = z.infer<typeof syncResultSchema>;

export const webhookInfoSchema = z.object({
  endpointUrl: z.string(),
  events: z.array(z.string()),
  isConfigured: z.boolean(),
  mode: z.enum(BILLING_PROVIDERS),
});
export type WebhookInfo = z.infer<typeof webhookInfoSchema>;

export const webhookTestResultSchema = z.object({
  result: z.enum(['working', 'error']),
  message: z.string().optional(),
});
export type WebhookTestResult = z.infer<typeof webhookTestResultSchema>;
