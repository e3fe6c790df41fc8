/**
 * Test support: a Stripe-shaped HTTP API on 127.0.0.1 for the real SDK to talk to. It records every
 * request and answers canned objects, keeping subscriptions in memory so a retrieve after an update
 * sees the change.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import type { StripeApiBase } from '../../src/server/plugins/billing/stripe/client';

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

export interface LoopbackStripeApi {
  apiBase: StripeApiBase;
  requests: RecordedRequest[];
  subscriptions: Map<string, Stripe.Subscription>;
  /** The next subscription update answers 402 card_declined, as Stripe does under error_if_incomplete. */
  declineNextUpdate(): void;
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

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startLoopbackStripeApi(): Promise<LoopbackStripeApi> {
  const requests: RecordedRequest[] = [];
  const subscriptions = new Map<string, Stripe.Subscription>();
  let decline = false;
  let checkoutSessions = 0;

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

      if (method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        checkoutSessions += 1;
        const id = `cs_test_${checkoutSessions}`;
        send(response, 200, {
          id,
          object: 'checkout.session',
          mode: body.get('mode'),
          url: `https://checkout.stripe.com/c/pay/${id}`,
          customer: body.get('customer'),
          customer_email: body.get('customer_email'),
          client_reference_id: body.get('client_reference_id'),
          success_url: body.get('success_url'),
          cancel_url: body.get('cancel_url'),
        });
        return;
      }
      if (method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
        send(response, 200, {
          id: 'bps_test_1',
          object: 'billing_portal.session',
          customer: body.get('customer'),
          return_url: body.get('return_url'),
          url: 'https://billing.stripe.com/p/session/test_1',
        });
        return;
      }

      const match = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
      const sub = match?.[1] ? subscriptions.get(match[1]) : undefined;
      if (!match || !sub) {
        send(response, 404, notFound(url.pathname));
        return;
      }
      const nowSeconds = Math.floor(Date.now() / 1000);
      if (method === 'GET') {
        send(response, 200, sub);
        return;
      }
      if (method === 'DELETE') {
        const canceled = {
          ...sub,
          status: 'canceled',
          canceled_at: nowSeconds,
          ended_at: nowSeconds,
        };
        subscriptions.set(sub.id, canceled as Stripe.Subscription);
        send(response, 200, canceled);
        return;
      }
      if (method === 'POST') {
        if (decline) {
          decline = false;
          send(response, 402, {
            error: {
              type: 'card_error',
              code: 'card_declined',
              decline_code: 'generic_decline',
              message: 'Your card was declined.',
            },
          });
          return;
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
        send(response, 200, updated);
        return;
      }
      send(response, 405, notFound(url.pathname));
    })();
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiBase: { host: '127.0.0.1', port, protocol: 'http' },
    requests,
    subscriptions,
    declineNextUpdate: () => {
      decline = true;
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
