import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

// A small fake of Stripe's HTTP API for tests: the real `stripe` SDK talks to it through
// STRIPE_API_URL. It implements only what the billing adapter calls (customers, Checkout
// and portal sessions, subscriptions retrieve/update/list) with state tests can set, and
// signs webhook events the way Stripe does (generateTestHeaderString).

export const FAKE_PRICES = {
  monthly: { id: 'price_test_monthly', unit_amount: 1499, interval: 'month' },
  annual: { id: 'price_test_annual', unit_amount: 14999, interval: 'year' },
} as const;

export const FAKE_WEBHOOK_SECRET = 'whsec_test_trivia_host_fake';
export const FAKE_SECRET_KEY = 'sk_test_trivia_host_fake';

const DAY_S = 24 * 60 * 60;
const nowS = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

// biome-ignore lint/suspicious/noExplicitAny: Stripe objects are JSON trees here
type Json = Record<string, any>;

export interface FakeSubscriptionOptions {
  customer: string;
  status?: string;
  plan?: keyof typeof FAKE_PRICES;
  /** Seconds since the epoch. */
  trialEnd?: number | null;
  currentPeriodEnd?: number;
  cancelAtPeriodEnd?: boolean;
}

export interface FakeStripe {
  /** Base URL for STRIPE_API_URL. */
  url: string;
  /** The env a test context needs to use this fake. */
  env: Record<string, string>;
  customers: Map<string, Json>;
  subscriptions: Map<string, Json>;
  checkoutSessions: Map<string, Json>;
  portalSessions: Map<string, Json>;
  /** Every request, in order: method, path and decoded body. */
  requests: { method: string; path: string; body: Json }[];
  createSubscription(options: FakeSubscriptionOptions): Json;
  /** Changes a subscription as Stripe would store it (status, dates, cancel flags...). */
  updateSubscription(id: string, patch: Partial<FakeSubscriptionOptions> & Json): Json;
  /** The customer pays on the Checkout page: Stripe makes the subscription. */
  completeCheckout(sessionId: string, options?: { status?: string }): Json;
  close(): Promise<void>;
}

/** `a[b][0][c]=1` form bodies and query strings into nested objects and arrays. */
export function decodeStripeForm(text: string): Json {
  const root: Json = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const parts = rawKey.split(/\[|\]\[|\]/).filter((p) => p !== '');
    let node: Json = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else {
        node[part] ??= {};
        node = node[part];
      }
    });
  }
  const arrays = (value: unknown): unknown => {
    if (!value || typeof value !== 'object') return value;
    const entries = Object.entries(value as Json).map(([k, v]) => [k, arrays(v)] as const);
    if (entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k))) {
      return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v);
    }
    return Object.fromEntries(entries);
  };
  return arrays(root) as Json;
}

function priceObject(plan: keyof typeof FAKE_PRICES): Json {
  const price = FAKE_PRICES[plan];
  return {
    id: price.id,
    object: 'price',
    active: true,
    currency: 'usd',
    unit_amount: price.unit_amount,
    recurring: {
      interval: price.interval,
      interval_count: 1,
      usage_type: 'licensed',
      meter: null,
      trial_period_days: null,
    },
    type: 'recurring',
    product: 'prod_test_trivia_host',
  };
}

function planOfPrice(priceId: string): keyof typeof FAKE_PRICES {
  return priceId === FAKE_PRICES.annual.id ? 'annual' : 'monthly';
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(res: ServerResponse, status: number, body: Json) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
  res.end(JSON.stringify(body));
}

function missing(res: ServerResponse, what: string) {
  send(res, 404, {
    error: {
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: `No such ${what}`,
    },
  });
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const customers = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const checkoutSessions = new Map<string, Json>();
  const portalSessions = new Map<string, Json>();
  const idempotentCustomers = new Map<string, string>();
  const requests: FakeStripe['requests'] = [];

  function createSubscription(options: FakeSubscriptionOptions): Json {
    const id = newId('sub');
    const created = nowS();
    const plan = options.plan ?? 'monthly';
    const status = options.status ?? 'active';
    const trialEnd = options.trialEnd ?? null;
    const periodEnd =
      options.currentPeriodEnd ??
      (status === 'trialing' && trialEnd
        ? trialEnd
        : created + (plan === 'annual' ? 365 : 30) * DAY_S);
    const subscription: Json = {
      id,
      object: 'subscription',
      customer: options.customer,
      status,
      created,
      start_date: created,
      currency: 'usd',
      cancel_at_period_end: options.cancelAtPeriodEnd ?? false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      trial_start: trialEnd ? created : null,
      trial_end: trialEnd,
      metadata: {},
      items: {
        object: 'list',
        has_more: false,
        url: `/v1/subscription_items?subscription=${id}`,
        data: [
          {
            id: newId('si'),
            object: 'subscription_item',
            created,
            current_period_start: created,
            current_period_end: periodEnd,
            price: priceObject(plan),
            quantity: 1,
            subscription: id,
            metadata: {},
          },
        ],
      },
    };
    subscriptions.set(id, subscription);
    return subscription;
  }

  function updateSubscription(id: string, patch: Partial<FakeSubscriptionOptions> & Json): Json {
    const subscription = subscriptions.get(id);
    if (!subscription) throw new Error(`fake Stripe: no subscription ${id}`);
    const { currentPeriodEnd, cancelAtPeriodEnd, trialEnd, plan, status, ...rest } = patch;
    if (status !== undefined) subscription.status = status;
    if (trialEnd !== undefined) subscription.trial_end = trialEnd;
    if (cancelAtPeriodEnd !== undefined) {
      subscription.cancel_at_period_end = cancelAtPeriodEnd;
      subscription.cancel_at = cancelAtPeriodEnd
        ? subscription.items.data[0].current_period_end
        : null;
      subscription.canceled_at = cancelAtPeriodEnd ? nowS() : null;
    }
    if (currentPeriodEnd !== undefined) {
      subscription.items.data[0].current_period_end = currentPeriodEnd;
      if (subscription.cancel_at_period_end) subscription.cancel_at = currentPeriodEnd;
    }
    if (plan !== undefined) subscription.items.data[0].price = priceObject(plan);
    if (status === 'canceled' && !subscription.ended_at) subscription.ended_at = nowS();
    Object.assign(subscription, rest);
    return subscription;
  }

  function completeCheckout(sessionId: string, options: { status?: string } = {}): Json {
    const session = checkoutSessions.get(sessionId);
    if (!session) throw new Error(`fake Stripe: no Checkout Session ${sessionId}`);
    const params = session._params as Json;
    const trialEnd = params.subscription_data?.trial_end
      ? Number(params.subscription_data.trial_end)
      : null;
    const subscription = createSubscription({
      customer: session.customer,
      plan: planOfPrice(params.line_items?.[0]?.price),
      status: options.status ?? (trialEnd ? 'trialing' : 'active'),
      trialEnd,
    });
    Object.assign(session, { status: 'complete', subscription: subscription.id });
    return subscription;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake.stripe');
    const text = await readBody(req);
    const body = decodeStripeForm(req.method === 'GET' ? url.search.slice(1) : text);
    const { pathname } = url;
    requests.push({ method: req.method ?? 'GET', path: pathname, body });
    const customerId = pathname.match(/^\/v1\/customers\/([^/]+)$/)?.[1];
    const checkoutId = pathname.match(/^\/v1\/checkout\/sessions\/([^/]+)$/)?.[1];
    const subscriptionId = pathname.match(/^\/v1\/subscriptions\/([^/]+)$/)?.[1];

    if (req.method === 'POST' && pathname === '/v1/customers') {
      const key = req.headers['idempotency-key'];
      const known = typeof key === 'string' ? idempotentCustomers.get(key) : undefined;
      if (known) return send(res, 200, customers.get(known) as Json);
      const customer = {
        id: newId('cus'),
        object: 'customer',
        email: body.email ?? null,
        metadata: body.metadata ?? {},
        created: nowS(),
      };
      customers.set(customer.id, customer);
      if (typeof key === 'string') idempotentCustomers.set(key, customer.id);
      return send(res, 200, customer);
    }
    if (req.method === 'GET' && customerId) {
      const customer = customers.get(customerId);
      return customer ? send(res, 200, customer) : missing(res, `customer: '${customerId}'`);
    }
    if (req.method === 'POST' && pathname === '/v1/checkout/sessions') {
      const id = newId('cs_test');
      const session = {
        id,
        object: 'checkout.session',
        mode: body.mode,
        status: 'open',
        customer: body.customer ?? null,
        client_reference_id: body.client_reference_id ?? null,
        success_url: body.success_url,
        cancel_url: body.cancel_url,
        subscription: null,
        url: `https://checkout.stripe.test/c/pay/${id}`,
        _params: body,
      };
      checkoutSessions.set(id, session);
      return send(res, 200, session);
    }
    if (req.method === 'GET' && checkoutId) {
      const session = checkoutSessions.get(checkoutId);
      return session ? send(res, 200, session) : missing(res, `checkout.session: '${checkoutId}'`);
    }
    if (req.method === 'POST' && pathname === '/v1/billing_portal/sessions') {
      if (!customers.has(body.customer)) return missing(res, `customer: '${body.customer}'`);
      const id = newId('bps');
      const session = {
        id,
        object: 'billing_portal.session',
        customer: body.customer,
        return_url: body.return_url,
        url: `https://billing.stripe.test/p/session/${id}`,
      };
      portalSessions.set(id, session);
      return send(res, 200, session);
    }
    if (req.method === 'GET' && pathname === '/v1/subscriptions') {
      const statusFilter = body.status ?? 'active';
      const data = [...subscriptions.values()]
        .filter((s) => !body.customer || s.customer === body.customer)
        .filter((s) =>
          statusFilter === 'all'
            ? true
            : statusFilter === 'active'
              ? s.status !== 'canceled' && s.status !== 'incomplete_expired'
              : s.status === statusFilter,
        )
        .sort((a, b) => b.created - a.created);
      return send(res, 200, { object: 'list', data, has_more: false, url: '/v1/subscriptions' });
    }
    if (subscriptionId) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) return missing(res, `subscription: '${subscriptionId}'`);
      if (req.method === 'GET') return send(res, 200, subscription);
      if (req.method === 'POST') {
        if (subscription.status === 'canceled') {
          return send(res, 400, {
            error: {
              type: 'invalid_request_error',
              message: 'A canceled subscription can only update its metadata.',
            },
          });
        }
        if (body.cancel_at_period_end !== undefined) {
          updateSubscription(subscriptionId, {
            cancelAtPeriodEnd: body.cancel_at_period_end === 'true',
          });
        }
        return send(res, 200, subscription);
      }
    }
    send(res, 404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${pathname})` },
    });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error) => send(res, 500, { error: { message: String(error) } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    env: {
      STRIPE_SECRET_KEY: FAKE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
      STRIPE_PRICE_MONTHLY: FAKE_PRICES.monthly.id,
      STRIPE_PRICE_ANNUAL: FAKE_PRICES.annual.id,
      STRIPE_API_URL: url,
    },
    customers,
    subscriptions,
    checkoutSessions,
    portalSessions,
    requests,
    createSubscription,
    updateSubscription,
    completeCheckout,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A webhook delivery as Stripe sends it: the JSON text and its Stripe-Signature header. */
export function signedEvent(
  type: string,
  object: Json,
  options: { id?: string; secret?: string; timestamp?: number } = {},
) {
  const payload = JSON.stringify({
    id: options.id ?? newId('evt'),
    object: 'event',
    api_version: '2026-10-28.endive',
    created: nowS(),
    type,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? FAKE_WEBHOOK_SECRET,
    timestamp: options.timestamp,
  });
  return { payload, signature };
}
