import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReconcileResult } from '../../../shared/admin';
import type { SubscriptionDetails } from '../../../shared/billing';
import { createTestApp, type TestApp } from '../../../../tests/support/api/test-app';
import { createUser, type TestUser } from '../../../../tests/support/api/users';
import { makeAdmin } from '../../../../tests/support/shared/grants';
import {
  deliverWebhook,
  startLoopbackStripeApi,
  stripeDriverEnv,
  stripeEvent,
  subscriptionObject,
  type LoopbackStripeApi,
} from '../../../../tests/support/fakes/loopback-stripe-api';

const SECRET = 'whsec_test_reconcile';

/** Reconcile against the Stripe driver (a loopback Stripe API): it reports only real changes. */
describe('Reconcile', () => {
  let api: LoopbackStripeApi;
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    api = await startLoopbackStripeApi();
    t = await createTestApp(stripeDriverEnv(api, SECRET));
    admin = await createUser(t.app);
    await makeAdmin(t.database.db, admin.id);
  });
  afterAll(async () => {
    await t.close();
    await api.close();
  });

  const post = (user: TestUser, url: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, headers: { cookie: user.cookie }, payload });
  const reconcile = async () => {
    const response = await post(admin, '/api/payments/reconcile-subscriptions');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ReconcileResult>();
  };

  /** A user whose Stripe subscription `id` is bound through a checkout, as in production. */
  async function subscriber(id: string, quantity: number) {
    const user = await createUser(t.app);
    const started = await post(user, '/api/payments/create-checkout-session', {
      card_quantity: quantity,
    });
    const sessionId = /\/(cs_[\w]+)$/.exec(started.json<{ url: string }>().url)?.[1];
    const trialEnd = Math.floor(Date.now() / 1000) + 60 * 86_400;
    api.subscriptions.set(id, subscriptionObject({ id, status: 'trialing', quantity, trialEnd }));
    const event = await deliverWebhook(
      t.app,
      stripeEvent(`evt_${id}`, 'checkout.session.completed', {
        id: sessionId,
        object: 'checkout.session',
        mode: 'subscription',
        subscription: id,
        customer: 'cus_test_1',
      }),
      { secret: SECRET },
    );
    expect(event.json()).toMatchObject({ outcome: 'processed' });
    return { user, trialEnd };
  }

  it('says nothing changed when the provider agrees, and lists each change when it does not', async () => {
    const { user } = await subscriber('sub_reconcile_1', 2);
    await subscriber('sub_reconcile_2', 1);

    expect(await reconcile()).toEqual({ checked: 2, updated: 0, failed: 0, changes: [] });

    // The trial ended at Stripe with two more cards, and we missed the webhooks.
    api.subscriptions.set(
      'sub_reconcile_1',
      subscriptionObject({ id: 'sub_reconcile_1', status: 'active', quantity: 4, trialEnd: null }),
    );
    const result = await reconcile();
    expect(result).toMatchObject({ checked: 2, updated: 1, failed: 0 });
    expect(result.changes).toHaveLength(1);
    expect(result.changes[0]?.userEmail).toBe(user.email);
    expect(result.changes[0]?.fields).toEqual(
      expect.arrayContaining([
        { field: 'status', from: 'trialing', to: 'active' },
        { field: 'cardAllocation', from: 2, to: 4 },
        expect.objectContaining({ field: 'trialEnd', to: null }),
      ]),
    );
    const details = (
      await post(user, '/api/payments/get-subscription-details')
    ).json<SubscriptionDetails>();
    expect(details).toMatchObject({ status: 'active', card_allocation: 4 });

    // Stored: the next run finds nothing new.
    expect(await reconcile()).toEqual({ checked: 2, updated: 0, failed: 0, changes: [] });
  });

  it('leaves a subscription the provider no longer knows as it is, and does not call it changed', async () => {
    const { user } = await subscriber('sub_reconcile_gone', 3);
    api.subscriptions.delete('sub_reconcile_gone');
    const result = await reconcile();
    expect(result).toMatchObject({ updated: 0, failed: 0, changes: [] });
    const details = (
      await post(user, '/api/payments/get-subscription-details')
    ).json<SubscriptionDetails>();
    expect(details).toMatchObject({ status: 'trialing', card_allocation: 3 });
  });
});
