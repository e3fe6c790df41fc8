import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminCard,
  AdminSubscription,
  AdminUser,
  AuditEntry,
  SubscriptionStats,
} from '../../src/shared/admin';
import type { SubscriptionDetails } from '../../src/shared/billing';
import type { Card } from '../../src/shared/card';
import type { SiteSetup } from '../../src/shared/site-setup';
import { cards } from '../../src/server/db/schema';
import { grantSubscription } from '../support/shared/grants';
import { createTestApp, type TestApp } from '../support/api/test-app';
import { createUser, uniqueEmail, type TestUser } from '../support/api/users';
import { setAdmin } from '../../src/server/modules/user';
import { createCardAs } from '../support/api/cards';

interface OpenApiDocument {
  paths: Record<string, Record<string, { tags?: string[] }>>;
}

/**
 * A valid request for every admin route, so that only the caller decides the answer. A new admin
 * route without an entry here fails the authorisation test below.
 */
const SAMPLE_REQUESTS: Record<string, { body?: object; query?: string }> = {
  'POST /api/user/list-users': { body: { page: 1, pageSize: 10 } },
  'POST /api/user/set-admin': { body: { userId: 'someone', isAdmin: true } },
  'POST /api/card/list-cards': { body: { page: 1, pageSize: 10 } },
  'POST /api/card/admin-delete-card': { body: { id: 'some-card-id' } },
  'POST /api/admin/analytics': { body: { days: 7 } },
  'POST /api/admin/delete-user': { body: { id: 'someone' } },
  'POST /api/payments/list-subscriptions': { body: { page: 1, pageSize: 10 } },
  'POST /api/payments/subscription-stats': { body: {} },
  'POST /api/payments/admin-grant-subscription': {
    body: { email: 'someone@example.com', cardAllocation: 2 },
  },
  'POST /api/payments/admin-update-subscription': {
    body: { id: 'some-id', cardAllocation: 2, status: 'active' },
  },
  'POST /api/payments/admin-cancel-subscription': { body: { id: 'some-id' } },
  'POST /api/payments/reconcile-subscriptions': { body: {} },
  'POST /api/billing/local/clock': {
    body: { email: 'someone@example.com', action: 'end_trial' },
  },
  'POST /api/admin/audit-log': { body: { page: 1 } },
  'GET /api/admin/site-setup': {},
  'POST /api/admin/list-organisations': { body: { page: 1 } },
  'POST /api/admin/organisation-members': { body: { id: 'some-organisation-id' } },
  'POST /api/support/list-requests': { body: { page: 1 } },
  'GET /api/support/attachment': {
    query: 'id=00000000-0000-4000-8000-000000000000&index=0',
  },
};

const cardFields = {
  fullName: 'Grace Hopper',
  jobTitle: 'Rear Admiral',
  email: 'grace@example.com',
  phone: '0412 345 678',
  location: 'Arlington',
};

describe('admin console API', () => {
  let t: TestApp;
  let admin: TestUser;
  let member: TestUser;
  const configAdminEmail = uniqueEmail('config-admin');

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: configAdminEmail, PRICE_PER_CARD_YEAR: '10' });
    admin = await createUser(t.app, { fullName: 'Audrey Admin' });
    await setAdmin(t.database.db, admin.id, true);
    member = await createUser(t.app, { fullName: 'Morgan Member' });
  });
  afterAll(() => t.close());

  const post = (user: TestUser | undefined, url: string, payload: object = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: user ? { cookie: user.cookie } : {},
      payload,
    });
  const createCard = (user: TestUser, fields: Partial<typeof cardFields> = {}) =>
    createCardAs(t.app, user.cookie, { ...cardFields, ...fields });
  const audit = async (search = '') =>
    (await post(admin, '/api/admin/audit-log', { search })).json<{ items: AuditEntry[] }>().items;
  const subscriptionOf = async (email: string) =>
    (await post(admin, '/api/payments/list-subscriptions'))
      .json<AdminSubscription[]>()
      .find((row) => row.user_email === email);

  it('refuses every admin route in the OpenAPI document to anonymous and non-admin callers', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json<OpenApiDocument>();
    const adminRoutes = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.tags?.includes('admin'))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(adminRoutes.length).toBeGreaterThanOrEqual(12);
    const unverified = await createUser(t.app, { profile: false });
    for (const route of adminRoutes) {
      const sample = SAMPLE_REQUESTS[route];
      expect(sample, `${route} needs a sample request in SAMPLE_REQUESTS`).toBeDefined();
      const [method, path] = route.split(' ') as ['GET' | 'POST', string];
      const call = (user?: TestUser) =>
        t.app.inject({
          method,
          url: sample?.query ? `${path}?${sample.query}` : path,
          headers: user ? { cookie: user.cookie } : {},
          ...(method === 'POST' ? { payload: sample?.body ?? {} } : {}),
        });
      const anonymous = await call();
      expect(anonymous.statusCode, `${route} as anonymous`).toBe(401);
      expect(anonymous.json()).toMatchObject({ error: 'UNAUTHORIZED' });
      expect((await call(member)).statusCode, `${route} as a member`).toBe(403);
      expect((await call(unverified)).statusCode, `${route} without a profile`).toBe(403);
    }
  });

  it('searches users by name or e-mail on the server, filters them and pages by 10', async () => {
    const tag = `zz${Date.now().toString(36)}`;
    const people: TestUser[] = [];
    for (let index = 0; index < 12; index += 1) {
      people.push(await createUser(t.app, { fullName: `Paged ${tag} ${index}` }));
    }
    const [first, second] = people as [TestUser, TestUser];
    await grantSubscription(t.database.db, first.id, { cards: 3, status: 'active' });
    await grantSubscription(t.database.db, second.id, { cards: 2, status: 'past_due' });
    await createCard(first);

    const page1 = await post(admin, '/api/user/list-users', { search: tag });
    expect(page1.statusCode).toBe(200);
    const body1 = page1.json<{ items: AdminUser[]; totalCount: number }>();
    expect(body1.totalCount).toBe(12);
    expect(body1.items).toHaveLength(10);
    const body2 = (await post(admin, '/api/user/list-users', { search: tag, page: 2 })).json<{
      items: AdminUser[];
    }>();
    expect(body2.items).toHaveLength(2);
    const seen = new Set([...body1.items, ...body2.items].map((user) => user.id));
    expect(seen.size).toBe(12);

    const byEmail = (
      await post(admin, '/api/user/list-users', { search: first.email.toUpperCase() })
    ).json<{ items: AdminUser[] }>().items;
    expect(byEmail).toHaveLength(1);
    expect(byEmail[0]).toMatchObject({
      id: first.id,
      fullName: `Paged ${tag} 0`,
      email: first.email,
      cardCount: 1,
      subscriptionStatus: 'active',
      cardAllocation: 3,
      emailVerified: true,
      isAdmin: false,
    });
    expect(byEmail[0]?.cards[0]).toMatchObject({ fullName: 'Grace Hopper' });

    const filtered = async (filters: object) =>
      (await post(admin, '/api/user/list-users', { search: tag, filters }))
        .json<{ items: AdminUser[] }>()
        .items.map((user) => user.id);
    expect(await filtered({ hasSubscription: true })).toEqual(
      expect.arrayContaining([first.id, second.id]),
    );
    expect(await filtered({ hasSubscription: true })).toHaveLength(2);
    expect(await filtered({ subscriptionStatus: 'past_due' })).toEqual([second.id]);
    expect((await filtered({ hasSubscription: false })).length).toBe(10);
    expect(await filtered({ isAdmin: true })).toEqual([]);
    expect(await filtered({ verified: false })).toEqual([]);

    // LIKE wildcards are searched for literally.
    const wildcard = (await post(admin, '/api/user/list-users', { search: '%' })).json<{
      totalCount: number;
    }>();
    expect(wildcard.totalCount).toBe(0);
    const bad = await post(admin, '/api/user/list-users', { page: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/page/);
  });

  it('answers an admin action in the admin’s language, English by default', async () => {
    const colleague = await createUser(t.app, { fullName: 'Ari Arabic' });
    const setAdmin = (isAdmin: boolean, headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/set-admin',
        headers: {
          cookie: [admin.cookie, headers.cookie].filter(Boolean).join('; '),
          ...(headers['accept-language'] ? { 'accept-language': headers['accept-language'] } : {}),
        },
        payload: { userId: colleague.id, isAdmin },
      });
    const arabic = await setAdmin(true, { 'accept-language': 'ar-SA,ar;q=0.9' });
    expect(arabic.statusCode).toBe(200);
    // The address keeps its own direction inside the Arabic sentence.
    expect(arabic.json()).toEqual({ message: `أصبح \u2068${colleague.email}\u2069 مشرفًا الآن` });
    const japanese = await setAdmin(false, { cookie: 'cv_lang=ja', 'accept-language': 'ar' });
    expect(japanese.json()).toEqual({ message: `${colleague.email} を管理者から外しました` });
    const english = await setAdmin(true, {});
    expect(english.json()).toEqual({ message: `${colleague.email} is now an admin` });
    await setAdmin(false, {});
  });

  it('grants and revokes the admin role, and records both', async () => {
    const colleague = await createUser(t.app, { fullName: 'Casey Colleague' });
    expect((await post(colleague, '/api/user/list-users')).statusCode).toBe(403);
    const granted = await post(admin, '/api/user/set-admin', {
      userId: colleague.id,
      isAdmin: true,
    });
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toEqual({ message: `${colleague.email} is now an admin` });
    expect((await post(colleague, '/api/user/list-users')).statusCode).toBe(200);
    const me = (await post(colleague, '/api/user/get-user')).json<{ isAdmin: boolean }>();
    expect(me.isAdmin).toBe(true);

    const revoked = await post(admin, '/api/user/set-admin', {
      userId: colleague.id,
      isAdmin: false,
    });
    expect(revoked.statusCode).toBe(200);
    expect((await post(colleague, '/api/user/list-users')).statusCode).toBe(403);

    const entries = await audit(colleague.id);
    expect(entries.map((entry) => entry.action)).toEqual(['user.revoke_admin', 'user.grant_admin']);
    expect(entries[0]).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      targetType: 'user',
      targetId: colleague.id,
      details: { email: colleague.email },
    });
    expect(Date.parse(entries[0]?.createdAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses to revoke oneself, an ADMIN_EMAILS admin, or a user without a profile', async () => {
    const self = await post(admin, '/api/user/set-admin', { userId: admin.id, isAdmin: false });
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({ error: 'SELF_REVOKE' });

    const configured = await createUser(t.app, { email: configAdminEmail });
    const listed = (await post(admin, '/api/user/list-users', { search: configAdminEmail })).json<{
      items: AdminUser[];
    }>().items[0];
    expect(listed).toMatchObject({ isAdmin: true, isAdminByConfig: true });
    const byConfig = await post(admin, '/api/user/set-admin', {
      userId: configured.id,
      isAdmin: false,
    });
    expect(byConfig.statusCode).toBe(409);
    expect(byConfig.json<{ message: string }>().message).toContain('ADMIN_EMAILS');

    const firstTimer = await createUser(t.app, { profile: false });
    const noProfile = await post(admin, '/api/user/set-admin', {
      userId: firstTimer.id,
      isAdmin: true,
    });
    expect(noProfile.statusCode).toBe(409);
    expect(
      (await post(admin, '/api/user/set-admin', { userId: 'nobody', isAdmin: true })).statusCode,
    ).toBe(404);
  });

  it("lists everyone's cards with search and paging, and deletes any card with its files", async () => {
    const owner = await createUser(t.app);
    await grantSubscription(t.database.db, owner.id, { cards: 12, status: 'active' });
    const tag = `Tag${Date.now().toString(36)}`;
    const created: Card[] = [];
    for (let index = 0; index < 11; index += 1) {
      created.push(await createCard(owner, { fullName: `Card ${tag} ${index}` }));
    }
    const page1 = (await post(admin, '/api/card/list-cards', { search: tag })).json<{
      items: AdminCard[];
      totalCount: number;
    }>();
    expect(page1.totalCount).toBe(11);
    expect(page1.items).toHaveLength(10);
    expect(page1.items[0]).toMatchObject({
      fullName: `Card ${tag} 10`,
      ownerEmail: owner.email,
      userId: owner.id,
      jobTitle: 'Rear Admiral',
    });
    expect(page1.items[0]?.profileImageUrl).toMatch(/^\/media\/cards\//);
    const byOwner = (await post(admin, '/api/card/list-cards', { search: owner.email })).json<{
      totalCount: number;
    }>();
    expect(byOwner.totalCount).toBe(11);

    const victim = created[0] as Card;
    expect((await t.app.inject({ url: victim.profileImageUrl ?? '' })).statusCode).toBe(200);
    const deleted = await post(admin, '/api/card/admin-delete-card', { id: victim.id });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json<{ message: string }>().message).toContain(`Card ${tag} 0`);
    expect(
      (await t.app.inject({ url: `/api/card/showcase?id=${encodeURIComponent(victim.id)}` }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: victim.profileImageUrl ?? '' })).statusCode).toBe(404);
    expect(await t.database.db.select().from(cards).where(eq(cards.id, victim.id))).toHaveLength(0);
    expect((await post(admin, '/api/card/admin-delete-card', { id: victim.id })).statusCode).toBe(
      404,
    );
    expect(await audit(victim.id)).toEqual([
      expect.objectContaining({
        action: 'card.delete',
        targetType: 'card',
        actorEmail: admin.email,
        details: { ownerId: owner.id, fullName: `Card ${tag} 0` },
      }),
    ]);
  });

  it('grants, edits and cancels subscriptions, with stats that follow', async () => {
    const before = (
      await post(admin, '/api/payments/subscription-stats')
    ).json<SubscriptionStats>();
    const customer = await createUser(t.app, { fullName: 'Sam Subscriber' });

    const granted = await post(admin, '/api/payments/admin-grant-subscription', {
      email: customer.email.toUpperCase(),
      cardAllocation: 3,
    });
    expect(granted.statusCode).toBe(200);
    const details = async () =>
      (await post(customer, '/api/payments/get-subscription-details')).json<SubscriptionDetails>();
    expect(await details()).toMatchObject({
      has_subscription: true,
      status: 'active',
      card_allocation: 3,
    });
    const row = await subscriptionOf(customer.email);
    expect(row).toMatchObject({
      user_name: 'Sam Subscriber',
      provider: 'complimentary',
      status: 'active',
      card_allocation: 3,
      current_card_count: 0,
    });

    // Complimentary subscriptions allocate cards but bring no revenue.
    const after = (await post(admin, '/api/payments/subscription-stats')).json<SubscriptionStats>();
    expect(after.total).toBe(before.total + 1);
    expect(after.byStatus.active).toBe(before.byStatus.active + 1);
    expect(after.cardsAllocated).toBe(before.cardsAllocated + 3);
    expect(after.annualRecurringRevenue).toBe(before.annualRecurringRevenue);
    expect(after.unitPrice).toBe(10);

    await createCard(customer);
    await createCard(customer);
    const tooFew = await post(admin, '/api/payments/admin-update-subscription', {
      id: row?.id,
      cardAllocation: 1,
      status: 'active',
    });
    expect(tooFew.statusCode).toBe(409);
    expect(tooFew.json<{ message: string }>().message).toBe(
      'The allocation (1) cannot be below the 2 cards this user already has',
    );

    const edited = await post(admin, '/api/payments/admin-update-subscription', {
      id: row?.id,
      cardAllocation: 5,
      status: 'canceled',
    });
    expect(edited.statusCode).toBe(200);
    expect(await details()).toMatchObject({ status: 'canceled', card_allocation: 5 });
    const scheduled = await t.database.db.select().from(cards).where(eq(cards.userId, customer.id));
    expect(scheduled.every((card) => card.deleteOn !== null)).toBe(true);

    await post(admin, '/api/payments/admin-update-subscription', {
      id: row?.id,
      cardAllocation: 5,
      status: 'active',
    });
    expect(await details()).toMatchObject({ status: 'active', card_allocation: 5 });
    const restored = await t.database.db.select().from(cards).where(eq(cards.userId, customer.id));
    expect(restored.every((card) => card.deleteOn === null)).toBe(true);

    // Cancelling an active subscription keeps it until the period end (as the user's own Cancel).
    const canceled = await post(admin, '/api/payments/admin-cancel-subscription', { id: row?.id });
    expect(canceled.statusCode).toBe(200);
    expect((await subscriptionOf(customer.email))?.cancel_at_period_end).toBe(true);
    expect(
      (await post(admin, '/api/payments/admin-cancel-subscription', { id: row?.id })).statusCode,
    ).toBe(409);

    expect((await audit(row?.id ?? '')).map((entry) => entry.action)).toEqual([
      'subscription.cancel',
      'subscription.update',
      'subscription.update',
    ]);
    expect((await audit(customer.id))[0]).toMatchObject({
      action: 'subscription.grant',
      details: { email: customer.email, cardAllocation: 3 },
    });
  });

  it('counts revenue from active paid subscriptions and cancels a trial at once', async () => {
    const before = (
      await post(admin, '/api/payments/subscription-stats')
    ).json<SubscriptionStats>();
    const payer = await createUser(t.app);
    await grantSubscription(t.database.db, payer.id, { cards: 4, status: 'active' });
    const trial = await createUser(t.app);
    await grantSubscription(t.database.db, trial.id, { cards: 2, status: 'trialing' });
    const after = (await post(admin, '/api/payments/subscription-stats')).json<SubscriptionStats>();
    expect(after.annualRecurringRevenue).toBeCloseTo(before.annualRecurringRevenue + 40, 2);
    expect(after.byStatus.trialing).toBe(before.byStatus.trialing + 1);
    expect(after.cardsAllocated).toBe(before.cardsAllocated + 6);

    const paid = await post(admin, '/api/payments/admin-grant-subscription', {
      email: payer.email,
      cardAllocation: 9,
    });
    expect(paid.statusCode).toBe(409);
    expect(paid.json()).toMatchObject({ error: 'HAS_SUBSCRIPTION' });
    const nobody = await post(admin, '/api/payments/admin-grant-subscription', {
      email: uniqueEmail('nobody'),
      cardAllocation: 1,
    });
    expect(nobody.statusCode).toBe(404);
    const invalid = await post(admin, '/api/payments/admin-grant-subscription', {
      email: payer.email,
      cardAllocation: 0,
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json<{ message: string }>().message).toMatch(/cardAllocation/);

    const trialRow = await subscriptionOf(trial.email);
    await post(admin, '/api/payments/admin-cancel-subscription', { id: trialRow?.id });
    expect(await subscriptionOf(trial.email)).toMatchObject({ status: 'canceled' });
    expect(
      (
        await post(admin, '/api/payments/admin-update-subscription', {
          id: '00000000-0000-4000-8000-000000000000',
          cardAllocation: 1,
          status: 'active',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('reconciles with the provider and records who asked', async () => {
    const result = await post(admin, '/api/payments/reconcile-subscriptions');
    expect(result.statusCode).toBe(200);
    const entries = await audit('subscription.reconcile');
    expect(entries[0]).toMatchObject({
      actorEmail: admin.email,
      targetType: 'billing',
      targetId: 'local',
      details: result.json(),
    });
  });

  it('pages and searches the audit log', async () => {
    const all = (await post(admin, '/api/admin/audit-log', { pageSize: 2 })).json<{
      items: AuditEntry[];
      totalCount: number;
    }>();
    expect(all.items).toHaveLength(2);
    expect(all.totalCount).toBeGreaterThan(2);
    const times = all.items.map((entry) => Date.parse(entry.createdAt));
    expect(times[0]).toBeGreaterThanOrEqual(times[1] ?? 0);
    const none = (await post(admin, '/api/admin/audit-log', { search: 'no-such-action' })).json<{
      totalCount: number;
    }>();
    expect(none.totalCount).toBe(0);
  });
  it('tells an admin what the site runs with and which variables change it, and no one else', async () => {
    const get = (user: TestUser | undefined) =>
      t.app.inject({
        url: '/api/admin/site-setup',
        headers: user ? { cookie: user.cookie } : {},
      });
    expect((await get(undefined)).statusCode).toBe(401);
    expect((await get(member)).statusCode).toBe(403);
    const answer = await get(admin);
    expect(answer.statusCode).toBe(200);
    const { items } = answer.json<SiteSetup>();
    const wallet = items.find((item) => item.area === 'apple-wallet');
    expect(wallet).toMatchObject({ title: 'Apple Wallet passes', state: 'off', problems: [] });
    expect(wallet?.variables).toEqual(expect.arrayContaining(['APPLE_PASS_CERT', 'APPLE_TEAM_ID']));
    expect(items.find((item) => item.area === 'mail')).toMatchObject({ state: 'default' });
    // Listed in the OpenAPI document, with the admin tag.
    const document = (await t.app.inject({ url: '/api/docs/json' })).json<OpenApiDocument>();
    expect(document.paths['/api/admin/site-setup']?.get?.tags).toEqual(['admin']);
  });

  it('words the site set-up in the admin’s language', async () => {
    const get = (headers: Record<string, string>) =>
      t.app.inject({
        url: '/api/admin/site-setup',
        headers: { ...headers, cookie: [admin.cookie, headers.cookie].filter(Boolean).join('; ') },
      });
    const titles = async (headers: Record<string, string>) => {
      const answer = await get(headers);
      expect(answer.headers.vary).toBe('accept-language, cookie');
      return answer.json<SiteSetup>().items.map((item) => item.title);
    };
    expect(await titles({})).toContain('Apple Wallet passes');
    expect(await titles({ 'accept-language': 'ar' })).toContain('بطاقات \u2068Apple Wallet\u2069');
    expect(await titles({ cookie: 'cv_lang=ja', 'accept-language': 'ar' })).toContain(
      'Apple Wallet のパス',
    );
  });
});
