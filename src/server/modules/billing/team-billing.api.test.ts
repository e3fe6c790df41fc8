import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSubscription } from '../../../shared/admin';
import type { LocalCheckout, SubscriptionDetails } from '../../../shared/billing';
import type { OrgAuditEntry } from '../../../shared/organisations';
import { SAMPLE_CARD_FIELDS } from '../../../../tests/support/api/cards';
import {
  allQueuedMailDelivered,
  createMailingTestApp,
  createOrgCard,
  createOrganisation,
  inviteAndJoin,
  mailsTo as deliveredTo,
  type MailingTestApp,
  orgCall,
  postAs,
  waitForMails,
} from '../../../../tests/support/api/organisations';
import { createUser, type TestUser } from '../../../../tests/support/api/users';
import { makeAdmin } from '../../../../tests/support/shared/grants';
import { notifyTrialsEnding } from './notices';
import { multipart } from '../../../../tests/support/shared/multipart';
import {
  deliverWebhook,
  startLoopbackStripeApi,
  stripeDriverEnv,
  stripeEvent,
  subscriptionObject,
  type LoopbackStripeApi,
} from '../../../../tests/support/fakes/loopback-stripe-api';

/**
 * Team billing (docs/product.md#team-billing): an organisation buys and manages its own per-card
 * subscription through the same checkout, trial and portal as a person, its owners alone act on
 * it, its cards draw on it and on nothing else, and its mails go to its owners.
 */
describe('team billing', () => {
  let t: MailingTestApp;
  let owner: TestUser;

  beforeAll(async () => {
    t = await createMailingTestApp({ PRICE_PER_CARD_YEAR: '12' });
    owner = await createUser(t.app, { fullName: 'Olivia Owner' });
  });
  afterAll(() => t.close());

  const post = (user: TestUser | undefined, url: string, payload: object = {}) =>
    postAs(t, user, url, payload);

  const newOrg = (name: string, by = owner) => createOrganisation(t, by, name);

  /**
   * A new person who joins the organisation by the mailed invitation, with the role; an owner
   * joins as an admin and is then made an owner.
   */
  const join = async (orgId: string, role: 'owner' | 'admin' | 'member') => {
    const { person } = await inviteAndJoin(t, owner, orgId, role === 'owner' ? 'admin' : role, {
      fullName: `${role} person`,
    });
    if (role === 'owner') {
      const promoted = await orgCall(t, owner, 'update-member', {
        orgId,
        userId: person.id,
        role: 'owner',
      });
      expect(promoted.statusCode, promoted.body).toBe(200);
    }
    return person;
  };

  const details = async (user: TestUser, orgId?: string) => {
    const response = await post(
      user,
      '/api/payments/get-subscription-details',
      orgId ? { orgId } : {},
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SubscriptionDetails>();
  };

  /** Opens a checkout (the organisation's with `orgId`) and pays or declines it on the test page. */
  const checkout = async (
    user: TestUser,
    quantity: number,
    orgId?: string,
    options: { outcome?: 'pay' | 'decline'; reactivation?: boolean } = {},
  ) => {
    const started = await post(user, '/api/payments/create-checkout-session', {
      card_quantity: quantity,
      ...(options.reactivation ? { is_reactivation: true } : {}),
      ...(orgId ? { orgId } : {}),
    });
    expect(started.statusCode, started.body).toBe(200);
    const url = started.json<{ url: string }>().url;
    const id = new URL(url, 'http://x').searchParams.get('session') ?? '';
    const done = await post(user, `/api/billing/local/checkout/${id}/complete`, {
      outcome: options.outcome ?? 'pay',
      ...(orgId ? { orgId } : {}),
    });
    expect(done.statusCode, done.body).toBe(200);
    return { id, url, next: done.json<{ url: string }>().url };
  };

  const createCard = (user: TestUser, orgId?: string) => {
    if (orgId) return createOrgCard(t, user, orgId, SAMPLE_CARD_FIELDS);
    const form = multipart(SAMPLE_CARD_FIELDS);
    return t.app.inject({
      method: 'POST',
      url: '/api/card/create-card',
      headers: { ...form.headers, cookie: user.cookie },
      payload: form.payload,
    });
  };

  /**
   * The subjects and texts of the mails delivered to `to` but the sign-up's and the invitation's,
   * once every mail queued so far has been delivered.
   */
  const mailsTo = async (to: string) => {
    await allQueuedMailDelivered(t);
    return deliveredTo(t.smtp, to)
      .filter((mail) => !/^Verify|invited you/.test(mail.subject))
      .map((mail) => ({ subject: mail.subject, text: mail.text }));
  };

  it("lets an owner start the organisation's trial through the test checkout, and then make its cards", async () => {
    const org = await newOrg('Trial Works Ltd');
    expect(await details(owner, org.id)).toMatchObject({ has_subscription: false, status: null });
    expect((await createCard(owner, org.id)).json()).toMatchObject({ error: 'NO_SUBSCRIPTION' });

    const started = await post(owner, '/api/payments/create-checkout-session', {
      card_quantity: 2,
      orgId: org.id,
    });
    const url = started.json<{ url: string }>().url;
    expect(url).toMatch(/^\/billing\/checkout\?session=cs_local_[^&]+&orgId=/);
    const id = new URL(url, 'http://x').searchParams.get('session') ?? '';

    // The test page names the organisation it buys for; asked as the owner's own, it is not theirs.
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/billing/local/checkout/${id}?orgId=${org.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json<LocalCheckout>()).toMatchObject({
      quantity: 2,
      kind: 'trial',
      status: 'open',
      email: owner.email,
      organisation_name: 'Trial Works Ltd',
    });
    const asOwn = await post(owner, `/api/billing/local/checkout/${id}/complete`, {
      outcome: 'pay',
    });
    expect(asOwn.statusCode).toBe(404);

    const paid = await post(owner, `/api/billing/local/checkout/${id}/complete`, {
      outcome: 'pay',
      orgId: org.id,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    // Back to the organisation's Team page, where its seats are.
    expect(paid.json()).toEqual({ url: `http://localhost/team?org=${org.slug}` });

    const subscription = await details(owner, org.id);
    expect(subscription).toMatchObject({
      has_subscription: true,
      status: 'trialing',
      card_allocation: 2,
      current_card_count: 0,
    });
    const trialDays = (Date.parse(subscription.trial_end ?? '') - Date.now()) / 86_400_000;
    expect(trialDays).toBeGreaterThan(58);
    // The owner's own subscription is untouched: they still have none.
    expect((await details(owner)).has_subscription).toBe(false);
    expect((await createCard(owner)).json()).toMatchObject({ error: 'NO_SUBSCRIPTION' });

    const card = await createCard(owner, org.id);
    expect(card.statusCode, card.body).toBe(201);
    expect(await details(owner, org.id)).toMatchObject({ current_card_count: 1 });
  });

  it('lets only owners start, change or cancel it; admins may read it; others are told it does not exist', async () => {
    const org = await newOrg('Roles Ltd');
    const admin = await join(org.id, 'admin');
    const member = await join(org.id, 'member');
    const outsider = await createUser(t.app);
    await checkout(owner, 3, org.id);

    for (const [url, body] of [
      ['/api/payments/create-checkout-session', { card_quantity: 1 }],
      ['/api/payments/cancel-subscription', {}],
      ['/api/payments/update-trial-card-count', { new_card_count: 5 }],
      ['/api/payments/create-portal-session', {}],
      ['/api/billing/local/portal/payment-method', {}],
    ] as const) {
      for (const [who, status] of [
        [admin, 403],
        [member, 403],
        [outsider, 404],
      ] as const) {
        const response = await post(who, url, { ...body, orgId: org.id });
        expect(response.statusCode, `${url} ${response.body}`).toBe(status);
      }
    }
    // Reading its seats: owners and admins; a member is refused, an outsider told it is not there.
    expect(await details(admin, org.id)).toMatchObject({ status: 'trialing', card_allocation: 3 });
    expect(
      (await post(member, '/api/payments/get-subscription-details', { orgId: org.id })).statusCode,
    ).toBe(403);
    expect(
      (await post(outsider, '/api/payments/get-subscription-details', { orgId: org.id }))
        .statusCode,
    ).toBe(404);
    // Nothing changed.
    expect(await details(owner, org.id)).toMatchObject({ status: 'trialing', card_allocation: 3 });
  });

  it("keeps the organisation's trial and a person's own apart: both exist, and neither's cards count against the other", async () => {
    const person = await createUser(t.app, { fullName: 'Paula Both' });
    const org = await newOrg('Apart Ltd', person);
    // Their own trial first: the organisation still gets its own trial, not a reactivation.
    await checkout(person, 1);
    const started = await post(person, '/api/payments/create-checkout-session', {
      card_quantity: 2,
      orgId: org.id,
    });
    const id = new URL(started.json<{ url: string }>().url, 'http://x').searchParams.get('session');
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/billing/local/checkout/${id}?orgId=${org.id}`,
      headers: { cookie: person.cookie },
    });
    expect(page.json<LocalCheckout>().kind).toBe('trial');
    await post(person, `/api/billing/local/checkout/${id}/complete`, {
      outcome: 'pay',
      orgId: org.id,
    });

    expect((await createCard(person)).statusCode).toBe(201);
    // Their own single card is used: the organisation's two are free.
    expect((await createCard(person)).json()).toMatchObject({ error: 'MAX_CARDS' });
    expect((await createCard(person, org.id)).statusCode).toBe(201);
    expect((await createCard(person, org.id)).statusCode).toBe(201);
    expect((await createCard(person, org.id)).json()).toMatchObject({ error: 'MAX_CARDS' });

    const own = await details(person);
    const team = await details(person, org.id);
    expect(own).toMatchObject({ status: 'trialing', card_allocation: 1, current_card_count: 1 });
    expect(team).toMatchObject({ status: 'trialing', card_allocation: 2, current_card_count: 2 });
    expect(own.card_ids.some((cardId) => team.card_ids.includes(cardId))).toBe(false);

    // The trial's card count is the organisation's cards, not the person's.
    const below = await post(person, '/api/payments/update-trial-card-count', {
      new_card_count: 1,
      orgId: org.id,
    });
    expect(below.statusCode).toBe(409);
    expect(below.json()).toMatchObject({ error: 'BELOW_CARD_COUNT' });
    const raised = await post(person, '/api/payments/update-trial-card-count', {
      new_card_count: 4,
      orgId: org.id,
    });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(await details(person, org.id)).toMatchObject({ card_allocation: 4 });
    expect(await details(person)).toMatchObject({ card_allocation: 1 });
  });

  it("cancels the organisation's trial, and only that", async () => {
    const person = await createUser(t.app);
    const org = await newOrg('Cancel Ltd', person);
    await checkout(person, 1);
    await checkout(person, 2, org.id);

    const canceled = await post(person, '/api/payments/cancel-subscription', { orgId: org.id });
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(await details(person, org.id)).toMatchObject({ status: 'canceled' });
    expect(await details(person)).toMatchObject({ status: 'trialing' });
    expect((await createCard(person, org.id)).json()).toMatchObject({ error: 'NO_SUBSCRIPTION' });
    expect((await createCard(person)).statusCode).toBe(201);

    // It comes back paid, without a second trial, through the same checkout.
    await checkout(person, 2, org.id, { reactivation: true });
    expect(await details(person, org.id)).toMatchObject({ status: 'active', trial_end: null });
  });

  it("moves an organisation's subscription on the admin test clock, and only that one", async () => {
    const admin = await createUser(t.app);
    await makeAdmin(t.app.database.db, admin.id);
    const org = await newOrg('Clocked Ltd');
    await checkout(owner, 2, org.id);
    await checkout(owner, 1);
    const clock = (body: object, as = admin) =>
      post(as, '/api/billing/local/clock', { action: 'end_trial', ...body });

    const moved = await clock({ orgId: org.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toEqual({
      message: 'The trial of Clocked Ltd has ended: the subscription is active.',
    });
    expect(await details(owner, org.id)).toMatchObject({ status: 'active', card_allocation: 2 });
    expect(await details(owner)).toMatchObject({ status: 'trialing' });

    // Only site admins move clocks, the organisation's owner included; an unknown one is 404.
    expect((await clock({ orgId: org.id }, owner)).statusCode).toBe(403);
    expect((await clock({ orgId: 'no-such-organisation' })).statusCode).toBe(404);
    // A person's address or an organisation, never both.
    expect((await clock({ orgId: org.id, email: owner.email })).statusCode).toBe(400);
  });

  it('never lets parallel requests make more organisation cards than its allocation', async () => {
    const org = await newOrg('Parallel Ltd');
    await checkout(owner, 3, org.id);
    const responses = await Promise.all(Array.from({ length: 8 }, () => createCard(owner, org.id)));
    const made = responses.filter((response) => response.statusCode === 201);
    expect(made).toHaveLength(3);
    for (const response of responses.filter((r) => r.statusCode !== 201)) {
      expect(response.json()).toMatchObject({ error: 'MAX_CARDS' });
    }
    expect(await details(owner, org.id)).toMatchObject({ current_card_count: 3 });
  });

  it("mails the organisation's billing to its owners, naming it, and to no one else", async () => {
    const org = await newOrg('Mailed Ltd');
    const coOwner = await join(org.id, 'owner');
    const admin = await join(org.id, 'admin');
    await checkout(owner, 2, org.id);

    const owners = [owner.email, coOwner.email];
    for (const to of owners) await waitForMails(t.smtp, to, /started \(Mailed Ltd\)$/);
    for (const to of owners) {
      const mails = (await mailsTo(to)).filter((mail) => mail.subject.includes('(Mailed Ltd)'));
      expect(mails.map((mail) => mail.subject)).toEqual([
        'Your CardVault trial has started (Mailed Ltd)',
      ]);
      expect(mails[0]?.text).toContain(
        'This is about the subscription of your organisation Mailed Ltd.',
      );
      expect(mails[0]?.text).toContain(
        'Your trial for 2 cards is active. Nothing has been charged.',
      );
      expect(mails[0]?.text).toContain(`/team?org=${org.slug}`);
    }
    expect(await mailsTo(admin.email)).toEqual([]);

    // Two days before the trial ends, its note goes to both owners, once.
    const trialEnd = Date.parse((await details(owner, org.id)).trial_end ?? '');
    const twoDaysBefore = new Date(trialEnd - 2 * 86_400_000);
    await notifyTrialsEnding(t.app, twoDaysBefore);
    await notifyTrialsEnding(t.app, twoDaysBefore);
    for (const to of owners) {
      const notes = (await mailsTo(to)).filter((mail) =>
        /trial ends on .* \(Mailed Ltd\)$/.test(mail.subject),
      );
      expect(notes).toHaveLength(1);
    }
    expect(await mailsTo(admin.email)).toEqual([]);

    // A paid reactivation: the receipt goes to both owners too.
    await post(owner, '/api/payments/cancel-subscription', { orgId: org.id });
    await checkout(owner, 1, org.id, { reactivation: true });
    for (const to of owners) await waitForMails(t.smtp, to, /^Your CardVault receipt/);
    for (const to of owners) {
      const subjects = (await mailsTo(to)).map((mail) => mail.subject);
      expect(subjects).toContain('Your CardVault receipt: $12.00 (Mailed Ltd)');
    }
    expect(await mailsTo(admin.email)).toEqual([]);
  });

  it("keeps the organisation's subscription when an owner deletes their account, and ends only their own", async () => {
    const org = await newOrg('Stays Ltd');
    const leaving = await join(org.id, 'owner');
    await checkout(leaving, 2, org.id);
    await checkout(leaving, 1);

    const deleted = await post(leaving, '/api/account/delete', {
      confirmation: leaving.email,
      password: leaving.password,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await details(owner, org.id)).toMatchObject({ status: 'trialing', card_allocation: 2 });
    expect((await createCard(owner, org.id)).statusCode).toBe(201);
  });

  it('opens the portal for the organisation, which settles its payment method', async () => {
    const org = await newOrg('Portal Ltd');
    expect(
      (await post(owner, '/api/payments/create-portal-session', { orgId: org.id })).json(),
    ).toMatchObject({ error: 'NO_SUBSCRIPTION' });
    await checkout(owner, 1, org.id);
    const portal = await post(owner, '/api/payments/create-portal-session', { orgId: org.id });
    expect(portal.json()).toEqual({ portal_url: `/billing/portal?orgId=${org.id}` });
    const updated = await post(owner, '/api/billing/local/portal/payment-method', {
      orgId: org.id,
    });
    expect(updated.statusCode, updated.body).toBe(200);
  });

  it("lists an organisation's subscription in the admin console with its name and cards", async () => {
    const admin = await createUser(t.app);
    await makeAdmin(t.database.db, admin.id);
    const org = await newOrg('Listed Ltd');
    await checkout(owner, 4, org.id);
    await createCard(owner, org.id);

    const list = await post(admin, '/api/payments/list-subscriptions');
    expect(list.statusCode, list.body).toBe(200);
    const row = list.json<AdminSubscription[]>().find((item) => item.organisation_id === org.id);
    expect(row).toMatchObject({
      organisation_name: 'Listed Ltd',
      user_id: '',
      user_email: '',
      status: 'trialing',
      card_allocation: 4,
      current_card_count: 1,
    });
  });
});

describe('team billing on Stripe', () => {
  const SECRET = 'whsec_team_billing';
  let api: LoopbackStripeApi;
  let t: MailingTestApp;
  let events = 0;

  beforeAll(async () => {
    api = await startLoopbackStripeApi();
    t = await createMailingTestApp(stripeDriverEnv(api, SECRET));
  });
  afterAll(async () => {
    await t.close();
    await api.close();
  });

  const post = (user: TestUser, url: string, payload: object = {}) => postAs(t, user, url, payload);
  const details = async (user: TestUser, orgId?: string) =>
    (
      await post(user, '/api/payments/get-subscription-details', orgId ? { orgId } : {})
    ).json<SubscriptionDetails>();
  const startCheckout = async (user: TestUser, cards: number, orgId?: string) => {
    const response = await post(user, '/api/payments/create-checkout-session', {
      card_quantity: cards,
      ...(orgId ? { orgId } : {}),
    });
    expect(response.statusCode, response.body).toBe(200);
    const id = /\/(cs_\w+)$/.exec(response.json<{ url: string }>().url)?.[1];
    if (!id) throw new Error(`no session in ${response.body}`);
    return id;
  };
  /** The customer paid on Stripe's page: the session's subscription exists, and its event comes. */
  const complete = async (sessionId: string, subscriptionId: string, quantity: number) => {
    api.completeCheckoutSession(sessionId);
    api.subscriptions.set(
      subscriptionId,
      subscriptionObject({ id: subscriptionId, status: 'trialing', quantity }),
    );
    return deliverWebhook(
      t.app,
      stripeEvent(`evt_team_${(events += 1)}`, 'checkout.session.completed', {
        id: sessionId,
        object: 'checkout.session',
        mode: 'subscription',
        subscription: subscriptionId,
        customer: `cus_${subscriptionId}`,
      }),
      { secret: SECRET },
    );
  };

  it("binds an organisation's completed checkout to the organisation, apart from the owner's own", async () => {
    const owner = await createUser(t.app);
    const org = await createOrganisation(t, owner, 'Striped Ltd');

    // The owner's own checkout and the organisation's are open together: neither expires the other.
    const own = await startCheckout(owner, 1);
    const older = await startCheckout(owner, 4, org.id);
    const team = await startCheckout(owner, 3, org.id);
    expect(api.checkoutSessions.get(own)?.status).toBe('open');
    expect(api.checkoutSessions.get(older)?.status).toBe('expired');

    expect((await complete(team, 'sub_team', 3)).json()).toMatchObject({ outcome: 'processed' });
    expect(await details(owner, org.id)).toMatchObject({
      status: 'trialing',
      card_allocation: 3,
    });
    expect(await details(owner)).toMatchObject({ has_subscription: false });
    const started = await t.smtp.waitFor(
      (mail) =>
        mail.to.includes(owner.email) &&
        mail.subject === 'Your CardVault trial has started (Striped Ltd)',
    );
    expect(started.text).toContain('This is about the subscription of your organisation');
    // Paid at Stripe, by the owner who opened the checkout: in the audit log, once, though
    // Stripe delivers the completion again.
    await deliverWebhook(
      t.app,
      stripeEvent(`evt_team_${(events += 1)}`, 'checkout.session.completed', {
        id: team,
        object: 'checkout.session',
        mode: 'subscription',
        subscription: 'sub_team',
        customer: 'cus_sub_team',
      }),
      { secret: SECRET },
    );
    const audit = await post(owner, '/api/org/audit-log', { orgId: org.id, page: 1, pageSize: 50 });
    const paid = audit
      .json<{ items: OrgAuditEntry[] }>()
      .items.filter((entry) => entry.details.change === 'checkout paid');
    expect(paid).toEqual([
      expect.objectContaining({
        action: 'billing.change',
        actor: expect.objectContaining({ id: owner.id, email: owner.email }),
        details: { change: 'checkout paid', checkoutId: team },
      }),
    ]);

    // Still open, the owner's own checkout makes their own subscription.
    expect((await complete(own, 'sub_own', 1)).json()).toMatchObject({ outcome: 'processed' });
    expect(await details(owner)).toMatchObject({ status: 'trialing', card_allocation: 1 });
    expect(await details(owner, org.id)).toMatchObject({ card_allocation: 3 });

    // Deleting the organisation ends its subscription at Stripe; the owner's own goes on.
    const deleted = await post(owner, '/api/org/delete', {
      orgId: org.id,
      confirmation: 'Striped Ltd',
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(api.subscriptions.get('sub_team')?.status).toBe('canceled');
    expect(api.subscriptions.get('sub_own')?.status).toBe('trialing');
  });
});
