import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const SECRET = 'whsec_test_sessions';

/*
 * A checkout session is bound to the state it was made for (docs/product.md#checkout-sessions):
 * a newer session expires it at Stripe, and the completion of a session that is no longer current
 * changes nothing here, while the subscription it made at Stripe is ended and refunded.
 */
describe('Stripe checkout sessions that are no longer current', () => {
  let api: LoopbackStripeApi;
  let t: TestApp;
  let admin: TestUser;
  let events = 0;

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
  const details = async (user: TestUser) =>
    (await post(user, '/api/payments/get-subscription-details')).json<SubscriptionDetails>();
  const startCheckout = async (user: TestUser, cards: number) => {
    const response = await post(user, '/api/payments/create-checkout-session', {
      card_quantity: cards,
    });
    expect(response.statusCode, response.body).toBe(200);
    const id = /\/(cs_\w+)$/.exec(response.json<{ url: string }>().url)?.[1];
    if (!id) throw new Error(`no session in ${response.body}`);
    return id;
  };
  /** Stripe's event for a finished session: the customer paid on Stripe's page. */
  const completed = (sessionId: string, subscriptionId: string, eventId?: string) =>
    deliverWebhook(
      t.app,
      stripeEvent(eventId ?? `evt_sessions_${(events += 1)}`, 'checkout.session.completed', {
        id: sessionId,
        object: 'checkout.session',
        mode: 'subscription',
        subscription: subscriptionId,
        customer: 'cus_sessions',
      }),
      { secret: SECRET },
    );
  const billingMails = async (user: TestUser) =>
    (await t.app.mailer.list(500))
      .filter((mail) => mail.to === user.email && !/^Verify/.test(mail.subject))
      .map((mail) => mail.subject);
  const calls = (from: number) =>
    api.requests.slice(from).map((request) => `${request.method} ${request.path}`);

  it('a newer session expires the older one at Stripe, and a late completion of the older changes nothing', async () => {
    const user = await createUser(t.app);
    const forThree = await startCheckout(user, 3);
    const mark = api.requests.length;
    const forTwo = await startCheckout(user, 2);
    // Expired before the newer one was made, so there is never a moment with two payable.
    expect(calls(mark)).toEqual([
      `POST /v1/checkout/sessions/${forThree}/expire`,
      'POST /v1/checkout/sessions',
    ]);
    expect(api.checkoutSessions.get(forThree)?.status).toBe('expired');
    expect(() => api.completeCheckoutSession(forThree)).toThrow(/cannot be paid/);

    // Had its completion arrived anyway, it is refused and its subscription ended at Stripe.
    api.subscriptions.set(
      'sub_older',
      subscriptionObject({ id: 'sub_older', status: 'trialing', quantity: 3 }),
    );
    expect((await completed(forThree, 'sub_older')).json()).toEqual({
      received: true,
      outcome: 'stale',
    });
    expect(await details(user)).toMatchObject({ has_subscription: false });
    expect(api.subscriptions.get('sub_older')?.status).toBe('canceled');
    expect(await billingMails(user)).toEqual([]);

    // The newer session is the one that counts.
    api.completeCheckoutSession(forTwo);
    api.subscriptions.set(
      'sub_newer',
      subscriptionObject({ id: 'sub_newer', status: 'trialing', quantity: 2 }),
    );
    expect((await completed(forTwo, 'sub_newer')).json()).toMatchObject({ outcome: 'processed' });
    expect(await details(user)).toMatchObject({ status: 'trialing', card_allocation: 2 });
    expect(await billingMails(user)).toEqual(['Your CardVault trial has started']);
  });

  it('a session made before the subscription changed changes nothing when paid, and its payment is refunded once', async () => {
    const user = await createUser(t.app);
    const session = await startCheckout(user, 2);
    const granted = await post(admin, '/api/payments/admin-grant-subscription', {
      email: user.email,
      cardAllocation: 5,
    });
    expect(granted.statusCode, granted.body).toBe(200);
    const before = await details(user);
    expect(before).toMatchObject({ status: 'active', card_allocation: 5 });

    // The customer still pays the page they had open: Stripe makes a paid subscription.
    api.completeCheckoutSession(session);
    api.subscriptions.set(
      'sub_paid_stale',
      subscriptionObject({
        id: 'sub_paid_stale',
        status: 'active',
        quantity: 2,
        latestInvoice: 'in_paid_stale',
      }),
    );
    api.invoicePayments.push({ invoice: 'in_paid_stale', paymentIntent: 'pi_stale', amount: 2376 });
    expect((await completed(session, 'sub_paid_stale', 'evt_stale_1')).json()).toMatchObject({
      outcome: 'stale',
    });
    const invoicePaid = await deliverWebhook(
      t.app,
      stripeEvent('evt_stale_invoice', 'invoice.paid', {
        id: 'in_paid_stale',
        object: 'invoice',
        amount_paid: 2376,
        currency: 'usd',
        created: Math.floor(Date.now() / 1000),
        status_transitions: { paid_at: Math.floor(Date.now() / 1000) },
        lines: { data: [] },
        parent: { subscription_details: { subscription: 'sub_paid_stale' } },
      }),
      { secret: SECRET },
    );
    expect(invoicePaid.json()).toMatchObject({ outcome: 'ignored' });

    expect(await details(user)).toEqual(before);
    expect(api.subscriptions.get('sub_paid_stale')?.status).toBe('canceled');
    expect(api.refunds).toEqual([{ paymentIntent: 'pi_stale', amount: 2376, reason: 'duplicate' }]);
    expect(await billingMails(user)).toEqual([]);

    // Stripe delivers the completion again, as a new event: still nothing, and no second refund.
    expect((await completed(session, 'sub_paid_stale', 'evt_stale_2')).json()).toMatchObject({
      outcome: 'stale',
    });
    expect(api.refunds).toHaveLength(1);
    expect(await details(user)).toEqual(before);
  });

  it('refuses a new checkout while the last one has just been paid, and that one still binds', async () => {
    const user = await createUser(t.app);
    const paid = await startCheckout(user, 4);
    api.completeCheckoutSession(paid);
    const created = api.checkoutSessions.size;

    const again = await post(user, '/api/payments/create-checkout-session', { card_quantity: 1 });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json()).toEqual({
      error: 'CHECKOUT_COMPLETED',
      message: expect.stringMatching(/^Your last checkout has just been completed/) as unknown,
    });
    expect(api.checkoutSessions.size).toBe(created);

    api.subscriptions.set(
      'sub_just_paid',
      subscriptionObject({ id: 'sub_just_paid', status: 'trialing', quantity: 4 }),
    );
    expect((await completed(paid, 'sub_just_paid')).json()).toMatchObject({
      outcome: 'processed',
    });
    expect(await details(user)).toMatchObject({ status: 'trialing', card_allocation: 4 });
  });

  it('expires the open sessions of an account being deleted', async () => {
    const user = await createUser(t.app);
    const session = await startCheckout(user, 1);
    const deleted = await post(user, '/api/account/delete', {
      confirmation: user.email,
      password: user.password,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(api.checkoutSessions.get(session)?.status).toBe('expired');
  });
});
