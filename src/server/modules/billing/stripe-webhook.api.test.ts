import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionDetails } from '../../../shared/billing';
import { grantSubscription } from '../../../../tests/support/shared/grants';
import { createTestApp, type TestApp } from '../../../../tests/support/api/test-app';
import { createUser, type TestUser } from '../../../../tests/support/api/users';
import { grantComplimentarySubscription } from './admin';
import { CLI_ACTOR } from '../../plugins/audit';
import { saveSubscription } from './repository';
import {
  deliverWebhook,
  startLoopbackStripeApi,
  stripeDriverEnv,
  stripeEvent,
  subscriptionObject,
  type LoopbackStripeApi,
} from '../../../../tests/support/fakes/loopback-stripe-api';

const SECRET = 'whsec_test_cardvault';

describe('the Stripe driver behind the API', () => {
  let api: LoopbackStripeApi;
  let t: TestApp;
  let user: TestUser;
  let eventCounter = 0;

  beforeAll(async () => {
    api = await startLoopbackStripeApi();
    t = await createTestApp(stripeDriverEnv(api, SECRET));
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
  ) =>
    deliverWebhook(
      t.app,
      stripeEvent(options.id ?? `evt_${(eventCounter += 1)}`, type, object),
      options.signature === undefined
        ? { secret: options.secret ?? SECRET }
        : { signature: options.signature },
    );
  const detailsOf = async (who: TestUser) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/payments/get-subscription-details',
        headers: { cookie: who.cookie },
        payload: {},
      })
    ).json<SubscriptionDetails>();
  const details = () => detailsOf(user);
  const addCards = (who: TestUser, cards: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/create-checkout-session',
      headers: { cookie: who.cookie },
      payload: { card_quantity: cards },
    });

  /** Starts Stripe Checkout as `who` through the API; returns the session id Stripe gave it. */
  const startCheckout = async (who: TestUser, cards: number) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/create-checkout-session',
      headers: { cookie: who.cookie },
      payload: { card_quantity: cards },
    });
    expect(response.statusCode, response.body).toBe(200);
    const id = /\/(cs_[\w]+)$/.exec(response.json<{ url: string }>().url)?.[1];
    if (!id) throw new Error(`no checkout session in ${response.body}`);
    return id;
  };
  /** Stripe's event for a paid (or trial-started) checkout session. */
  const completed = (sessionId: string, subscriptionId: string, names: TestUser) =>
    send('checkout.session.completed', {
      id: sessionId,
      object: 'checkout.session',
      mode: 'subscription',
      subscription: subscriptionId,
      customer: 'cus_checkout',
      client_reference_id: names.id,
      metadata: { user_id: names.id },
    });

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
    // Before its checkout completes, the subscription is nobody's.
    const early = await send('customer.subscription.created', live, { id: 'evt_created_1' });
    expect(early.json()).toEqual({ received: true, outcome: 'ignored' });
    expect(await details()).toMatchObject({ has_subscription: false });

    const sessionId = await startCheckout(user, 3);
    // One body delivered twice, as Stripe retries.
    const payload = stripeEvent('evt_completed_1', 'checkout.session.completed', {
      id: sessionId,
      object: 'checkout.session',
      mode: 'subscription',
      subscription: 'sub_live_1',
      customer: 'cus_live_1',
      client_reference_id: user.id,
    });
    const deliver = () => deliverWebhook(t.app, payload, { secret: SECRET });
    const first = await deliver();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true, outcome: 'processed' });
    expect(await details()).toMatchObject({
      has_subscription: true,
      status: 'trialing',
      card_allocation: 3,
    });

    const replay = await deliver();
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
    const payload = stripeEvent('evt_old', 'invoice.paid', forged);
    const stale = await deliverWebhook(t.app, payload, {
      secret: SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 600,
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
    const sessionId = await startCheckout(other, 2);
    expect((await completed(sessionId, 'sub_trial_2', other)).json()).toMatchObject({
      outcome: 'processed',
    });
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

  it('ignores a subscription of another price, or from a checkout we did not create, whoever its metadata names', async () => {
    const target = await createUser(t.app);
    // Made elsewhere on the same Stripe account (another, cheaper product), naming our user.
    const foreign = subscriptionObject({
      id: 'sub_foreign',
      status: 'active',
      quantity: 1000,
      userId: target.id,
      priceId: 'price_other_cheap',
    });
    api.subscriptions.set('sub_foreign', foreign);
    for (const type of ['customer.subscription.created', 'customer.subscription.updated']) {
      expect((await send(type, foreign)).json()).toMatchObject({ outcome: 'ignored' });
    }
    const invoice = {
      id: 'in_foreign',
      object: 'invoice',
      customer: 'cus_test_1',
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: 'sub_foreign', metadata: { user_id: target.id } },
      },
    };
    expect((await send('invoice.paid', invoice)).json()).toMatchObject({ outcome: 'ignored' });
    expect((await completed('cs_foreign', 'sub_foreign', target)).json()).toMatchObject({
      outcome: 'ignored',
    });

    // Our price, but a checkout session this server never created.
    api.subscriptions.set(
      'sub_unasked',
      subscriptionObject({ id: 'sub_unasked', status: 'active', quantity: 50, userId: target.id }),
    );
    expect((await completed('cs_not_ours', 'sub_unasked', target)).json()).toMatchObject({
      outcome: 'ignored',
    });
    expect(await detailsOf(target)).toMatchObject({ has_subscription: false, card_allocation: 0 });
  });

  it('counts only the cards of our price, for the user who started the checkout', async () => {
    const buyer = await createUser(t.app);
    const bystander = await createUser(t.app);
    const sessionId = await startCheckout(buyer, 2);
    api.subscriptions.set(
      'sub_mixed',
      subscriptionObject({
        id: 'sub_mixed',
        status: 'trialing',
        quantity: 2,
        userId: bystander.id,
        otherItems: [{ priceId: 'price_other_cheap', quantity: 1000 }],
      }),
    );
    // The event's reference and metadata name someone else: the session we recorded decides.
    expect((await completed(sessionId, 'sub_mixed', bystander)).json()).toMatchObject({
      outcome: 'processed',
    });
    expect(await detailsOf(buyer)).toMatchObject({ status: 'trialing', card_allocation: 2 });
    expect(await detailsOf(bystander)).toMatchObject({ has_subscription: false });

    // The session is spent: another subscription cannot be bound through it.
    api.subscriptions.set(
      'sub_second',
      subscriptionObject({ id: 'sub_second', status: 'active', quantity: 9, userId: buyer.id }),
    );
    expect((await completed(sessionId, 'sub_second', buyer)).json()).toMatchObject({
      outcome: 'ignored',
    });
    expect(await detailsOf(buyer)).toMatchObject({ card_allocation: 2 });
  });

  it('adds no cards to a complimentary subscription, however often checkout is called', async () => {
    const gifted = await createUser(t.app);
    await grantComplimentarySubscription(t.database.db, CLI_ACTOR, gifted, 2);
    const asked = api.requests.length;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await addCards(gifted, 10);
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json()).toMatchObject({ error: 'SUBSCRIPTION_NOT_BILLABLE' });
    }
    expect(await detailsOf(gifted)).toMatchObject({ status: 'active', card_allocation: 2 });
    // Nothing was bought, so Stripe was not asked for anything either.
    expect(api.requests.slice(asked)).toEqual([]);
  });

  it('adds no cards to a subscription the local driver left before the switch to Stripe', async () => {
    const leftover = await createUser(t.app);
    await grantSubscription(t.database.db, leftover.id, { cards: 3, status: 'trialing' });
    const response = await addCards(leftover, 5);
    expect(response.statusCode, response.body).toBe(409);
    expect(await detailsOf(leftover)).toMatchObject({ status: 'trialing', card_allocation: 3 });
  });

  it('adds cards to a Stripe subscription only as far as Stripe confirms and charges them', async () => {
    const payer = await createUser(t.app);
    api.subscriptions.set(
      'sub_paid_3',
      subscriptionObject({ id: 'sub_paid_3', status: 'active', quantity: 2, customer: 'cus_3' }),
    );
    await saveSubscription(
      t.database.db,
      { ownerId: payer.id },
      {
        provider: 'stripe',
        providerCustomerId: 'cus_3',
        providerSubscriptionId: 'sub_paid_3',
        status: 'active',
        cardAllocation: 2,
      },
      30,
    );
    const added = await addCards(payer, 3);
    expect(added.statusCode, added.body).toBe(200);
    const update = api.requests
      .filter((r) => r.method === 'POST' && r.path === '/v1/subscriptions/sub_paid_3')
      .at(-1);
    expect(update?.body.get('items[0][quantity]')).toBe('5');
    expect(update?.body.get('proration_behavior')).toBe('always_invoice');
    expect(update?.body.get('payment_behavior')).toBe('error_if_incomplete');
    expect((await detailsOf(payer)).card_allocation).toBe(5);

    // A declined charge adds nothing.
    api.declineNextUpdate();
    const declined = await addCards(payer, 1);
    expect(declined.statusCode, declined.body).toBe(402);
    expect((await detailsOf(payer)).card_allocation).toBe(5);
    expect(api.subscriptions.get('sub_paid_3')?.items.data[0]?.quantity).toBe(5);
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
  it('mails the trial start on a bound checkout, and a receipt once per paid invoice', async () => {
    const buyer = await createUser(t.app);
    const sub = subscriptionObject({
      id: 'sub_mail_1',
      status: 'trialing',
      quantity: 2,
      userId: buyer.id,
      customer: 'cus_mail_1',
    });
    api.subscriptions.set('sub_mail_1', sub);
    const sessionId = await startCheckout(buyer, 2);
    expect((await completed(sessionId, 'sub_mail_1', buyer)).json()).toMatchObject({
      outcome: 'processed',
    });
    const invoice = {
      id: 'in_mail_1',
      object: 'invoice',
      number: 'CV-0001',
      amount_paid: 2376,
      currency: 'usd',
      created: Math.floor(Date.now() / 1000),
      status_transitions: { paid_at: Math.floor(Date.now() / 1000) },
      lines: { data: [{ period: { end: Math.floor(Date.now() / 1000) + 365 * 86_400 } }] },
      parent: { subscription_details: { subscription: 'sub_mail_1' } },
    };
    await send('invoice.paid', invoice, { id: 'evt_paid_mail_1' });
    await send('invoice.paid', invoice, { id: 'evt_paid_mail_1' });
    const mails = (await t.app.mailer.list(200)).filter(
      (mail) => mail.to === buyer.email && !/^Verify/.test(mail.subject),
    );
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Your CardVault receipt: $23.76',
      'Your CardVault trial has started',
    ]);
    expect(mails.find((mail) => /receipt/.test(mail.subject))?.text).toContain(
      'Reference: CV-0001',
    );
  });
});
