/**
 * Test support: a Stripe-shaped HTTP API on 127.0.0.1 for the real SDK to talk to. It records every
 * request and answers canned objects, keeping subscriptions in memory so a retrieve after an update
 * sees the change.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import type { StripeApiBase } from '../../../src/server/plugins/billing/stripe/client';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The form-encoded body Stripe's v1 API takes. */
  body: URLSearchParams;
  authorization: string | undefined;
}

export interface SubscriptionFixture {
  id?: string;
  status?: Stripe.Subscription.Status;
  customer?: string;
  quantity?: number;
  trialEnd?: number | null;
  periodStart?: number;
  periodEnd?: number;
  cancelAtPeriodEnd?: boolean;
  cancelAt?: number | null;
  canceledAt?: number | null;
  endedAt?: number | null;
  userId?: string;
  /** The price of the first item; `price_test_1` unless set. */
  priceId?: string;
  /** Items of other prices after the first. */
  otherItems?: { priceId: string; quantity: number }[];
  /** The id of the subscription's latest invoice (its first, for one made by Checkout). */
  latestInvoice?: string | null;
}

/**
 * A subscription as the API returns it, with the fields our code reads set and the rest of the
 * object left out. The cast is the one place a partial object stands in for the full SDK type.
 */
export function subscriptionObject(fixture: SubscriptionFixture = {}): Stripe.Subscription {
  const id = fixture.id ?? 'sub_test_1';
  const periodStart = fixture.periodStart ?? 1_767_225_600; // 2026-01-01T00:00:00Z
  const periodEnd = fixture.periodEnd ?? 1_798_761_600; // 2027-01-01T00:00:00Z
  const object = {
    id,
    object: 'subscription',
    customer: fixture.customer ?? 'cus_test_1',
    status: fixture.status ?? 'active',
    cancel_at: fixture.cancelAt ?? null,
    cancel_at_period_end: fixture.cancelAtPeriodEnd ?? false,
    canceled_at: fixture.canceledAt ?? null,
    ended_at: fixture.endedAt ?? null,
    trial_end: fixture.trialEnd ?? null,
    trial_start: null,
    latest_invoice: fixture.latestInvoice ?? null,
    created: periodStart,
    start_date: periodStart,
    livemode: false,
    metadata: fixture.userId === undefined ? {} : { user_id: fixture.userId },
    items: {
      object: 'list',
      url: `/v1/subscription_items?subscription=${id}`,
      has_more: false,
      data: [
        ...[
          { priceId: fixture.priceId ?? 'price_test_1', quantity: fixture.quantity ?? 1 },
          ...(fixture.otherItems ?? []),
        ].map((item, index) => ({
          id: `si_test_${index + 1}`,
          object: 'subscription_item',
          subscription: id,
          quantity: item.quantity,
          current_period_start: periodStart,
          current_period_end: periodEnd,
          price: { id: item.priceId, object: 'price' },
          metadata: {},
        })),
      ],
    },
  };
  return object as unknown as Stripe.Subscription;
}

/** A Checkout Session as the loopback keeps it: what was asked, and where it stands. */
export interface LoopbackCheckoutSession {
  id: string;
  status: 'open' | 'complete' | 'expired';
  /** The form fields it was created with. */
  params: URLSearchParams;
}

/** A paid invoice payment, as `GET /v1/invoice_payments?invoice=` lists them. */
export interface InvoicePaymentFixture {
  invoice: string;
  paymentIntent: string;
  amount: number;
  currency?: string;
}

export interface LoopbackStripeApi {
  apiBase: StripeApiBase;
  requests: RecordedRequest[];
  subscriptions: Map<string, Stripe.Subscription>;
  checkoutSessions: Map<string, LoopbackCheckoutSession>;
  /** Billing portal configurations, as created and updated through the API. */
  portalConfigurations: Map<string, Stripe.BillingPortal.Configuration>;
  invoicePayments: InvoicePaymentFixture[];
  /** Refunds made through the API, by payment intent. */
  refunds: { paymentIntent: string; amount: number; reason: string | null }[];
  /** The next subscription update answers 402 card_declined, as Stripe does under error_if_incomplete. */
  declineNextUpdate(): void;
  /**
   * The customer finishes the session on Stripe's page. Throws for a session that is not open:
   * Stripe shows an expired session as expired and takes no payment through it.
   */
  completeCheckoutSession(id: string): void;
  close(): Promise<void>;
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_test' });
  response.end(JSON.stringify(body));
}

const notFound = (path: string) => ({
  error: {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such resource: '${path}'`,
  },
});

const invalidRequest = (message: string, code?: string) => ({
  error: { type: 'invalid_request_error', message, ...(code ? { code } : {}) },
});

/**
 * A form body (`features[subscription_update][enabled]=false`) as the JSON Stripe answers with:
 * nested objects, lists for numbered keys, booleans for `true`/`false`.
 */
export function formToObject(form: URLSearchParams): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, raw] of form) {
    const path = key.split(/\[|\]\[|\]/).filter(Boolean);
    let node = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = raw === 'true' ? true : raw === 'false' ? false : raw;
        return;
      }
      node[part] ??= {};
      node = node[part] as Record<string, unknown>;
    });
  }
  const listify = (value: unknown): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    const entries = Object.entries(value).map(([k, v]) => [k, listify(v)] as const);
    const numbered = entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k));
    return numbered ? entries.map(([, v]) => v) : Object.fromEntries(entries);
  };
  return listify(root) as Record<string, unknown>;
}

/** Merges `patch` into `target`, objects key by key (a configuration update). */
function deepMerge(target: Record<string, unknown>, patch: Record<string, unknown>) {
  for (const [key, value] of Object.entries(patch)) {
    const current = target[key];
    if (
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      typeof current === 'object' &&
      current !== null
    ) {
      deepMerge(current as Record<string, unknown>, value as Record<string, unknown>);
    } else {
      target[key] = value;
    }
  }
  return target;
}

const list = (url: string, data: unknown[]) => ({ object: 'list', url, has_more: false, data });

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startLoopbackStripeApi(): Promise<LoopbackStripeApi> {
  const requests: RecordedRequest[] = [];
  const subscriptions = new Map<string, Stripe.Subscription>();
  const checkoutSessions = new Map<string, LoopbackCheckoutSession>();
  const portalConfigurations = new Map<string, Stripe.BillingPortal.Configuration>();
  const invoicePayments: InvoicePaymentFixture[] = [];
  const refunds: LoopbackStripeApi['refunds'] = [];
  let decline = false;
  let checkoutCount = 0;
  let configurationCount = 0;

  const sessionObject = (session: LoopbackCheckoutSession) => ({
    id: session.id,
    object: 'checkout.session',
    status: session.status,
    mode: session.params.get('mode'),
    url: session.status === 'open' ? `https://checkout.stripe.com/c/pay/${session.id}` : null,
    customer: session.params.get('customer'),
    customer_email: session.params.get('customer_email'),
    client_reference_id: session.params.get('client_reference_id'),
    success_url: session.params.get('success_url'),
    cancel_url: session.params.get('cancel_url'),
  });

  /** The answer to one request, or undefined when no route matches (404). */
  function answer(method: string, url: URL, body: URLSearchParams): [number, unknown] | undefined {
    const path = url.pathname;
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      checkoutCount += 1;
      const session: LoopbackCheckoutSession = {
        id: `cs_test_${checkoutCount}`,
        status: 'open',
        params: body,
      };
      checkoutSessions.set(session.id, session);
      return [200, sessionObject(session)];
    }
    const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    if (sessionPath?.[1]) {
      const session = checkoutSessions.get(sessionPath[1]);
      if (!session) return undefined;
      if (method === 'GET' && !sessionPath[2]) return [200, sessionObject(session)];
      if (method === 'POST' && sessionPath[2]) {
        if (session.status !== 'open') {
          return [
            400,
            invalidRequest(
              `Only Checkout Sessions with a status in ["open"] can be expired. This session has status "${session.status}".`,
            ),
          ];
        }
        session.status = 'expired';
        return [200, sessionObject(session)];
      }
    }

    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      return [
        200,
        {
          id: 'bps_test_1',
          object: 'billing_portal.session',
          customer: body.get('customer'),
          return_url: body.get('return_url'),
          configuration: body.get('configuration'),
          url: 'https://billing.stripe.com/p/session/test_1',
        },
      ];
    }
    if (path === '/v1/billing_portal/configurations') {
      if (method === 'GET') {
        const active = url.searchParams.get('active');
        const all = [...portalConfigurations.values()].filter(
          (configuration) => active === null || String(configuration.active) === active,
        );
        return [200, list(path, all)];
      }
      if (method === 'POST') {
        configurationCount += 1;
        const fields = formToObject(body);
        const configuration = {
          id: `bpc_test_${configurationCount}`,
          object: 'billing_portal.configuration',
          active: true,
          is_default: false,
          livemode: false,
          metadata: {},
          ...fields,
        } as unknown as Stripe.BillingPortal.Configuration;
        portalConfigurations.set(configuration.id, configuration);
        return [200, configuration];
      }
    }
    const configurationPath = /^\/v1\/billing_portal\/configurations\/([^/]+)$/.exec(path);
    if (configurationPath?.[1]) {
      const configuration = portalConfigurations.get(configurationPath[1]);
      if (!configuration) return undefined;
      if (method === 'POST') {
        deepMerge(configuration as unknown as Record<string, unknown>, formToObject(body));
      }
      return [200, configuration];
    }

    if (method === 'GET' && path === '/v1/invoice_payments') {
      const invoice = url.searchParams.get('invoice');
      const payments = invoicePayments
        .filter((payment) => payment.invoice === invoice)
        .map((payment, index) => ({
          id: `inpay_${payment.invoice}_${index}`,
          object: 'invoice_payment',
          invoice: payment.invoice,
          amount_paid: payment.amount,
          amount_requested: payment.amount,
          currency: payment.currency ?? 'usd',
          status: 'paid',
          payment: { type: 'payment_intent', payment_intent: payment.paymentIntent },
        }));
      return [200, list(path, payments)];
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const paymentIntent = body.get('payment_intent') ?? '';
      const paid = invoicePayments.find((payment) => payment.paymentIntent === paymentIntent);
      if (!paid) return [404, notFound(`payment_intent ${paymentIntent}`)];
      if (refunds.some((refund) => refund.paymentIntent === paymentIntent)) {
        return [
          400,
          invalidRequest(
            `Charge for ${paymentIntent} has already been refunded.`,
            'charge_already_refunded',
          ),
        ];
      }
      refunds.push({ paymentIntent, amount: paid.amount, reason: body.get('reason') });
      return [
        200,
        {
          id: `re_test_${refunds.length}`,
          object: 'refund',
          amount: paid.amount,
          status: 'succeeded',
        },
      ];
    }
    return answerSubscription(method, path, body);
  }

  function answerSubscription(
    method: string,
    path: string,
    body: URLSearchParams,
  ): [number, unknown] | undefined {
    const match = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    const sub = match?.[1] ? subscriptions.get(match[1]) : undefined;
    if (!match || !sub) return undefined;
    const nowSeconds = Math.floor(Date.now() / 1000);
    if (method === 'GET') return [200, sub];
    if (method === 'DELETE') {
      const canceled = {
        ...sub,
        status: 'canceled',
        canceled_at: nowSeconds,
        ended_at: nowSeconds,
      };
      subscriptions.set(sub.id, canceled as Stripe.Subscription);
      return [200, canceled];
    }
    if (method !== 'POST') return [405, notFound(path)];
    if (decline) {
      decline = false;
      return [
        402,
        {
          error: {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'generic_decline',
            message: 'Your card was declined.',
          },
        },
      ];
    }
    const quantity = body.get('items[0][quantity]');
    const itemId = body.get('items[0][id]');
    const items =
      quantity === null
        ? sub.items
        : {
            ...sub.items,
            data: sub.items.data.map((item) =>
              item.id === itemId ? { ...item, quantity: Number(quantity) } : item,
            ),
          };
    const cancelAtPeriodEnd = body.get('cancel_at_period_end');
    const updated = {
      ...sub,
      items,
      ...(cancelAtPeriodEnd === null
        ? {}
        : {
            cancel_at_period_end: cancelAtPeriodEnd === 'true',
            canceled_at: cancelAtPeriodEnd === 'true' ? nowSeconds : null,
          }),
    };
    subscriptions.set(sub.id, updated);
    return [200, updated];
  }

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const body = new URLSearchParams(await readBody(request));
      const method = request.method ?? 'GET';
      requests.push({
        method,
        path: url.pathname,
        query: url.searchParams,
        body,
        authorization: request.headers.authorization,
      });
      const [status, payload] = answer(method, url, body) ?? [404, notFound(url.pathname)];
      send(response, status, payload);
    })();
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiBase: { host: '127.0.0.1', port, protocol: 'http' },
    requests,
    subscriptions,
    checkoutSessions,
    portalConfigurations,
    invoicePayments,
    refunds,
    declineNextUpdate: () => {
      decline = true;
    },
    completeCheckoutSession: (id) => {
      const session = checkoutSessions.get(id);
      if (session?.status !== 'open') {
        throw new Error(
          `checkout session ${id} is ${session?.status ?? 'unknown'}: it cannot be paid`,
        );
      }
      session.status = 'complete';
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** The server's environment for the Stripe driver talking to `api`, its webhooks signed with `webhookSecret`. */
export function stripeDriverEnv(
  api: LoopbackStripeApi,
  webhookSecret: string,
): Record<string, string> {
  const { protocol, host, port } = api.apiBase;
  return {
    BILLING_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_cardvault',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_PRICE_ID: 'price_test_1',
    STRIPE_API_BASE: `${protocol}://${host}:${port}`,
  };
}

/** A Stripe event's body as the webhook receives it. */
export const stripeEvent = (id: string, type: string, object: unknown): string =>
  JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });

/** Signs the way Stripe does, with the SDK's own test signer (a second implementation to ours). */
const signer = new Stripe('sk_test_signer');

/**
 * POSTs `payload` to the webhook as Stripe would: signed with `secret` (now, or at `timestamp`),
 * or with a `signature` given as is.
 */
export function deliverWebhook(
  app: FastifyInstance,
  payload: string,
  options: { secret: string; timestamp?: number } | { signature: string },
) {
  const signature =
    'signature' in options
      ? options.signature
      : signer.webhooks.generateTestHeaderString({ payload, ...options });
  return app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}
