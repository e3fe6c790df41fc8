import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionDetails } from '../../../shared/billing';
import { grantSubscription } from '../../../../tests/support/subscriptions';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { createUser, type TestUser } from '../../../../tests/support/users';
import {
  startLoopbackStripeApi,
  subscriptionObject,
  type LoopbackStripeApi,
} from '../../../../tests/support/loopback-stripe-api';

const SECRET = 'whsec_test_cardvault';
const signer = new Stripe('sk_test_signer');

describe('the Stripe driver behind the API', () => {
  let api: LoopbackStripeApi;
  let t: TestApp;
  let user: TestUser;
  let eventCounter = 0;

  beforeAll(async () => {
    api = await startLoopbackStripeApi();
    t = await createTestApp({
      BILLING_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_cardvault',
      STRIPE_WEBHOOK_SECRET: SECRET,
      STRIPE_PRICE_ID: 'price_test_1',
      STRIPE_API_BASE: `${api.apiBase.protocol}://${api.apiBase.host}:${api.apiBase.port}`,
    });
    user = await createUser(t.app);
  });
  afterAll(async () => {
    await t.close();
    await api.close();
  });

  const send = (
    type: string,
    object: unknown,
    options: { id?: string; secret?: string; signature?: string } = {},
  ) => {
    const payload = JSON.stringify({
      id: options.id ?? `evt_${(eventCounter += 1)}`,
      object: 'event',
      type,
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      data: { object },
    });
    const signature =
      options.signature ??
      signer.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? SECRET });
    return t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
  };
  const details = async () =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/payments/get-subscription-details',
        headers: { cookie: user.cookie },
        payload: {},
      })
    ).json<SubscriptionDetails>();

  it('starts Stripe Checkout with the quantity and a trial', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/create-checkout-session',
      headers: { cookie: user.cookie },
      payload: { card_quantity: 3 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ url: string }>().url).toMatch(/^https?:\/\//);
    const sent = api.requests.find((request) => request.path === '/v1/checkout/sessions');
    expect(sent?.body.get('mode')).toBe('subscription');
    expect(sent?.body.get('line_items[0][quantity]')).toBe('3');
    expect(sent?.body.get('client_reference_id')).toBe(user.id);
    expect(Number(sent?.body.get('subscription_data[trial_end]'))).toBeGreaterThan(
      Date.now() / 1000 + 58 * 86_400,
    );
  });

  it('applies a signed event by re-reading the subscription from Stripe, once per event id', async () => {
    const live = subscriptionObject({
      id: 'sub_live_1',
      status: 'trialing',
      quantity: 3,
      userId: user.id,
      customer: 'cus_live_1',
    });
    api.subscriptions.set('sub_live_1', live);
    const first = await send('customer.subscription.created', live, { id: 'evt_created_1' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true, outcome: 'processed' });
    expect(await details()).toMatchObject({
      has_subscription: true,
      status: 'trialing',
      card_allocation: 3,
    });

    const replay = await send('customer.subscription.created', live, { id: 'evt_created_1' });
    expect(replay.json()).toEqual({ received: true, outcome: 'duplicate' });

    // An old event arriving late carries a stale payload; Stripe's current state wins.
    const stale = subscriptionObject({
      id: 'sub_live_1',
      status: 'active',
      quantity: 1,
      userId: user.id,
    });
    expect((await send('customer.subscription.updated', stale)).statusCode).toBe(200);
    expect(await details()).toMatchObject({ status: 'trialing', card_allocation: 3 });
  });

  it('refuses forged, unsigned and stale events and changes nothing', async () => {
    const forged = subscriptionObject({ id: 'sub_live_1', status: 'canceled', userId: user.id });
    api.subscriptions.set('sub_live_1', forged);
    const wrongSecret = await send('customer.subscription.deleted', forged, {
      secret: 'whsec_attacker',
    });
    expect(wrongSecret.statusCode).toBe(400);
    expect(wrongSecret.json()).toMatchObject({ error: 'INVALID_WEBHOOK' });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        id: 'evt_x',
        type: 'customer.subscription.deleted',
        data: { object: forged },
      }),
    });
    expect(unsigned.statusCode).toBe(400);
    const payload = JSON.stringify({
      id: 'evt_old',
      object: 'event',
      type: 'invoice.paid',
      data: { object: forged },
    });
    const staleHeader = signer.webhooks.generateTestHeaderString({
      payload,
      secret: SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    const stale = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': staleHeader },
      payload,
    });
    expect(stale.statusCode).toBe(400);
    expect((await details()).status).toBe('trialing');
  });

  it('ends the subscription and schedules the cards when Stripe says it was deleted', async () => {
    const ended = subscriptionObject({
      id: 'sub_live_1',
      status: 'canceled',
      userId: user.id,
      customer: 'cus_live_1',
      quantity: 3,
      canceledAt: Math.floor(Date.now() / 1000),
      endedAt: Math.floor(Date.now() / 1000),
    });
    api.subscriptions.set('sub_live_1', ended);
    expect((await send('customer.subscription.deleted', ended)).json()).toMatchObject({
      outcome: 'processed',
    });
    const after = await details();
    expect(after.status).toBe('canceled');
    expect(after.ended_at).not.toBeNull();
  });

  it('sends quantity changes and cancellations to Stripe', async () => {
    const other = await createUser(t.app);
    const sub = subscriptionObject({
      id: 'sub_trial_2',
      status: 'trialing',
      quantity: 2,
      userId: other.id,
      customer: 'cus_2',
    });
    api.subscriptions.set('sub_trial_2', sub);
    await send('customer.subscription.created', sub);
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/payments/update-trial-card-count',
      headers: { cookie: other.cookie },
      payload: { new_card_count: 5 },
    });
    expect(change.statusCode, change.body).toBe(200);
    const update = api.requests
      .filter(
        (request) => request.path === '/v1/subscriptions/sub_trial_2' && request.method === 'POST',
      )
      .at(-1);
    expect(update?.body.get('items[0][quantity]')).toBe('5');
    expect(update?.body.get('proration_behavior')).toBe('create_prorations');

    const cancel = await t.app.inject({
      method: 'POST',
      url: '/api/payments/cancel-subscription',
      headers: { cookie: other.cookie },
      payload: {},
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(
      api.requests.some(
        (request) =>
          request.method === 'DELETE' && request.path === '/v1/subscriptions/sub_trial_2',
      ),
    ).toBe(true);
  });

  it('has no local test pages with the Stripe driver', async () => {
    await grantSubscription(t.database.db, user.id, { cards: 1 });
    const local = await t.app.inject({
      method: 'POST',
      url: '/api/billing/local/portal/payment-method',
      headers: { cookie: user.cookie },
      payload: {},
    });
    expect(local.statusCode).toBe(404);
  });
});
