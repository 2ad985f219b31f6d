import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type Stripe from 'stripe';
import { BILLING_MESSAGES, WEBHOOK_EVENTS } from '../../../core/billing';
import { StripeBillingProvider } from '../../adapters/billing';
import { stripeIdOf } from '../../adapters/billing/stripe';
import type { Db } from '../../db/client';
import { billingCustomers, billingEvents, user } from '../../db/schema';
import { errorBody } from '../../http/errors';
import type { AppEnv, Deps } from '../../http/types';
import { applyBillingChange, providerOf, withBillingLock } from './service';

// Stripe's webhook. The signature proves the sender; the payload is trusted only for the
// customer (and, on checkout.session.completed, our user id). What the customer has is
// read again from Stripe, so events may arrive late, twice or out of order. The event id
// is recorded in the transaction that applies its effect: a repeat changes nothing.

const HANDLED_EVENTS: ReadonlySet<string> = new Set(WEBHOOK_EVENTS);

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

interface EventObject {
  customer?: string | { id: string } | null;
  client_reference_id?: string | null;
}

async function userExists(db: Db, id: string | null | undefined): Promise<boolean> {
  if (!id) return false;
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.id, id));
  return !!row;
}

/** Whose customer this is, and whether the link is new (to be recorded with the event). */
async function findCustomerOwner(
  db: Db,
  provider: StripeBillingProvider,
  customerId: string,
  clientReferenceId: string | null,
): Promise<{ userId: string; isNewLink: boolean } | null> {
  const [linked] = await db
    .select({ userId: billingCustomers.userId })
    .from(billingCustomers)
    .where(eq(billingCustomers.customerId, customerId));
  if (linked) return { userId: linked.userId, isNewLink: false };
  // Checkout (or the Pricing Table) names our user in client_reference_id.
  if (await userExists(db, clientReferenceId)) {
    return { userId: clientReferenceId as string, isNewLink: true };
  }
  // A customer we created carries our user id; link it only to a host without one.
  const metadataUserId = await provider.findCustomerUserId(customerId);
  if (!metadataUserId || !(await userExists(db, metadataUserId))) return null;
  const [other] = await db
    .select({ customerId: billingCustomers.customerId })
    .from(billingCustomers)
    .where(eq(billingCustomers.userId, metadataUserId));
  return other ? null : { userId: metadataUserId, isNewLink: true };
}

async function isEventRecorded(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: billingEvents.id })
    .from(billingEvents)
    .where(eq(billingEvents.id, id));
  return !!row;
}

export async function handleStripeEvent(
  deps: Pick<Deps, 'database' | 'config'>,
  provider: StripeBillingProvider,
  event: Stripe.Event,
): Promise<WebhookOutcome> {
  if (!HANDLED_EVENTS.has(event.type)) return 'ignored';
  const object = event.data.object as EventObject;
  const customerId = stripeIdOf(object.customer);
  if (!customerId) return 'ignored';
  const clientReferenceId =
    event.type === 'checkout.session.completed' ? (object.client_reference_id ?? null) : null;
  const owner = await findCustomerOwner(deps.database.db, provider, customerId, clientReferenceId);
  const recorded = { id: event.id, type: event.type };
  if (!owner) {
    // Nobody of ours (yet): the checkout.session.completed that names them syncs everything.
    await deps.database.db.insert(billingEvents).values(recorded).onConflictDoNothing();
    return 'ignored';
  }
  return withBillingLock(deps, owner.userId, async (db) => {
    if (await isEventRecorded(db, event.id)) return 'duplicate';
    const subscription = await provider.readCustomerSubscription(customerId);
    const isApplied = await applyBillingChange(db, deps.config, owner.userId, {
      subscription,
      customerId: owner.isNewLink ? customerId : null,
      event: recorded,
    });
    return isApplied ? 'processed' : 'duplicate';
  });
}

/** Mounted at /api/billing/webhook, outside the sign-in guard; reads the raw body itself. */
export const billingWebhookRoutes = new Hono<AppEnv>()
  .get('/', (c) => c.json({ received: true }))
  .post('/', async (c) => {
    const deps = c.get('deps');
    // The exact bytes Stripe signed, before anything parses them.
    const payload = new Uint8Array(await c.req.arrayBuffer());
    const provider = providerOf(deps);
    const event =
      provider instanceof StripeBillingProvider
        ? await provider.verifyEvent(payload, c.req.header('stripe-signature'))
        : null;
    if (!event) {
      return c.json(errorBody('invalid_signature', BILLING_MESSAGES.invalidSignature), 400);
    }
    const outcome = await handleStripeEvent(deps, provider as StripeBillingProvider, event);
    return c.json({ received: true, outcome });
  });
