import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionDetails } from '../../../shared/billing';
import type { Card } from '../../../shared/card';
import { SAMPLE_CARD_FIELDS } from '../../../../tests/support/api/cards';
import { multipart } from '../../../../tests/support/shared/multipart';
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

const SECRET = 'whsec_test_quantity_drop';
const NOTICE_SUBJECT = 'Your CardVault subscription now covers fewer cards than you have';

/*
 * The number of cards changes only on our own screens, which check it against the cards held; the
 * Stripe portal cannot change it. When a lower quantity arrives anyway (a webhook or reconcile),
 * the owner is told and can create no card and choose no premium option until they are back
 * within the allocation; their cards and public pages keep working (docs/decisions/0026).
 */
describe('a subscription quantity below the cards held, reported by Stripe', () => {
  let api: LoopbackStripeApi;
  let t: TestApp;
  let admin: TestUser;
  let events = 0;
  let subscriptions = 0;

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

  const post = (who: TestUser, url: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, headers: { cookie: who.cookie }, payload });
  const send = (type: string, object: unknown, id = `evt_drop_${(events += 1)}`) =>
    deliverWebhook(t.app, stripeEvent(id, type, object), { secret: SECRET });

  /**
   * A user whose Stripe subscription, bound through our Checkout as in production, pays for
   * `quantity` cards, all of them made; `stripeHolds` changes what Stripe reports from then on.
   */
  async function subscriber(quantity: number) {
    const user = await createUser(t.app);
    const subscriptionId = `sub_drop_${(subscriptions += 1)}`;
    const stripeHolds = (cards: number) => {
      const object = subscriptionObject({ id: subscriptionId, status: 'active', quantity: cards });
      api.subscriptions.set(subscriptionId, object);
      return object;
    };
    const started = await post(user, '/api/payments/create-checkout-session', {
      card_quantity: quantity,
    });
    const session = /\/(cs_\w+)$/.exec(started.json<{ url: string }>().url)?.[1] ?? '';
    stripeHolds(quantity);
    const bound = await send('checkout.session.completed', {
      id: session,
      object: 'checkout.session',
      mode: 'subscription',
      subscription: subscriptionId,
    });
    expect(bound.json()).toMatchObject({ outcome: 'processed' });

    const cardForm = (url: string, values: Record<string, string>) => {
      const form = multipart({ ...SAMPLE_CARD_FIELDS, ...values });
      return t.app.inject({
        method: 'POST',
        url,
        headers: { ...form.headers, cookie: user.cookie },
        payload: form.payload,
      });
    };
    const createCard = () => cardForm('/api/card/create-card', {});
    const cards: Card[] = [];
    for (let i = 0; i < quantity; i += 1) {
      const created = await createCard();
      expect(created.statusCode, created.body).toBe(201);
      cards.push(created.json<Card>());
    }
    return {
      user,
      subscriptionId,
      cards,
      stripeHolds,
      createCard,
      updateCard: (card: Card, values: Record<string, string>) =>
        cardForm('/api/card/update-card', { id: card.id, ...values }),
      details: async () =>
        (await post(user, '/api/payments/get-subscription-details')).json<SubscriptionDetails>(),
      notices: async () =>
        (await t.app.mailer.list(500)).filter(
          (mail) => mail.to === user.email && mail.subject === NOTICE_SUBJECT,
        ),
    };
  }

  it('a portal opened from our screens cannot change the quantity', async () => {
    const { user } = await subscriber(1);
    const portal = await post(user, '/api/payments/create-portal-session');
    expect(portal.statusCode, portal.body).toBe(200);
    const opened = api.requests.findLast((r) => r.path === '/v1/billing_portal/sessions');
    const configuration = api.portalConfigurations.get(opened?.body.get('configuration') ?? '');
    expect(configuration?.features.subscription_update.enabled).toBe(false);
    expect(configuration?.features.payment_method_update.enabled).toBe(true);
  });

  it('a webhook with fewer cards than held: the owner is told once, and can create no card and choose no premium option until back within it', async () => {
    const held = await subscriber(3);
    const updated = held.stripeHolds(2);
    expect((await send('customer.subscription.updated', updated)).json()).toMatchObject({
      outcome: 'processed',
    });
    expect(await held.details()).toMatchObject({ card_allocation: 2, current_card_count: 3 });

    // Stripe sends more events about the same state: no second notice.
    await send('invoice.paid', {
      id: `in_${held.subscriptionId}`,
      object: 'invoice',
      amount_paid: 0,
      currency: 'usd',
      lines: { data: [] },
      parent: { subscription_details: { subscription: held.subscriptionId } },
    });
    await send('customer.subscription.updated', updated);
    const [notice, ...more] = await held.notices();
    expect(more).toEqual([]);
    expect(notice?.text).toContain('Your subscription now pays for 2 cards, and you have 3 cards.');
    expect(notice?.text).toContain(
      'Until you are back within 2 cards, you cannot create cards or choose premium designs.',
    );
    expect(notice?.text).toContain('Your cards and their public pages keep working.');

    const refused = await held.createCard();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'MAX_CARDS' });
    const [first, , third] = held.cards;
    if (!first || !third) throw new Error('three cards were made');
    const premium = await held.updateCard(first, { template: 'dark' });
    expect(premium.statusCode, premium.body).toBe(403);
    expect(premium.json()).toEqual({
      error: 'PREMIUM_REQUIRED',
      message:
        'template: The Dark template is part of Premium Card Templates, which are locked while you have 3 cards and your subscription pays for 2. Delete 1 card, or add cards on the Pricing page.',
    });
    // What the cards have stays, free changes still save, and every public page keeps working.
    expect((await held.updateCard(first, { jobTitle: 'Commodore' })).statusCode).toBe(200);
    for (const card of held.cards) {
      const page = await t.app.inject({ method: 'GET', url: `/api/card/showcase?id=${card.id}` });
      expect(page.statusCode).toBe(200);
    }
    expect(await held.details()).toMatchObject({ card_allocation: 2, current_card_count: 3 });

    // One card deleted: back within the allocation, premium options open again.
    const deleted = await post(held.user, '/api/card/delete-card', {
      id: third.id,
      userId: held.user.id,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await held.updateCard(first, { template: 'dark' })).statusCode).toBe(200);
    expect((await held.createCard()).json()).toMatchObject({ error: 'MAX_CARDS' });
  });

  it('a lower quantity found by reconcile tells the owner, and again when it drops further', async () => {
    const held = await subscriber(3);
    for (const [quantity, notices] of [
      [2, 1],
      [2, 1],
      [1, 2],
    ] as const) {
      held.stripeHolds(quantity);
      const reconciled = await post(admin, '/api/payments/reconcile-subscriptions');
      expect(reconciled.statusCode, reconciled.body).toBe(200);
      expect(await held.details()).toMatchObject({
        card_allocation: quantity,
        current_card_count: 3,
      });
      expect(await held.notices()).toHaveLength(notices);
    }
    expect((await held.notices())[0]?.text).toContain(
      'Your subscription now pays for 1 card, and you have 3 cards.',
    );
  });
});
