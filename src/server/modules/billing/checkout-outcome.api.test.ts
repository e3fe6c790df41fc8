import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionDetails } from '../../../shared/billing';
import { grantSubscription } from '../../../../tests/support/shared/grants';
import { createTestApp, type TestApp } from '../../../../tests/support/api/test-app';
import { createUser, type TestUser } from '../../../../tests/support/api/users';
import {
  startLoopbackStripeApi,
  stripeDriverEnv,
  type LoopbackStripeApi,
} from '../../../../tests/support/fakes/loopback-stripe-api';

/*
 * The server says what a checkout did in the address it sends the browser back to, so the
 * payment-success page can tell a trial (nothing charged) from a payment
 * (docs/product.md#screens-payment-success).
 */
const outcomeOf = (url: string) => {
  const address = new URL(url, 'http://x');
  expect(address.pathname).toBe('/payment-success');
  return address.searchParams.get('outcome');
};

describe('the outcome of a checkout on the local driver', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (user: TestUser, url: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, headers: { cookie: user.cookie }, payload });
  const details = async (user: TestUser) =>
    (await post(user, '/api/payments/get-subscription-details')).json<SubscriptionDetails>();
  /** Starts a checkout and, when it opens the test checkout page, pays it. */
  const checkout = async (user: TestUser, body: object) => {
    const started = await post(user, '/api/payments/create-checkout-session', body);
    expect(started.statusCode, started.body).toBe(200);
    const url = started.json<{ url: string }>().url;
    const session = new URL(url, 'http://x').searchParams.get('session');
    if (!session) return url;
    const paid = await post(user, `/api/billing/local/checkout/${session}/complete`, {
      outcome: 'pay',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    return paid.json<{ url: string }>().url;
  };

  it('a first checkout starts a trial, and cards added to it are not charged either', async () => {
    const user = await createUser(t.app);
    expect(outcomeOf(await checkout(user, { card_quantity: 2 }))).toBe('trial_started');
    expect((await details(user)).status).toBe('trialing');
    expect(outcomeOf(await checkout(user, { card_quantity: 1 }))).toBe('trial_cards_added');
    expect(await details(user)).toMatchObject({ status: 'trialing', card_allocation: 3 });
  });

  it('a reactivation and cards added to an active subscription are payments', async () => {
    const user = await createUser(t.app);
    await grantSubscription(t.app.database.db, user.id, { cards: 1, status: 'canceled' });
    const reactivated = await checkout(user, { card_quantity: 2, is_reactivation: true });
    expect(outcomeOf(reactivated)).toBe('paid');
    expect((await details(user)).status).toBe('active');
    expect(outcomeOf(await checkout(user, { card_quantity: 1 }))).toBe('paid');
    expect(await details(user)).toMatchObject({ status: 'active', card_allocation: 3 });
  });

  it('a user whose subscription ended gets no second trial even without the reactivation flag', async () => {
    const user = await createUser(t.app);
    await grantSubscription(t.app.database.db, user.id, { cards: 1, status: 'canceled' });
    expect(outcomeOf(await checkout(user, { card_quantity: 1 }))).toBe('paid');
    expect((await details(user)).status).toBe('active');
  });
});

describe('the outcome of a checkout on the Stripe driver', () => {
  let api: LoopbackStripeApi;
  let t: TestApp;
  beforeAll(async () => {
    api = await startLoopbackStripeApi();
    t = await createTestApp(stripeDriverEnv(api, 'whsec_test_outcome'));
  });
  afterAll(async () => {
    await t.close();
    await api.close();
  });

  /** The return address Stripe was given for the session the checkout made. */
  const stripeReturn = async (user: TestUser, body: object) => {
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/payments/create-checkout-session',
      headers: { cookie: user.cookie },
      payload: body,
    });
    expect(started.statusCode, started.body).toBe(200);
    const id = /\/(cs_\w+)$/.exec(started.json<{ url: string }>().url)?.[1] ?? '';
    const params = api.checkoutSessions.get(id)?.params;
    return {
      successUrl: params?.get('success_url') ?? '',
      trialEnd: params?.get('subscription_data[trial_end]') ?? null,
    };
  };

  it("tells Stripe to come back to the trial's words when the session starts a trial", async () => {
    const user = await createUser(t.app);
    const { successUrl, trialEnd } = await stripeReturn(user, { card_quantity: 2 });
    expect(trialEnd).not.toBeNull();
    expect(outcomeOf(successUrl)).toBe('trial_started');
    // Stripe's own placeholder is kept beside it.
    expect(new URL(successUrl).searchParams.get('session_id')).toBe('{CHECKOUT_SESSION_ID}');
  });

  it('and to the payment words when it charges at once', async () => {
    const user = await createUser(t.app);
    await grantSubscription(t.app.database.db, user.id, { cards: 1, status: 'canceled' });
    const { successUrl, trialEnd } = await stripeReturn(user, {
      card_quantity: 1,
      is_reactivation: true,
    });
    expect(trialEnd).toBeNull();
    expect(outcomeOf(successUrl)).toBe('paid');
  });
});
