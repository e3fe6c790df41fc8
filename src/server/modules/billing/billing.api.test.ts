import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionDetails } from '../../../shared/billing';
import type { Card } from '../../../shared/card';
import { cards } from '../../db/schema';
import { png } from '../../../../tests/support/shared/images';
import { multipart } from '../../../../tests/support/shared/multipart';
import { grantSubscription, makeAdmin } from '../../../../tests/support/shared/grants';
import { createTestApp, type TestApp } from '../../../../tests/support/api/test-app';
import { createUser, type TestUser } from '../../../../tests/support/api/users';

/** The job that purges expired cards, as the server runs it, run once now. */
const purgeExpiredCards = (app: FastifyInstance) => app.jobs.named('purge-expired-cards').run(app);

const cardFields = {
  fullName: 'Ada Lovelace',
  jobTitle: 'Analyst',
  email: 'ada@example.com',
  phone: '0412 345 678',
  location: 'London',
};

describe('billing on the local driver', () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ PRICE_PER_CARD_YEAR: '12.5' });
    admin = await createUser(t.app);
    await makeAdmin(t.database.db, admin.id);
  });
  afterAll(() => t.close());

  const omitCookie = ({ cookie: _cookie, ...rest }: Record<string, string>) => rest;
  const post = (user: TestUser | undefined, url: string, payload: unknown = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: user ? { cookie: user.cookie } : {},
      payload: payload as object,
    });
  const details = async (user: TestUser) =>
    (await post(user, '/api/payments/get-subscription-details')).json<SubscriptionDetails>();
  const createCard = (user: TestUser, files: Parameters<typeof multipart>[1] = []) => {
    const form = multipart(cardFields, files);
    return t.app.inject({
      method: 'POST',
      url: '/api/card/create-card',
      headers: { ...form.headers, cookie: user.cookie },
      payload: form.payload,
    });
  };
  const checkout = async (
    user: TestUser,
    quantity: number,
    outcome: 'pay' | 'decline' = 'pay',
    reactivation = false,
  ) => {
    const started = await post(user, '/api/payments/create-checkout-session', {
      card_quantity: quantity,
      ...(reactivation ? { is_reactivation: true } : {}),
    });
    expect(started.statusCode, started.body).toBe(200);
    const url = started.json<{ url: string }>().url;
    const id = new URL(url, 'http://x').searchParams.get('session');
    if (!id) return { url };
    const done = await post(user, `/api/billing/local/checkout/${id}/complete`, { outcome });
    return { id, url: done.json<{ url: string }>().url, status: done.statusCode };
  };
  const clock = (email: string, action: string, as = admin) =>
    post(as, '/api/billing/local/clock', { email, action });

  it('publishes the price per card without signing in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/payments/get-pricing' });
    expect(response.json()).toEqual({ unit_price: 12.5, currency: 'USD' });
  });

  it('starts a two-month trial through the test checkout', async () => {
    const user = await createUser(t.app);
    expect(await details(user)).toMatchObject({
      has_subscription: false,
      status: null,
      card_allocation: 0,
    });

    const started = await post(user, '/api/payments/create-checkout-session', { card_quantity: 2 });
    const url = started.json<{ url: string }>().url;
    expect(url).toMatch(/^\/billing\/checkout\?session=cs_local_/);
    const id = new URL(url, 'http://x').searchParams.get('session') ?? '';
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/billing/local/checkout/${id}`,
      headers: { cookie: user.cookie },
    });
    expect(page.json()).toMatchObject({
      id,
      quantity: 2,
      unit_price: 12.5,
      kind: 'trial',
      status: 'open',
      email: user.email,
    });

    const paid = await post(user, `/api/billing/local/checkout/${id}/complete`, { outcome: 'pay' });
    // The way back is the address the request was sent to (app.inject's Host: localhost:80).
    expect(paid.json()).toEqual({
      url: 'http://localhost/payment-success?outcome=trial_started',
    });
    const subscription = await details(user);
    expect(subscription).toMatchObject({
      has_subscription: true,
      status: 'trialing',
      card_allocation: 2,
    });
    const trialDays = (Date.parse(subscription.trial_end ?? '') - Date.now()) / 86_400_000;
    expect(trialDays).toBeGreaterThan(58);
    expect(trialDays).toBeLessThan(63);

    const reused = await post(user, `/api/billing/local/checkout/${id}/complete`, {
      outcome: 'pay',
    });
    expect(reused.statusCode).toBe(404);
  });

  it('sends a declined payment to the failure page and changes nothing', async () => {
    const user = await createUser(t.app);
    const result = await checkout(user, 1, 'decline');
    expect(result.url).toBe('http://localhost/payment-failure');
    expect((await details(user)).has_subscription).toBe(false);
  });

  it('keeps checkouts private to their user', async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    const started = await post(user, '/api/payments/create-checkout-session', { card_quantity: 1 });
    const id =
      new URL(started.json<{ url: string }>().url, 'http://x').searchParams.get('session') ?? '';
    expect(
      (await post(other, `/api/billing/local/checkout/${id}/complete`, { outcome: 'pay' }))
        .statusCode,
    ).toBe(404);
    expect((await details(other)).has_subscription).toBe(false);
  });

  it('adds cards to a live subscription instead of opening a second one', async () => {
    const user = await createUser(t.app);
    await checkout(user, 2);
    const more = await post(user, '/api/payments/create-checkout-session', { card_quantity: 3 });
    expect(more.json()).toEqual({
      url: 'http://localhost/payment-success?outcome=trial_cards_added',
    });
    expect(await details(user)).toMatchObject({ status: 'trialing', card_allocation: 5 });
  });

  it('refuses quantities out of range or not whole, naming the field', async () => {
    const user = await createUser(t.app);
    for (const card_quantity of [0, 11, 2.5, '3', null]) {
      const response = await post(user, '/api/payments/create-checkout-session', { card_quantity });
      expect(response.statusCode, String(card_quantity)).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/^card_quantity: /);
    }
    await checkout(user, 1);
    for (const new_card_count of [0, 51, 1.5]) {
      const response = await post(user, '/api/payments/update-trial-card-count', {
        new_card_count,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/^new_card_count: /);
    }
  });

  it('changes the trial card count, never below the cards already made', async () => {
    const user = await createUser(t.app);
    await checkout(user, 3);
    for (let i = 0; i < 3; i += 1) expect((await createCard(user)).statusCode).toBe(201);
    const tooFew = await post(user, '/api/payments/update-trial-card-count', { new_card_count: 2 });
    expect(tooFew.statusCode).toBe(409);
    expect(tooFew.json()).toEqual({
      error: 'BELOW_CARD_COUNT',
      message: 'You already have 3 cards, so the trial needs at least 3 cards (you asked for 2).',
      details: { created: 3, asked: 2 },
    });
    const more = await post(user, '/api/payments/update-trial-card-count', { new_card_count: 6 });
    expect(more.json()).toEqual({
      message: 'Your trial now has 6 cards. Nothing is charged until the trial ends.',
    });
    expect(await details(user)).toMatchObject({ card_allocation: 6, current_card_count: 3 });
    // In the language of the request: the browser's, or the language menu's cookie.
    const inLanguage = (count: number, headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/update-trial-card-count',
        headers: { cookie: `${user.cookie}; ${headers.cookie ?? ''}`, ...omitCookie(headers) },
        payload: { new_card_count: count },
      });
    expect((await inLanguage(7, { 'accept-language': 'ar' })).json()).toEqual({
      message: 'أصبحت فترة التجربة تشمل 7 بطاقات. لا يُحصَّل أي مبلغ حتى تنتهي فترة التجربة.',
    });
    expect((await inLanguage(8, { cookie: 'cv_lang=ja' })).json()).toEqual({
      message: 'トライアルのカードは 8 枚になりました。トライアルが終わるまで料金はかかりません。',
    });
  });

  it('ends a canceled trial at once, schedules the cards for deletion and brings them back on reactivation', async () => {
    const user = await createUser(t.app);
    await checkout(user, 2);
    const card = (await createCard(user)).json<Card>();
    const canceled = await post(user, '/api/payments/cancel-subscription');
    expect(canceled.json()).toEqual({ message: 'Subscription canceled successfully' });
    const after = await details(user);
    expect(after).toMatchObject({ status: 'canceled' });
    expect(after.ended_at).not.toBeNull();

    const scheduled = await t.app.inject({
      method: 'GET',
      url: `/api/card?id=${card.id}`,
      headers: { cookie: user.cookie },
    });
    const days =
      (scheduled.json<Card>().deleteOn * 1000 - Date.parse(after.ended_at ?? '')) / 86_400_000;
    expect(Math.round(days)).toBe(30);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/card/showcase?id=${card.id}` })).statusCode,
    ).toBe(200);
    expect((await createCard(user)).json()).toMatchObject({ error: 'NO_SUBSCRIPTION' });
    expect((await post(user, '/api/payments/cancel-subscription')).statusCode).toBe(409);

    const reactivated = await checkout(user, 2, 'pay', true);
    expect(reactivated.url).toBe('http://localhost/payment-success?outcome=paid');
    expect(await details(user)).toMatchObject({
      status: 'active',
      canceled_at: null,
      ended_at: null,
    });
    const restored = await t.app.inject({
      method: 'GET',
      url: `/api/card?id=${card.id}`,
      headers: { cookie: user.cookie },
    });
    expect(restored.json<Card>().deleteOn).toBe(0);
  });

  it('keeps an active subscription until the period ends, then ends it', async () => {
    const user = await createUser(t.app);
    await checkout(user, 1);
    expect((await clock(user.email, 'end_trial')).json()).toEqual({
      message: `The trial of ${user.email} has ended: the subscription is active.`,
    });
    await createCard(user);
    await post(user, '/api/payments/cancel-subscription');
    const pending = await details(user);
    expect(pending.status).toBe('active');
    expect(pending.canceled_at).not.toBeNull();
    expect(pending.ended_at).toBeNull();
    await clock(user.email, 'end_period');
    const ended = await details(user);
    expect(ended).toMatchObject({ status: 'canceled' });
    const [row] = await t.database.db.select().from(cards).where(eq(cards.userId, user.id));
    expect(row?.deleteOn).not.toBeNull();
  });

  it('turns a failed renewal into past_due, blocks new cards, and recovers in the portal', async () => {
    const user = await createUser(t.app);
    await checkout(user, 2);
    await clock(user.email, 'fail_next_renewal');
    await clock(user.email, 'end_trial');
    expect((await details(user)).status).toBe('past_due');
    expect((await createCard(user)).json()).toMatchObject({ error: 'NO_SUBSCRIPTION' });

    const portal = await post(user, '/api/payments/create-portal-session');
    expect(portal.json()).toEqual({ portal_url: '/billing/portal' });
    const fixed = await post(user, '/api/billing/local/portal/payment-method');
    expect(fixed.json()).toEqual({ message: 'Your payment method was updated.' });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/billing/local/portal/payment-method',
      headers: { cookie: user.cookie, 'accept-language': 'ja, en;q=0.5' },
      payload: {},
    });
    expect(again.json()).toEqual({ message: 'お支払い方法を更新しました。' });
    expect((await details(user)).status).toBe('active');
    expect((await createCard(user)).statusCode).toBe(201);
  });

  it('lets only admins use the test clock', async () => {
    const user = await createUser(t.app);
    await checkout(user, 1);
    expect((await clock(user.email, 'end_trial', user)).statusCode).toBe(403);
    expect(
      (
        await post(undefined, '/api/billing/local/clock', {
          email: user.email,
          action: 'end_trial',
        })
      ).statusCode,
    ).toBe(401);
    expect((await clock('nobody@example.com', 'end_trial')).statusCode).toBe(404);
  });

  it('answers the portal and cancel without a subscription with a clear error', async () => {
    const user = await createUser(t.app);
    expect((await post(user, '/api/payments/create-portal-session')).json()).toEqual({
      error: 'NO_SUBSCRIPTION',
      message: 'You do not have a subscription yet',
    });
    expect((await post(user, '/api/payments/cancel-subscription')).json()).toEqual({
      error: 'NO_SUBSCRIPTION',
      message: 'You do not have a subscription to cancel',
    });
    expect(
      (await post(user, '/api/payments/update-trial-card-count', { new_card_count: 2 })).statusCode,
    ).toBe(403);
    expect((await post(undefined, '/api/payments/get-subscription-details')).statusCode).toBe(401);
  });

  it('deletes cards whose retention has passed, with their files', async () => {
    const user = await createUser(t.app);
    await grantSubscription(t.database.db, user.id, { cards: 2 });
    const card = (
      await createCard(user, [
        {
          field: 'profileImage',
          filename: 'p.png',
          contentType: 'image/png',
          content: await png(),
        },
      ])
    ).json<Card>();
    await t.database.db
      .update(cards)
      .set({ deleteOn: sql`now() - interval '1 second'` })
      .where(eq(cards.id, card.id));
    expect(await purgeExpiredCards(t.app)).toBeGreaterThanOrEqual(1);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/card?id=${card.id}`,
          headers: { cookie: user.cookie },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: card.profileImageUrl ?? '' })).statusCode,
    ).toBe(404);
  });

  it('lists and reconciles subscriptions for admins only', async () => {
    const user = await createUser(t.app, { fullName: 'Listed Person' });
    await checkout(user, 4);
    expect((await post(user, '/api/payments/list-subscriptions')).statusCode).toBe(403);
    expect((await post(undefined, '/api/payments/list-subscriptions')).statusCode).toBe(401);
    const list = await post(admin, '/api/payments/list-subscriptions');
    const row = list
      .json<{ user_email: string }[]>()
      .find((item) => item.user_email === user.email);
    expect(row).toMatchObject({
      user_name: 'Listed Person',
      status: 'trialing',
      card_allocation: 4,
      provider: 'local',
    });
    expect((await post(user, '/api/payments/reconcile-subscriptions')).statusCode).toBe(403);
    const reconciled = await post(admin, '/api/payments/reconcile-subscriptions');
    // The local driver's rows are its own record: nothing can differ.
    expect(reconciled.json()).toMatchObject({ failed: 0, updated: 0, changes: [] });
    expect(await details(user)).toMatchObject({ status: 'trialing', card_allocation: 4 });
  });

  it('creates exactly the remaining slots under 20 parallel requests', async () => {
    const user = await createUser(t.app);
    await grantSubscription(t.database.db, user.id, { cards: 5 });
    await createCard(user);
    await createCard(user);
    const results = await Promise.all(Array.from({ length: 20 }, () => createCard(user)));
    expect(results.filter((response) => response.statusCode === 201)).toHaveLength(3);
    expect(results.filter((response) => response.statusCode === 403)).toHaveLength(17);
    expect((await details(user)).current_card_count).toBe(5);
  });
});
