import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalCheckout, SubscriptionDetails } from '../../../shared/billing';
import { localCheckouts } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../../tests/support/api/test-app';
import { createUser, type TestUser } from '../../../../tests/support/api/users';
import { makeAdmin } from '../../../../tests/support/shared/grants';

/*
 * A checkout is bound to the state it was made for (docs/product.md#checkout-sessions): a newer
 * checkout, or a change of the subscription after it was made, expires it, and paying an expired
 * checkout is refused with nothing charged and nothing changed.
 */
describe('stale checkouts on the local driver', () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.app);
    await makeAdmin(t.database.db, admin.id);
  });
  afterAll(() => t.close());

  const post = (user: TestUser, url: string, payload: unknown = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: user.cookie },
      payload: payload as object,
    });
  const details = async (user: TestUser) =>
    (await post(user, '/api/payments/get-subscription-details')).json<SubscriptionDetails>();
  /** Opens a checkout as the pricing page does; returns its session id. */
  const open = async (user: TestUser, cards: number, reactivation = false) => {
    const response = await post(user, '/api/payments/create-checkout-session', {
      card_quantity: cards,
      ...(reactivation ? { is_reactivation: true } : {}),
    });
    expect(response.statusCode, response.body).toBe(200);
    const id = new URL(response.json<{ url: string }>().url, 'http://x').searchParams.get(
      'session',
    );
    if (!id) throw new Error(`no test checkout in ${response.body}`);
    return id;
  };
  const pay = (user: TestUser, id: string, outcome: 'pay' | 'decline' = 'pay') =>
    post(user, `/api/billing/local/checkout/${id}/complete`, { outcome });
  const checkoutOf = async (user: TestUser, id: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/billing/local/checkout/${id}`,
        headers: { cookie: user.cookie },
      })
    ).json<LocalCheckout>();
  /** The subjects of the billing mails queued for `user` (not the sign-up's verification). */
  const billingMails = async (user: TestUser) =>
    (await t.app.mailer.list(500))
      .filter((mail) => mail.to === user.email && !/^Verify/.test(mail.subject))
      .map((mail) => mail.subject)
      .sort();
  const expectExpiredAnswer = (response: Awaited<ReturnType<typeof pay>>) => {
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toEqual({
      error: 'CHECKOUT_EXPIRED',
      message: expect.stringMatching(/^This checkout has expired/) as unknown,
    });
  };

  it('a newer checkout expires the older one: paying the older is refused and changes nothing', async () => {
    const user = await createUser(t.app);
    const forThree = await open(user, 3);
    const forTwo = await open(user, 2);
    expect((await checkoutOf(user, forThree)).status).toBe('expired');
    expect((await checkoutOf(user, forTwo)).status).toBe('open');

    expectExpiredAnswer(await pay(user, forThree));
    expect(await details(user)).toMatchObject({ has_subscription: false });
    expect(await billingMails(user)).toEqual([]);

    // The newer one is the checkout that counts.
    expect((await pay(user, forTwo)).statusCode).toBe(200);
    expect(await details(user)).toMatchObject({ status: 'trialing', card_allocation: 2 });
  });

  it('paying a stale page after the newer one started the trial charges nothing and leaves the trial', async () => {
    const user = await createUser(t.app);
    const first = await open(user, 3);
    const second = await open(user, 2);
    expect((await pay(user, second)).statusCode).toBe(200);
    const trial = await details(user);
    expect(trial).toMatchObject({ status: 'trialing', card_allocation: 2 });

    // Before this rule, this page took $23.76, ended the trial and set the slots to its own count.
    expectExpiredAnswer(await pay(user, first));
    expectExpiredAnswer(await pay(user, first, 'decline'));
    expect(await details(user)).toEqual(trial);
    expect(await billingMails(user)).toEqual(['Your CardVault trial has started']);
  });

  it('a subscription that changed after the checkout was made expires it', async () => {
    const user = await createUser(t.app);
    const trialCheckout = await open(user, 1);
    expect((await pay(user, trialCheckout)).statusCode).toBe(200);
    // The renewal at the trial's end fails: past due, so /pricing offers a reactivation.
    await post(admin, '/api/billing/local/clock', {
      email: user.email,
      action: 'fail_next_renewal',
    });
    await post(admin, '/api/billing/local/clock', { email: user.email, action: 'end_trial' });
    expect((await details(user)).status).toBe('past_due');
    const reactivation = await open(user, 2, true);
    expect((await checkoutOf(user, reactivation)).status).toBe('open');

    // Meanwhile the payment method is fixed in the portal: paid once, and active again.
    const fixed = await post(user, '/api/billing/local/portal/payment-method');
    expect(fixed.statusCode, fixed.body).toBe(200);
    const active = await details(user);
    expect(active).toMatchObject({ status: 'active', card_allocation: 1 });
    const mailsBefore = await billingMails(user);
    expect(mailsBefore.filter((subject) => /receipt/.test(subject))).toHaveLength(1);

    // The reactivation page opened before that change no longer applies.
    expect((await checkoutOf(user, reactivation)).status).toBe('expired');
    expectExpiredAnswer(await pay(user, reactivation));
    expect(await details(user)).toEqual(active);
    expect(await billingMails(user)).toEqual(mailsBefore);
  });

  it('a complimentary grant after the checkout was made expires it', async () => {
    const user = await createUser(t.app);
    const checkout = await open(user, 4);
    const granted = await post(admin, '/api/payments/admin-grant-subscription', {
      email: user.email,
      cardAllocation: 2,
    });
    expect(granted.statusCode, granted.body).toBe(200);
    expectExpiredAnswer(await pay(user, checkout));
    expect(await details(user)).toMatchObject({ status: 'active', card_allocation: 2 });
    expect(await billingMails(user)).toEqual([]);
  });

  it('checkouts opened at the same moment, each paid many times at once, start one trial', async () => {
    const user = await createUser(t.app);
    const ids = await Promise.all([open(user, 3), open(user, 2), open(user, 1)]);
    const answers = await Promise.all(ids.flatMap((id) => [pay(user, id), pay(user, id)]));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.every((status) => [200, 404, 409].includes(status))).toBe(true);
    expect((await details(user)).status).toBe('trialing');
    expect(await billingMails(user)).toEqual(['Your CardVault trial has started']);
  });

  it('a checkout left open for over an hour has expired too', async () => {
    const user = await createUser(t.app);
    const id = await open(user, 2);
    await t.database.db
      .update(localCheckouts)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(localCheckouts.id, id));
    expect((await checkoutOf(user, id)).status).toBe('expired');
    expectExpiredAnswer(await pay(user, id));
    expect(await details(user)).toMatchObject({ has_subscription: false });
  });

  it('answers unknown, foreign and malformed checkouts with clear errors, never a 5xx', async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    const mine = await open(user, 1);
    const foreign = await pay(other, mine);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ error: 'NOT_FOUND' });
    expect((await pay(user, 'cs_local_nope')).statusCode).toBe(404);
    const tooLong = await pay(user, 'x'.repeat(65));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ error: 'VALIDATION_ERROR' });
    const badOutcome = await post(user, `/api/billing/local/checkout/${mine}/complete`, {
      outcome: 'steal',
    });
    expect(badOutcome.statusCode).toBe(400);
    expect((await checkoutOf(user, mine)).status).toBe('open');
  });
});
