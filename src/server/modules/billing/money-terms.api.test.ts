import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionStats } from '../../../shared/admin';
import type { LocalCheckout, SubscriptionDetails } from '../../../shared/billing';
import { createTestApp, type TestApp } from '../../../../tests/support/api/test-app';
import { createUser, type TestUser } from '../../../../tests/support/api/users';
import { makeAdmin } from '../../../../tests/support/shared/grants';

/** What the browser is told about money and about what happens to cards after a cancellation. */
describe('the money terms the browser is given', () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ PRICE_PER_CARD_YEAR: '9.5', CURRENCY: 'eur', RETENTION_DAYS: '12' });
    admin = await createUser(t.app);
    await makeAdmin(t.database.db, admin.id);
  });
  afterAll(() => t.close());

  const post = (user: TestUser, url: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, headers: { cookie: user.cookie }, payload });
  const details = async (user: TestUser) =>
    (await post(user, '/api/payments/get-subscription-details')).json<SubscriptionDetails>();

  it('prices come with the configured currency, in capitals', async () => {
    const pricing = await t.app.inject({ method: 'GET', url: '/api/payments/get-pricing' });
    expect(pricing.json()).toEqual({ unit_price: 9.5, currency: 'EUR' });

    const stats = await post(admin, '/api/payments/subscription-stats');
    expect(stats.json<SubscriptionStats>()).toMatchObject({ unitPrice: 9.5, currency: 'EUR' });
  });

  it("the local checkout charges in the same currency as the pricing page's", async () => {
    const user = await createUser(t.app);
    const started = await post(user, '/api/payments/create-checkout-session', {
      card_quantity: 2,
    });
    const session = new URL(started.json<{ url: string }>().url, 'http://x').searchParams.get(
      'session',
    );
    const checkout = await t.app.inject({
      method: 'GET',
      url: `/api/billing/local/checkout/${session}`,
      headers: { cookie: user.cookie },
    });
    expect(checkout.json<LocalCheckout>()).toMatchObject({
      quantity: 2,
      unit_price: 9.5,
      currency: 'EUR',
      kind: 'trial',
    });
  });

  it('publishes RETENTION_DAYS in the public configuration', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/public-config.json' });
    expect(response.json()).toMatchObject({ RETENTION_DAYS: 12 });
  });

  it('says when a canceled active subscription stops, so no next billing date is shown', async () => {
    const user = await createUser(t.app);
    const started = await post(user, '/api/payments/create-checkout-session', {
      card_quantity: 1,
      is_reactivation: true,
    });
    const session = new URL(started.json<{ url: string }>().url, 'http://x').searchParams.get(
      'session',
    );
    await post(user, `/api/billing/local/checkout/${session}/complete`, { outcome: 'pay' });
    expect(await details(user)).toMatchObject({ status: 'active', cancel_at_period_end: false });

    await post(user, '/api/payments/cancel-subscription');
    const ending = await details(user);
    expect(ending).toMatchObject({ status: 'active', cancel_at_period_end: true, ended_at: null });
    expect(ending.current_period_end).not.toBeNull();
  });

  it('has no subscription: cancel_at_period_end is false', async () => {
    const user = await createUser(t.app);
    expect(await details(user)).toMatchObject({
      has_subscription: false,
      cancel_at_period_end: false,
    });
  });
});
