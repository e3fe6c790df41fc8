import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SubscriptionRow } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { subscriptionToFetch, type BillingProvider, type CheckoutRequest } from '../provider';
import {
  startLoopbackStripeApi,
  subscriptionObject as subscriptionOfAnyPrice,
  type LoopbackStripeApi,
  type SubscriptionFixture,
} from '../../../../../tests/support/fakes/loopback-stripe-api';
import { createStripeProvider, withSessionIdPlaceholder } from './stripe-provider';

const DAY_MS = 24 * 60 * 60 * 1000;
const PRICE = 'price_cards_yearly';
/** A subscription of our price, as Checkout creates them. */
const subscriptionObject = (fixture: SubscriptionFixture = {}) =>
  subscriptionOfAnyPrice({ priceId: PRICE, ...fixture });

let api: LoopbackStripeApi;
let provider: BillingProvider;

beforeAll(async () => {
  api = await startLoopbackStripeApi();
  provider = createStripeProvider({
    secretKey: 'sk_test_loopback',
    priceId: PRICE,
    publicUrl: 'https://cards.example.com',
    trialMonths: 2,
    apiBase: api.apiBase,
  });
});

afterAll(async () => {
  await api.close();
});

beforeEach(() => {
  api.requests.length = 0;
  api.subscriptions.clear();
  api.checkoutSessions.clear();
  api.portalConfigurations.clear();
  api.invoicePayments.length = 0;
  api.refunds.length = 0;
});

/** A provider of its own, with nothing remembered from other tests (its portal configuration). */
const freshProvider = () =>
  createStripeProvider({
    secretKey: 'sk_test_loopback',
    priceId: PRICE,
    publicUrl: 'https://cards.example.com',
    trialMonths: 2,
    apiBase: api.apiBase,
  });

const sessions = (of: BillingProvider) => {
  if (!of.checkoutSessions) throw new Error('the Stripe driver expires and discards sessions');
  return of.checkoutSessions;
};

function row(overrides: Partial<SubscriptionRow> = {}): SubscriptionRow {
  return {
    ...subscriptionToFetch('user_1', 'stripe', 'sub_test_1'),
    id: '00000000-0000-4000-8000-000000000001',
    providerCustomerId: 'cus_test_1',
    status: 'active',
    cardAllocation: 2,
    ...overrides,
  };
}

function checkoutRequest(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  return {
    userId: 'user_1',
    email: 'ada@example.com',
    organisationId: null,
    quantity: 3,
    reactivation: false,
    successUrl: 'https://cards.example.com/payment-success',
    cancelUrl: 'https://cards.example.com/payment-failure',
    existing: undefined,
    ...overrides,
  };
}

function onlyRequest() {
  expect(api.requests).toHaveLength(1);
  const [request] = api.requests;
  if (!request) throw new Error('no request recorded');
  return request;
}

describe('createCheckout', () => {
  it('starts a first subscription with a 2-month trial that requires a payment method', async () => {
    const before = Date.now();
    const result = await provider.createCheckout(checkoutRequest());

    expect(result).toEqual({
      url: 'https://checkout.stripe.com/c/pay/cs_test_1',
      checkoutId: 'cs_test_1',
    });
    const request = onlyRequest();
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v1/checkout/sessions');
    expect(request.authorization).toBe('Bearer sk_test_loopback');
    const body = request.body;
    expect(body.get('mode')).toBe('subscription');
    expect(body.get('line_items[0][price]')).toBe(PRICE);
    expect(body.get('line_items[0][quantity]')).toBe('3');
    expect(body.has('line_items[1][price]')).toBe(false);
    expect(body.get('payment_method_collection')).toBe('always');
    expect(body.get('client_reference_id')).toBe('user_1');
    expect(body.get('metadata[user_id]')).toBe('user_1');
    expect(body.get('subscription_data[metadata][user_id]')).toBe('user_1');
    expect(body.get('customer_email')).toBe('ada@example.com');
    expect(body.has('customer')).toBe(false);
    expect(body.get('success_url')).toBe(
      'https://cards.example.com/payment-success?session_id={CHECKOUT_SESSION_ID}',
    );
    expect(body.get('cancel_url')).toBe('https://cards.example.com/payment-failure');

    const trialEndMs = Number(body.get('subscription_data[trial_end]')) * 1000;
    expect(trialEndMs).toBeGreaterThanOrEqual(before + 59 * DAY_MS - 1000);
    expect(trialEndMs).toBeLessThanOrEqual(Date.now() + 62 * DAY_MS);
    expect(body.has('subscription_data[trial_period_days]')).toBe(false);
  });

  it('ends the trial exactly 2 calendar months after checkout', async () => {
    const fixed = createStripeProvider({
      secretKey: 'sk_test_loopback',
      priceId: PRICE,
      publicUrl: 'https://cards.example.com',
      trialMonths: 2,
      apiBase: api.apiBase,
      now: () => new Date('2025-12-31T09:15:00Z'),
    });
    await fixed.createCheckout(checkoutRequest());
    const trialEnd = Number(onlyRequest().body.get('subscription_data[trial_end]'));
    expect(new Date(trialEnd * 1000).toISOString()).toBe('2026-02-28T09:15:00.000Z');
  });

  it('gives no second trial: a reactivation reuses the Stripe customer and pays at once', async () => {
    await provider.createCheckout(
      checkoutRequest({
        reactivation: true,
        quantity: 2,
        existing: row({ status: 'canceled', providerCustomerId: 'cus_returning' }),
      }),
    );
    const body = onlyRequest().body;
    expect(body.get('line_items[0][quantity]')).toBe('2');
    expect(body.get('customer')).toBe('cus_returning');
    expect(body.has('customer_email')).toBe(false);
    expect(body.has('subscription_data[trial_end]')).toBe(false);
    expect(body.get('subscription_data[metadata][user_id]')).toBe('user_1');
    expect(body.get('payment_method_collection')).toBe('always');
  });

  it('gives no trial when any subscription existed, even without the reactivation flag', async () => {
    await provider.createCheckout(checkoutRequest({ existing: row({ status: 'canceled' }) }));
    expect(onlyRequest().body.has('subscription_data[trial_end]')).toBe(false);
  });

  it('gives no trial to a reactivation without a stored row, and falls back to the e-mail', async () => {
    await provider.createCheckout(checkoutRequest({ reactivation: true }));
    const body = onlyRequest().body;
    expect(body.has('subscription_data[trial_end]')).toBe(false);
    expect(body.get('customer_email')).toBe('ada@example.com');
  });

  it('ignores customer ids written by another driver', async () => {
    await provider.createCheckout(
      checkoutRequest({
        reactivation: true,
        existing: row({ provider: 'local', providerCustomerId: 'local_cus_1' }),
      }),
    );
    const body = onlyRequest().body;
    expect(body.has('customer')).toBe(false);
    expect(body.get('customer_email')).toBe('ada@example.com');
  });

  it('resolves paths against the public URL', async () => {
    await provider.createCheckout(
      checkoutRequest({ successUrl: '/payment-success?from=pricing', cancelUrl: '/pricing' }),
    );
    const body = onlyRequest().body;
    expect(body.get('success_url')).toBe(
      'https://cards.example.com/payment-success?from=pricing&session_id={CHECKOUT_SESSION_ID}',
    );
    expect(body.get('cancel_url')).toBe('https://cards.example.com/pricing');
  });
});

describe('withSessionIdPlaceholder', () => {
  it.each([
    ['https://a.test/ok', 'https://a.test/ok?session_id={CHECKOUT_SESSION_ID}'],
    ['https://a.test/ok?x=1', 'https://a.test/ok?x=1&session_id={CHECKOUT_SESSION_ID}'],
    [
      'https://a.test/ok?session_id=old#top',
      'https://a.test/ok?session_id={CHECKOUT_SESSION_ID}#top',
    ],
  ])('%s → %s', (url, expected) => {
    expect(withSessionIdPlaceholder(url, 'https://base.test')).toBe(expected);
  });
});

describe('createPortal', () => {
  const calls = () => api.requests.map((r) => `${r.method} ${r.path}`);

  it('opens the Billing Portal for the customer with our configuration, where the quantity cannot change', async () => {
    const portal = freshProvider();
    const result = await portal.createPortal(
      row({ providerCustomerId: 'cus_portal' }),
      'https://cards.example.com/subscription',
    );
    expect(result).toEqual({ url: 'https://billing.stripe.com/p/session/test_1' });
    expect(calls()).toEqual([
      'GET /v1/billing_portal/configurations',
      'POST /v1/billing_portal/configurations',
      'POST /v1/billing_portal/sessions',
    ]);
    const session = api.requests[2]?.body;
    expect(session?.get('customer')).toBe('cus_portal');
    expect(session?.get('return_url')).toBe('https://cards.example.com/subscription');
    // What Stripe holds: the configuration the session names lets no one change the quantity.
    const configuration = api.portalConfigurations.get(session?.get('configuration') ?? '');
    expect(configuration).toMatchObject({
      active: true,
      metadata: { cardvault: 'portal' },
      features: {
        subscription_update: { enabled: false },
        subscription_pause: { enabled: false },
        payment_method_update: { enabled: true },
        invoice_history: { enabled: true },
        subscription_cancel: { enabled: true, mode: 'at_period_end' },
      },
    });

    // Made once: the next portal only opens a session.
    api.requests.length = 0;
    await portal.createPortal(row(), '/subscription');
    expect(calls()).toEqual(['POST /v1/billing_portal/sessions']);
    expect(api.requests[0]?.body.get('configuration')).toBe(configuration?.id);
  });

  it('reuses the configuration it made, turning quantity updates off again if someone turned them on', async () => {
    await freshProvider().createPortal(row(), '/subscription');
    const [ours] = [...api.portalConfigurations.values()];
    if (!ours) throw new Error('no configuration made');
    ours.features.subscription_update.enabled = true;
    api.requests.length = 0;

    // Another instance of the server (or the same after a restart).
    await freshProvider().createPortal(row(), '/subscription');
    expect(calls()).toEqual([
      'GET /v1/billing_portal/configurations',
      `POST /v1/billing_portal/configurations/${ours.id}`,
      'POST /v1/billing_portal/sessions',
    ]);
    expect(api.portalConfigurations.size).toBe(1);
    expect(ours.features.subscription_update.enabled).toBe(false);
    expect(api.requests[2]?.body.get('configuration')).toBe(ours.id);
  });

  it('makes a new configuration when its own was deactivated', async () => {
    const portal = freshProvider();
    await portal.createPortal(row(), '/subscription');
    for (const configuration of api.portalConfigurations.values()) configuration.active = false;
    await freshProvider().createPortal(row(), '/subscription');
    const active = [...api.portalConfigurations.values()].filter((c) => c.active);
    expect(active).toHaveLength(1);
    expect(api.requests.at(-1)?.body.get('configuration')).toBe(active[0]?.id);
  });

  it('refuses a row without a Stripe customer, without calling Stripe', async () => {
    await expect(
      provider.createPortal(row({ providerCustomerId: null }), '/subscription'),
    ).rejects.toThrow(/no Stripe customer/);
    expect(api.requests).toHaveLength(0);
  });
});

describe('updateQuantity', () => {
  function seed(status: 'trialing' | 'active', quantity: number) {
    api.subscriptions.set('sub_test_1', subscriptionObject({ id: 'sub_test_1', status, quantity }));
  }

  function updateRequest() {
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /v1/subscriptions/sub_test_1',
      'POST /v1/subscriptions/sub_test_1',
    ]);
    const request = api.requests[1];
    if (!request) throw new Error('no update recorded');
    return request.body;
  }

  it('during a trial, changes the quantity with prorations for the first invoice', async () => {
    seed('trialing', 2);
    await provider.updateQuantity(row({ status: 'trialing' }), 5);
    const body = updateRequest();
    expect(body.get('items[0][id]')).toBe('si_test_1');
    expect(body.get('items[0][quantity]')).toBe('5');
    expect(body.get('proration_behavior')).toBe('create_prorations');
    expect(body.has('payment_behavior')).toBe(false);
  });

  it('on an active subscription, invoices an increase at once, all or nothing', async () => {
    seed('active', 2);
    await provider.updateQuantity(row(), 4);
    const body = updateRequest();
    expect(body.get('items[0][id]')).toBe('si_test_1');
    expect(body.get('items[0][quantity]')).toBe('4');
    expect(body.get('proration_behavior')).toBe('always_invoice');
    expect(body.get('payment_behavior')).toBe('error_if_incomplete');
  });

  it('on an active subscription, credits a decrease on the next invoice', async () => {
    seed('active', 4);
    await provider.updateQuantity(row(), 3);
    const body = updateRequest();
    expect(body.get('items[0][quantity]')).toBe('3');
    expect(body.get('proration_behavior')).toBe('create_prorations');
    expect(body.has('payment_behavior')).toBe(false);
  });

  it('turns a declined charge into PAYMENT_FAILED (402) and leaves the quantity', async () => {
    seed('active', 2);
    api.declineNextUpdate();
    const failure = await provider.updateQuantity(row(), 6).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ code: 'PAYMENT_FAILED', status: 402 });
    expect(api.subscriptions.get('sub_test_1')?.items.data[0]?.quantity).toBe(2);
  });

  it('changes the item of our price, never another price on the subscription', async () => {
    api.subscriptions.set(
      'sub_test_1',
      subscriptionOfAnyPrice({
        id: 'sub_test_1',
        status: 'active',
        priceId: 'price_other',
        quantity: 1,
        otherItems: [{ priceId: PRICE, quantity: 2 }],
      }),
    );
    const state = await provider.updateQuantity(row(), 3);
    expect(updateRequest().get('items[0][id]')).toBe('si_test_2');
    expect(state.cardAllocation).toBe(3);
  });

  it('sends nothing when the quantity does not change', async () => {
    seed('active', 3);
    await provider.updateQuantity(row(), 3);
    expect(api.requests.map((r) => r.method)).toEqual(['GET']);
  });
});

describe('cancel', () => {
  it('ends a trial now, dropping pending prorations', async () => {
    api.subscriptions.set('sub_test_1', subscriptionObject({ status: 'trialing', quantity: 3 }));
    const state = await provider.cancel(row({ status: 'trialing' }));

    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /v1/subscriptions/sub_test_1',
      'DELETE /v1/subscriptions/sub_test_1',
    ]);
    const query = api.requests[1]?.query;
    expect(query?.get('invoice_now')).toBe('false');
    expect(query?.get('prorate')).toBe('false');
    expect(state?.status).toBe('canceled');
    expect(state?.endedAt).toBeInstanceOf(Date);
    expect(state?.cardAllocation).toBe(3);
  });

  it('ends an active subscription at the period end', async () => {
    api.subscriptions.set('sub_test_1', subscriptionObject({ status: 'active' }));
    const state = await provider.cancel(row());

    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /v1/subscriptions/sub_test_1',
      'POST /v1/subscriptions/sub_test_1',
    ]);
    const body = api.requests[1]?.body;
    expect(body?.get('cancel_at_period_end')).toBe('true');
    expect([...(body?.keys() ?? [])]).toEqual(['cancel_at_period_end']);
    expect(state).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
      endedAt: null,
      currentPeriodEnd: new Date('2027-01-01T00:00:00Z'),
    });
  });

  it('decides from Stripe’s status, not the stored one', async () => {
    // Stored as trialing, but the trial already converted: cancel at the period end, not now.
    api.subscriptions.set('sub_test_1', subscriptionObject({ status: 'active' }));
    await provider.cancel(row({ status: 'trialing' }));
    expect(api.requests[1]?.method).toBe('POST');
  });

  it('reports an already canceled subscription without changing it', async () => {
    api.subscriptions.set(
      'sub_test_1',
      subscriptionObject({ status: 'canceled', endedAt: 1_770_000_000, canceledAt: 1_770_000_000 }),
    );
    const state = await provider.cancel(row());
    expect(api.requests.map((r) => r.method)).toEqual(['GET']);
    expect(state?.status).toBe('canceled');
  });

  it('answers undefined for a subscription Stripe does not know', async () => {
    expect(await provider.cancel(row({ providerSubscriptionId: 'sub_missing' }))).toBeUndefined();
  });
});

describe('fetchSubscription', () => {
  it('re-reads and maps the subscription', async () => {
    api.subscriptions.set(
      'sub_test_1',
      subscriptionObject({ status: 'past_due', quantity: 4, customer: 'cus_test_1' }),
    );
    const state = await provider.fetchSubscription(row());
    expect(onlyRequest().path).toBe('/v1/subscriptions/sub_test_1');
    expect(state).toMatchObject({
      providerSubscriptionId: 'sub_test_1',
      providerCustomerId: 'cus_test_1',
      status: 'past_due',
      cardAllocation: 4,
    });
  });

  it('answers undefined for an unknown subscription or a row without a Stripe id', async () => {
    expect(
      await provider.fetchSubscription(row({ providerSubscriptionId: 'sub_gone' })),
    ).toBeUndefined();
    expect(api.requests).toHaveLength(1);
    expect(await provider.fetchSubscription(row({ providerSubscriptionId: null }))).toBeUndefined();
    expect(await provider.fetchSubscription(row({ provider: 'local' }))).toBeUndefined();
    expect(api.requests).toHaveLength(1);
  });
});

describe('checkout sessions', () => {
  it('expires an open session, which then cannot be paid', async () => {
    const { checkoutId } = await provider.createCheckout(checkoutRequest());
    const id = checkoutId ?? '';
    api.requests.length = 0;
    expect(await sessions(provider).expire(id)).toBe('expired');
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /v1/checkout/sessions/${id}/expire`,
    ]);
    expect(() => api.completeCheckoutSession(id)).toThrow(/cannot be paid/);
  });

  it('reports a session the customer completed before it could be expired', async () => {
    const { checkoutId } = await provider.createCheckout(checkoutRequest());
    const id = checkoutId ?? '';
    api.completeCheckoutSession(id);
    api.requests.length = 0;
    expect(await sessions(provider).expire(id)).toBe('complete');
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /v1/checkout/sessions/${id}/expire`,
      `GET /v1/checkout/sessions/${id}`,
    ]);
  });

  it('counts an unknown or already expired session as expired', async () => {
    expect(await sessions(provider).expire('cs_unknown')).toBe('expired');
    const { checkoutId } = await provider.createCheckout(checkoutRequest());
    await sessions(provider).expire(checkoutId ?? '');
    expect(await sessions(provider).expire(checkoutId ?? '')).toBe('expired');
  });

  it('discards a paid subscription: ended now with nothing more billed, its payment refunded once', async () => {
    api.subscriptions.set(
      'sub_stale',
      subscriptionObject({ id: 'sub_stale', status: 'active', quantity: 2, latestInvoice: 'in_1' }),
    );
    api.invoicePayments.push({ invoice: 'in_1', paymentIntent: 'pi_1', amount: 2376 });
    await sessions(provider).discard('sub_stale');
    const cancel = api.requests.find((r) => r.method === 'DELETE');
    expect(cancel?.path).toBe('/v1/subscriptions/sub_stale');
    expect(cancel?.query.get('invoice_now')).toBe('false');
    expect(cancel?.query.get('prorate')).toBe('false');
    expect(api.subscriptions.get('sub_stale')?.status).toBe('canceled');
    expect(api.refunds).toEqual([{ paymentIntent: 'pi_1', amount: 2376, reason: 'duplicate' }]);

    // The same completion delivered again: nothing more is ended or refunded.
    api.requests.length = 0;
    await sessions(provider).discard('sub_stale');
    expect(api.requests.some((r) => r.method === 'DELETE')).toBe(false);
    expect(api.refunds).toHaveLength(1);
  });

  it('discards a trial subscription with nothing to refund, and an unknown one quietly', async () => {
    api.subscriptions.set(
      'sub_trial',
      subscriptionObject({ id: 'sub_trial', status: 'trialing', latestInvoice: 'in_zero' }),
    );
    await sessions(provider).discard('sub_trial');
    expect(api.subscriptions.get('sub_trial')?.status).toBe('canceled');
    expect(api.refunds).toEqual([]);
    await expect(sessions(provider).discard('sub_unknown')).resolves.toBeUndefined();
  });
});
