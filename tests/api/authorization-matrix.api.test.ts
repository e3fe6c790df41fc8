import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TOKEN_SCOPES } from '../../src/shared/api-tokens';
import type { Card } from '../../src/shared/card';
import {
  reachOf,
  type Action,
  type Principal,
  type Resource,
} from '../../src/server/modules/access';
import { setAdmin } from '../../src/server/modules/user';
import { png } from '../support/shared/images';
import { multipart } from '../support/shared/multipart';
import { grantOrganisationSubscription, grantSubscription } from '../support/shared/grants';
import { createTestApp, type TestApp } from '../support/api/test-app';
import { LoopbackDns } from '../support/fakes/dns-server';
import { createThrowawayWallet, type ThrowawayWallet } from '../support/fakes/throwaway-ca';
import {
  cookieHeader,
  createUser,
  latestMailedLink,
  uniqueEmail,
  type TestUser,
} from '../support/api/users';

/**
 * Every route of the OpenAPI document, called as a visitor, as another signed-in user, as the
 * owner of the resource it names, as an admin who does not own it, and with an API token of the
 * owner's organisation. The table below is checked
 * against the document both ways: a new route without an entry fails, and so does a stale entry.
 */
const ROLES = ['anonymous', 'other', 'owner', 'admin'] as const;
type Role = (typeof ROLES)[number];
type Expected = Record<Role, number>;

interface Context {
  t: TestApp;
  users: Record<Exclude<Role, 'anonymous'>, TestUser>;
  /** A card of the owner that stays for the whole test. */
  card: Card;
  /** The owner's open test checkout. */
  checkoutId: string;
  supportRequestId: string;
  /** A webhook endpoint of the owner that stays for the whole test. */
  webhookId: string;
  /** An organisation whose only owner is the owner; the other two are outsiders to it. */
  orgId: string;
  /** A card of that organisation, assigned to no one. */
  orgCardId: string;
}

interface Entry {
  expect: Expected;
  /**
   * What an organisation's API token with every scope meets, on the routes tokens may use (the
   * requests here are a person's own, outside the token's organisation). Elsewhere `tokenMeets`
   * says.
   */
  token?: { status: number; error?: string };
  /** The request (without the caller's cookie), built fresh for each caller. */
  request: (context: Context, role: Role) => Promise<InjectOptions> | InjectOptions;
}

const all = (status: number): Expected => ({
  anonymous: status,
  other: status,
  owner: status,
  admin: status,
});
const signedIn = (status: number): Expected => ({ ...all(status), anonymous: 401 });
/** The table's callers as the access policy sees them: two members, and a member who is an admin. */
const ROLES_OF: Record<Exclude<Role, 'anonymous'>, Principal['roles']> = {
  other: ['member'],
  owner: ['member'],
  admin: ['member', 'admin'],
};

/**
 * What the access policy's table (modules/access) gives each caller for `action` on the owner's
 * resource: no grant is 403, a grant of one's own rows is 404 on someone else's (as for a row that
 * does not exist), a grant of every row is `status`. Change the table and these expectations move
 * with it; the requests below then prove the routes obey it.
 */
const byPolicy = (action: Action, resource: Resource, status: number): Expected => {
  const expected: Expected = { anonymous: 401, other: 0, owner: 0, admin: 0 };
  for (const role of ['other', 'owner', 'admin'] as const) {
    const reach = reachOf({ kind: 'user', userId: role, roles: ROLES_OF[role] }, action, resource);
    expected[role] = reach === undefined ? 403 : reach === 'any' || role === 'owner' ? status : 404;
  }
  return expected;
};

/** A token on a route's variant without an organisation, a person's own: a token is no session. */
const TOKEN_PERSONAL = { status: 401, error: 'API_TOKEN_NOT_ACCEPTED' };
/** A token on a person's own card: not a card of its organisation, so none at all. */
const TOKEN_NOT_ITS_CARD = { status: 404, error: 'NOT_FOUND' };
/** A token on its own organisation's route (the owner's organisation here). */
const TOKEN_OWN_ORGANISATION = { status: 200 };

const cardFields = {
  fullName: 'Matrix Card',
  jobTitle: 'Tester',
  email: 'matrix@example.com',
  phone: '0412 345 678',
  location: 'Sydney',
};

const json = (method: 'GET' | 'POST', url: string, payload?: object): InjectOptions =>
  method === 'GET' ? { method, url } : { method, url, payload: payload ?? {} };

const form = (
  url: string,
  fields: Record<string, string>,
  files: Parameters<typeof multipart>[1] = [],
): InjectOptions => {
  const body = multipart(fields, files);
  return { method: 'POST', url, headers: body.headers, payload: body.payload };
};

async function newCard(context: Context, user: TestUser = context.users.owner): Promise<Card> {
  const request = form('/api/card/create-card', cardFields);
  const response = await context.t.app.inject({
    ...request,
    headers: { ...request.headers, cookie: user.cookie },
  });
  if (response.statusCode !== 201) throw new Error(`card: ${response.statusCode} ${response.body}`);
  return response.json<Card>();
}

/** A lead on the owner's card, shared by a visitor; its id. */
async function newLead(context: Context): Promise<string> {
  const response = await context.t.app.inject({
    method: 'POST',
    url: '/api/leads/submit',
    payload: leadSubmission(context),
  });
  if (response.statusCode !== 201) throw new Error(`lead: ${response.statusCode} ${response.body}`);
  const { leads } = await import('../../src/server/db/schema');
  const { desc, eq } = await import('drizzle-orm');
  const [row] = await context.t.database.db
    .select({ id: leads.id })
    .from(leads)
    .where(eq(leads.cardId, context.card.id))
    .orderBy(desc(leads.createdAt))
    .limit(1);
  if (!row) throw new Error('no lead');
  return row.id;
}

const leadSubmission = ({ card }: Context) => ({
  cardId: card.id,
  name: 'Matrix Visitor',
  email: uniqueEmail('lead'),
  consent: true,
  elapsedMs: 5_000,
});

/** A test checkout of the owner's (who must not hold a live subscription at that moment). */
async function newCheckout(context: Context): Promise<string> {
  const { t, users } = context;
  await grantSubscription(t.database.db, users.owner.id, { cards: 50, status: 'canceled' });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/payments/create-checkout-session',
    headers: { cookie: users.owner.cookie },
    payload: { card_quantity: 1, is_reactivation: true },
  });
  const id = new URL(response.json<{ url: string }>().url, 'http://x').searchParams.get('session');
  if (!id) throw new Error(`checkout: ${response.statusCode} ${response.body}`);
  return id;
}

/** A webhook endpoint of the owner's, at a name the test's resolver calls public. */
async function newWebhook(context: Context): Promise<string> {
  const response = await context.t.app.inject({
    method: 'POST',
    url: '/api/webhooks/create',
    headers: { cookie: context.users.owner.cookie },
    payload: { url: 'https://hooks.example/matrix', events: ['card.updated'] },
  });
  const id = response.json<{ id?: string }>().id;
  if (response.statusCode !== 201 || !id)
    throw new Error(`webhook: ${response.statusCode} ${response.body}`);
  return id;
}

/** An organisation route as each caller meets it: its owner `status`, an outsider 404. */
const orgOwnerOnly = (status: number): Expected => ({
  anonymous: 401,
  other: 404,
  owner: status,
  admin: 404,
});

/** A domain the owner's organisation has added (pending). */
async function newDomain({ t, users, orgId }: Context): Promise<string> {
  const domain = `matrix-${Math.random().toString(36).slice(2, 10)}.test`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/org/domains/add',
    headers: { cookie: users.owner.cookie },
    payload: { orgId, domain },
  });
  if (response.statusCode !== 200) throw new Error(`domain: ${response.body}`);
  return domain;
}

/** An invitation of the owner's organisation to a new address; its id, the mailed token. */
async function newInvitation({ t, users, orgId }: Context, email = uniqueEmail('invitee')) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/org/invite',
    headers: { cookie: users.owner.cookie },
    payload: { orgId, email, role: 'member' },
  });
  const id = response.json<{ id?: string }>().id;
  if (response.statusCode !== 200 || !id)
    throw new Error(`invitation: ${response.statusCode} ${response.body}`);
  return { id, email };
}

/** A member who joined the owner's organisation through a mailed invitation. */
async function newOrgMember(context: Context): Promise<TestUser> {
  const { email } = await newInvitation(context);
  const token = new URL(await latestMailedLink(context.t.app, email)).searchParams.get('token');
  const member = await createUser(context.t.app, { email });
  const joined = await context.t.app.inject({
    method: 'POST',
    url: '/api/org/accept-invitation',
    headers: { cookie: member.cookie },
    payload: { token },
  });
  if (joined.statusCode !== 200) throw new Error(`join: ${joined.statusCode} ${joined.body}`);
  return member;
}

const TABLE: Record<string, Entry> = {
  'GET /api/health': { expect: all(200), request: () => json('GET', '/api/health') },
  'GET /api/ready': { expect: all(200), request: () => json('GET', '/api/ready') },
  'GET /public-config.json': {
    expect: all(200),
    request: () => json('GET', '/public-config.json'),
  },
  'GET /api/user/auth-providers': {
    expect: all(200),
    request: () => json('GET', '/api/user/auth-providers'),
  },
  'POST /api/user/get-user': {
    expect: signedIn(200),
    request: () => json('POST', '/api/user/get-user'),
  },
  'POST /api/user/create-user': {
    // Only for one's own account id, and the owner already has a profile.
    expect: { anonymous: 401, other: 403, owner: 409, admin: 403 },
    request: ({ users }) =>
      json('POST', '/api/user/create-user', {
        auth_uid: users.owner.id,
        email: users.owner.email,
        fullName: 'Again',
        termsAccepted: true,
      }),
  },
  'POST /api/user/update-user': {
    expect: signedIn(200),
    request: () => form('/api/user/update-user', { fullName: 'Updated Name' }),
  },
  'POST /api/user/set-language': {
    expect: signedIn(200),
    request: () => json('POST', '/api/user/set-language', { language: 'en' }),
  },
  'POST /api/user/logout': {
    expect: signedIn(204),
    request: () => json('POST', '/api/user/logout'),
  },
  'GET /api/account/export': {
    expect: signedIn(200),
    request: () => json('GET', '/api/account/export'),
  },
  'POST /api/account/delete': {
    // Each caller's own account only, never named in the body; a wrong address deletes nothing.
    expect: signedIn(400),
    request: () =>
      json('POST', '/api/account/delete', {
        confirmation: 'not-the-callers@example.com',
        password: 'correct-horse',
      }),
  },
  'POST /api/admin/delete-user': {
    expect: byPolicy('administer', 'account', 200),
    request: async ({ t }) =>
      json('POST', '/api/admin/delete-user', { id: (await createUser(t.app)).id }),
  },
  'POST /api/support/send-verification-email': {
    // Answers alike for every address, so it reveals nothing about who is registered.
    expect: all(200),
    request: () =>
      json('POST', '/api/support/send-verification-email', { email: uniqueEmail('verify') }),
  },
  'POST /api/support/send-password-reset-email': {
    expect: all(200),
    request: () =>
      json('POST', '/api/support/send-password-reset-email', { email: uniqueEmail('reset') }),
  },
  'POST /api/card/create-card': {
    // The admin has no subscription, so may not create cards.
    expect: { anonymous: 401, other: 201, owner: 201, admin: 403 },
    token: TOKEN_PERSONAL,
    request: () => form('/api/card/create-card', cardFields),
  },
  'POST /api/card/update-card': {
    expect: byPolicy('edit', 'card', 200),
    token: TOKEN_NOT_ITS_CARD,
    request: ({ card }) => form('/api/card/update-card', { id: card.id, ...cardFields }),
  },
  'POST /api/card/set-card-languages': {
    expect: byPolicy('edit', 'card', 200),
    token: TOKEN_NOT_ITS_CARD,
    request: ({ card }) =>
      json('POST', '/api/card/set-card-languages', {
        id: card.id,
        language: 'en',
        translations: [{ language: 'ar', fullName: 'بطاقة' }],
      }),
  },
  'POST /api/card/delete-card': {
    expect: byPolicy('delete', 'card', 200),
    request: async (context) => {
      const card = await newCard(context);
      return json('POST', '/api/card/delete-card', { id: card.id, userId: card.userId });
    },
  },
  'GET /api/card': {
    expect: byPolicy('edit', 'card', 200),
    token: TOKEN_NOT_ITS_CARD,
    request: ({ card }) => json('GET', `/api/card?id=${card.id}`),
  },
  'POST /api/card/list-user-cards': {
    expect: signedIn(200),
    token: TOKEN_PERSONAL,
    request: () => json('POST', '/api/card/list-user-cards', { page: 1, pageSize: 4 }),
  },
  'GET /api/card/templates': {
    expect: all(200),
    request: () => json('GET', '/api/card/templates'),
  },
  'GET /api/card/showcase': {
    expect: all(200),
    request: ({ card }) => json('GET', `/api/card/showcase?id=${card.id}`),
  },
  'GET /api/card/get-vcard': {
    expect: all(200),
    request: ({ card }) => json('GET', `/api/card/get-vcard?id=${card.id}`),
  },
  'GET /api/card/qr': {
    expect: all(200),
    request: ({ card }) => json('GET', `/api/card/qr?id=${card.id}&format=svg`),
  },
  'GET /api/card/background': {
    expect: byPolicy('view', 'card', 200),
    request: ({ card }) => json('GET', `/api/card/background?id=${card.id}&layout=corner`),
  },
  'GET /showcase/manifest.webmanifest': {
    expect: all(200),
    request: ({ card }) => json('GET', `/showcase/manifest.webmanifest?id=${card.id}`),
  },
  'GET /showcase/icon.png': {
    expect: all(200),
    request: ({ card }) => json('GET', `/showcase/icon.png?id=${card.id}&size=192`),
  },
  'GET /api/card/print.pdf': {
    expect: byPolicy('view', 'card', 200),
    request: ({ card }) => json('GET', `/api/card/print.pdf?id=${card.id}&sheet=card`),
  },
  'GET /api/card/wallet/status': {
    expect: signedIn(200),
    request: () => json('GET', '/api/card/wallet/status'),
  },
  'GET /api/card/wallet/apple': {
    expect: byPolicy('view', 'card', 200),
    request: ({ card }) => json('GET', `/api/card/wallet/apple?id=${card.id}`),
  },
  'GET /api/card/wallet/google': {
    expect: byPolicy('view', 'card', 200),
    request: ({ card }) => json('GET', `/api/card/wallet/google?id=${card.id}`),
  },
  'GET /api/card/email-signature': {
    expect: byPolicy('view', 'card', 200),
    request: ({ card }) => json('GET', `/api/card/email-signature?id=${card.id}&layout=classic`),
  },
  'GET /api/payments/get-pricing': {
    expect: all(200),
    request: () => json('GET', '/api/payments/get-pricing'),
  },
  'POST /api/payments/get-subscription-details': {
    expect: signedIn(200),
    request: () => json('POST', '/api/payments/get-subscription-details'),
  },
  'POST /api/payments/create-checkout-session': {
    expect: signedIn(200),
    request: () => json('POST', '/api/payments/create-checkout-session', { card_quantity: 1 }),
  },
  'POST /api/payments/create-portal-session': {
    // The admin has no subscription: 403 NO_SUBSCRIPTION, as creating a card without one.
    expect: { anonymous: 401, other: 200, owner: 200, admin: 403 },
    request: () => json('POST', '/api/payments/create-portal-session'),
  },
  'POST /api/payments/update-trial-card-count': {
    expect: { anonymous: 401, other: 200, owner: 200, admin: 403 },
    request: () => json('POST', '/api/payments/update-trial-card-count', { new_card_count: 20 }),
  },
  'POST /api/payments/cancel-subscription': {
    expect: { anonymous: 401, other: 200, owner: 200, admin: 403 },
    request: () => json('POST', '/api/payments/cancel-subscription'),
  },
  'GET /api/billing/local/checkout/{id}': {
    expect: byPolicy('view', 'checkout', 200),
    request: ({ checkoutId }) => json('GET', `/api/billing/local/checkout/${checkoutId}`),
  },
  'POST /api/billing/local/checkout/{id}/complete': {
    expect: byPolicy('edit', 'checkout', 200),
    request: async (context) => {
      const id = await newCheckout(context);
      return json('POST', `/api/billing/local/checkout/${id}/complete`, { outcome: 'decline' });
    },
  },
  'POST /api/billing/local/portal/payment-method': {
    expect: { anonymous: 401, other: 200, owner: 200, admin: 403 },
    request: () => json('POST', '/api/billing/local/portal/payment-method'),
  },
  'POST /api/billing/local/clock': {
    expect: byPolicy('administer', 'subscription', 200),
    request: ({ users }) =>
      json('POST', '/api/billing/local/clock', {
        email: users.other.email,
        action: 'fail_next_renewal',
      }),
  },
  'POST /api/support/request': {
    expect: all(200),
    request: (_context, role) =>
      form('/api/support/request', {
        subject: 'Support',
        body: 'Matrix request',
        ...(role === 'anonymous' ? { email: uniqueEmail('visitor') } : {}),
      }),
  },
  'GET /api/support/confirm': {
    expect: all(303),
    request: () => json('GET', '/api/support/confirm?token=not-a-real-token'),
  },
  'POST /api/support/list-requests': {
    expect: byPolicy('administer', 'support-request', 200),
    request: () => json('POST', '/api/support/list-requests', { page: 1 }),
  },
  'GET /api/support/attachment': {
    expect: byPolicy('administer', 'support-request', 200),
    request: ({ supportRequestId }) =>
      json('GET', `/api/support/attachment?id=${supportRequestId}&index=0`),
  },
  'POST /api/user/list-users': {
    expect: byPolicy('administer', 'account', 200),
    request: () => json('POST', '/api/user/list-users', { page: 1 }),
  },
  'POST /api/user/set-admin': {
    expect: byPolicy('administer', 'account', 200),
    request: ({ users }) =>
      json('POST', '/api/user/set-admin', { userId: users.admin.id, isAdmin: true }),
  },
  'POST /api/card/list-cards': {
    expect: byPolicy('administer', 'card', 200),
    request: () => json('POST', '/api/card/list-cards', { page: 1 }),
  },
  'POST /api/card/admin-delete-card': {
    expect: byPolicy('administer', 'card', 200),
    request: async (context) =>
      json('POST', '/api/card/admin-delete-card', { id: (await newCard(context)).id }),
  },
  'POST /api/payments/list-subscriptions': {
    expect: byPolicy('administer', 'subscription', 200),
    request: () => json('POST', '/api/payments/list-subscriptions'),
  },
  'POST /api/payments/subscription-stats': {
    expect: byPolicy('administer', 'subscription', 200),
    request: () => json('POST', '/api/payments/subscription-stats'),
  },
  'POST /api/payments/admin-grant-subscription': {
    expect: byPolicy('administer', 'subscription', 200),
    request: async ({ t }) =>
      json('POST', '/api/payments/admin-grant-subscription', {
        email: (await createUser(t.app)).email,
        cardAllocation: 2,
      }),
  },
  'POST /api/payments/admin-update-subscription': {
    expect: byPolicy('administer', 'subscription', 200),
    request: async ({ t }) => {
      const user = await createUser(t.app);
      await grantSubscription(t.database.db, user.id, { cards: 2 });
      return json('POST', '/api/payments/admin-update-subscription', {
        id: await subscriptionIdOf(t, user),
        cardAllocation: 4,
        status: 'trialing',
      });
    },
  },
  'POST /api/payments/admin-cancel-subscription': {
    expect: byPolicy('administer', 'subscription', 200),
    request: async ({ t }) => {
      const user = await createUser(t.app);
      await grantSubscription(t.database.db, user.id, { cards: 2 });
      return json('POST', '/api/payments/admin-cancel-subscription', {
        id: await subscriptionIdOf(t, user),
      });
    },
  },
  'POST /api/payments/reconcile-subscriptions': {
    expect: byPolicy('administer', 'subscription', 200),
    request: () => json('POST', '/api/payments/reconcile-subscriptions'),
  },
  'POST /api/admin/audit-log': {
    expect: byPolicy('administer', 'site', 200),
    request: () => json('POST', '/api/admin/audit-log', { page: 1 }),
  },
  'GET /api/admin/site-setup': {
    expect: byPolicy('administer', 'site', 200),
    request: () => json('GET', '/api/admin/site-setup'),
  },
  'POST /api/admin/list-organisations': {
    expect: byPolicy('administer', 'organisation', 200),
    request: () => json('POST', '/api/admin/list-organisations', { page: 1 }),
  },
  'POST /api/admin/organisation-members': {
    expect: byPolicy('administer', 'organisation', 200),
    request: ({ orgId }) => json('POST', '/api/admin/organisation-members', { id: orgId }),
  },
  'POST /api/analytics/summary': {
    expect: byPolicy('view', 'insights', 200),
    token: TOKEN_PERSONAL,
    request: ({ card }) => json('POST', '/api/analytics/summary', { cardId: card.id, days: 30 }),
  },
  'GET /api/analytics/export.csv': {
    expect: byPolicy('view', 'insights', 200),
    token: TOKEN_PERSONAL,
    request: ({ card }) => json('GET', `/api/analytics/export.csv?cardId=${card.id}&days=7`),
  },
  'GET /api/analytics/export.xlsx': {
    expect: byPolicy('view', 'insights', 200),
    token: TOKEN_PERSONAL,
    request: ({ card }) => json('GET', `/api/analytics/export.xlsx?cardId=${card.id}&days=7`),
  },
  'GET /api/analytics/recent-views': {
    expect: signedIn(200),
    request: () => json('GET', '/api/analytics/recent-views'),
  },
  'POST /api/admin/analytics': {
    expect: byPolicy('administer', 'insights', 200),
    request: () => json('POST', '/api/admin/analytics', { days: 7 }),
  },
  'POST /api/org/create': {
    expect: signedIn(201),
    request: () => json('POST', '/api/org/create', { name: `Matrix ${uniqueEmail('org')}` }),
  },
  'POST /api/org/list': { expect: signedIn(200), request: () => json('POST', '/api/org/list') },
  'POST /api/org/update': {
    expect: orgOwnerOnly(200),
    request: ({ orgId }) => json('POST', '/api/org/update', { orgId, name: 'Matrix Org' }),
  },
  'POST /api/org/delete': {
    // A wrong confirmation deletes nothing: the owner's answer proves the route let them in.
    expect: orgOwnerOnly(400),
    request: ({ orgId }) => json('POST', '/api/org/delete', { orgId, confirmation: 'not it' }),
  },
  'POST /api/org/invite': {
    expect: orgOwnerOnly(200),
    request: ({ orgId }) =>
      json('POST', '/api/org/invite', { orgId, email: uniqueEmail('invitee'), role: 'member' }),
  },
  'POST /api/org/list-invitations': {
    expect: orgOwnerOnly(200),
    request: ({ orgId }) => json('POST', '/api/org/list-invitations', { orgId }),
  },
  'POST /api/org/revoke-invitation': {
    expect: orgOwnerOnly(200),
    request: async (context) =>
      json('POST', '/api/org/revoke-invitation', {
        orgId: context.orgId,
        invitationId: (await newInvitation(context)).id,
      }),
  },
  'POST /api/org/get-invitation': {
    // Only the address it was sent to may open an invitation; none of these callers has it.
    expect: { ...signedIn(403) },
    request: async (context) =>
      json('POST', '/api/org/get-invitation', { token: (await newInvitation(context)).id }),
  },
  'POST /api/org/accept-invitation': {
    expect: { ...signedIn(403) },
    request: async (context) =>
      json('POST', '/api/org/accept-invitation', { token: (await newInvitation(context)).id }),
  },
  'POST /api/org/list-members': {
    expect: orgOwnerOnly(200),
    token: TOKEN_OWN_ORGANISATION,
    request: ({ orgId }) => json('POST', '/api/org/list-members', { orgId }),
  },
  'POST /api/org/update-member': {
    expect: orgOwnerOnly(200),
    request: async (context) =>
      json('POST', '/api/org/update-member', {
        orgId: context.orgId,
        userId: (await newOrgMember(context)).id,
        role: 'admin',
      }),
  },
  'POST /api/org/remove-member': {
    expect: orgOwnerOnly(200),
    request: async (context) =>
      json('POST', '/api/org/remove-member', {
        orgId: context.orgId,
        userId: (await newOrgMember(context)).id,
      }),
  },
  'POST /api/org/list-cards': {
    expect: orgOwnerOnly(200),
    token: TOKEN_OWN_ORGANISATION,
    request: ({ orgId }) => json('POST', '/api/org/list-cards', { orgId }),
  },
  'POST /api/org/assign-card': {
    expect: orgOwnerOnly(200),
    token: TOKEN_OWN_ORGANISATION,
    request: ({ orgId, orgCardId }) =>
      json('POST', '/api/org/assign-card', { orgId, cardId: orgCardId, userId: null }),
  },
  'POST /api/org/get-brand': {
    expect: orgOwnerOnly(200),
    request: ({ orgId }) => json('POST', '/api/org/get-brand', { orgId }),
  },
  'POST /api/org/update-brand': {
    expect: orgOwnerOnly(200),
    request: ({ orgId }) =>
      form('/api/org/update-brand', { orgId, company: 'Matrix Org', locked: '["company"]' }),
  },
  'POST /api/org/import': {
    expect: orgOwnerOnly(200),
    request: ({ orgId }) =>
      form('/api/org/import', { orgId, dryRun: 'true' }, [
        {
          field: 'file',
          filename: 'people.csv',
          contentType: 'text/csv',
          content: Buffer.from('Email,Name\r\nmatrix-import@example.com,Matrix Person\r\n'),
        },
      ]),
  },
  'POST /api/org/audit-log': {
    expect: orgOwnerOnly(200),
    request: ({ orgId }) => json('POST', '/api/org/audit-log', { orgId }),
  },
  'POST /api/org/api-tokens/create': {
    expect: orgOwnerOnly(201),
    request: ({ orgId }) =>
      json('POST', '/api/org/api-tokens/create', {
        orgId,
        name: 'Matrix',
        scopes: ['members:read'],
        expiresInDays: 7,
      }),
  },
  'POST /api/org/api-tokens/list': {
    expect: orgOwnerOnly(200),
    request: ({ orgId }) => json('POST', '/api/org/api-tokens/list', { orgId }),
  },
  'POST /api/org/api-tokens/revoke': {
    expect: orgOwnerOnly(200),
    request: async ({ t, users, orgId }) => {
      const made = await t.app.inject({
        method: 'POST',
        url: '/api/org/api-tokens/create',
        headers: { cookie: users.owner.cookie },
        payload: { orgId, name: 'Matrix revoke', scopes: ['members:read'], expiresInDays: 7 },
      });
      if (made.statusCode !== 201) throw new Error(`token: ${made.statusCode} ${made.body}`);
      return json('POST', '/api/org/api-tokens/revoke', {
        orgId,
        id: made.json<{ id: string }>().id,
      });
    },
  },
  'GET /api/org/export': {
    expect: orgOwnerOnly(200),
    request: ({ orgId }) => json('GET', `/api/org/export?orgId=${orgId}`),
  },
  'POST /api/org/domains/add': {
    expect: orgOwnerOnly(200),
    request: ({ orgId }) => json('POST', '/api/org/domains/add', { orgId, domain: 'matrix.test' }),
  },
  'POST /api/org/domains/verify': {
    // Nothing is published for it on the test's DNS server: checked, not verified.
    expect: orgOwnerOnly(200),
    request: async (context) =>
      json('POST', '/api/org/domains/verify', {
        orgId: context.orgId,
        domain: await newDomain(context),
      }),
  },
  'POST /api/org/domains/list': {
    expect: orgOwnerOnly(200),
    request: ({ orgId }) => json('POST', '/api/org/domains/list', { orgId }),
  },
  'POST /api/org/domains/remove': {
    expect: orgOwnerOnly(200),
    request: async (context) =>
      json('POST', '/api/org/domains/remove', {
        orgId: context.orgId,
        domain: await newDomain(context),
      }),
  },
  'POST /api/org/sso/get': {
    expect: orgOwnerOnly(200),
    request: ({ orgId }) => json('POST', '/api/org/sso/get', { orgId }),
  },
  'POST /api/org/sso/save': {
    // A domain the organisation has not verified: the owner is let in and refused (409).
    expect: orgOwnerOnly(409),
    request: ({ orgId }) =>
      json('POST', '/api/org/sso/save', {
        orgId,
        protocol: 'oidc',
        domain: 'matrix-unverified.test',
        issuer: 'https://idp.matrix-unverified.test',
        clientId: 'client',
        clientSecret: 'secret',
      }),
  },
  'POST /api/org/sso/enforce': {
    // No provider connected: the owner is let in and told so (404), as an outsider is.
    expect: orgOwnerOnly(404),
    request: ({ orgId }) => json('POST', '/api/org/sso/enforce', { orgId, enforced: true }),
  },
  'POST /api/org/sso/delete': {
    expect: orgOwnerOnly(404),
    request: ({ orgId }) => json('POST', '/api/org/sso/delete', { orgId }),
  },
  'POST /api/org/scim-tokens/create': {
    expect: orgOwnerOnly(201),
    request: ({ orgId }) => json('POST', '/api/org/scim-tokens/create', { orgId, name: 'Matrix' }),
  },
  'POST /api/org/scim-tokens/list': {
    expect: orgOwnerOnly(200),
    request: ({ orgId }) => json('POST', '/api/org/scim-tokens/list', { orgId }),
  },
  'POST /api/org/scim-tokens/revoke': {
    expect: orgOwnerOnly(200),
    // Each caller meets a token of its own, made by the owner.
    request: async ({ t, users, orgId }) => {
      const made = await t.app.inject({
        ...json('POST', '/api/org/scim-tokens/create', { orgId, name: 'To revoke' }),
        headers: { cookie: users.owner.cookie },
      });
      const { id } = made.json<{ id: string }>();
      return json('POST', '/api/org/scim-tokens/revoke', { orgId, id });
    },
  },
  'POST /api/org/scim-settings': {
    expect: orgOwnerOnly(200),
    request: ({ orgId }) => json('POST', '/api/org/scim-settings', { orgId }),
  },
  'POST /api/org/scim-settings/update': {
    expect: orgOwnerOnly(200),
    request: ({ orgId }) =>
      json('POST', '/api/org/scim-settings/update', { orgId, adminGroups: ['Matrix Admins'] }),
  },
  'POST /api/auth/sso/start': {
    expect: all(200),
    request: () => json('POST', '/api/auth/sso/start', { email: uniqueEmail('sso') }),
  },
  'POST /api/org/leave': {
    // The owner is the organisation's last owner, so cannot leave it (409).
    expect: orgOwnerOnly(409),
    request: ({ orgId }) => json('POST', '/api/org/leave', { orgId }),
  },
  'POST /api/webhooks/create': {
    expect: signedIn(201),
    request: () =>
      json('POST', '/api/webhooks/create', {
        url: 'https://hooks.example/matrix',
        events: ['card.updated', 'card.deleted'],
      }),
  },
  'POST /api/webhooks/list': {
    expect: signedIn(200),
    request: () => json('POST', '/api/webhooks/list'),
  },
  'POST /api/webhooks/delete': {
    expect: byPolicy('delete', 'webhook', 200),
    request: async (context) =>
      json('POST', '/api/webhooks/delete', { id: await newWebhook(context) }),
  },
  'POST /api/webhooks/test': {
    expect: byPolicy('edit', 'webhook', 202),
    request: ({ webhookId }) => json('POST', '/api/webhooks/test', { id: webhookId }),
  },
  'POST /api/analytics/beacon': {
    expect: all(204),
    request: ({ card }) =>
      json('POST', '/api/analytics/beacon', { event: 'share', cardId: card.id }),
  },
  'POST /api/leads/submit': {
    expect: all(201),
    request: (context) => json('POST', '/api/leads/submit', leadSubmission(context)),
  },
  'POST /api/leads/copy': {
    // Anyone may follow a copy link; the token is the only credential, so a made-up one is 404.
    expect: all(404),
    request: () => json('POST', '/api/leads/copy', { token: 'A'.repeat(43) }),
  },
  'POST /api/leads/list': {
    expect: byPolicy('view', 'lead', 200),
    token: TOKEN_PERSONAL,
    request: ({ card }) => json('POST', '/api/leads/list', { cardId: card.id }),
  },
  'POST /api/leads/update': {
    expect: byPolicy('edit', 'lead', 200),
    request: async (context) =>
      json('POST', '/api/leads/update', { id: await newLead(context), followedUp: true }),
  },
  'POST /api/leads/delete': {
    expect: byPolicy('delete', 'lead', 200),
    request: async (context) =>
      json('POST', '/api/leads/delete', { ids: [await newLead(context)] }),
  },
  'GET /api/leads/export.csv': {
    expect: byPolicy('view', 'lead', 200),
    token: TOKEN_PERSONAL,
    request: ({ card }) => json('GET', `/api/leads/export.csv?cardId=${card.id}`),
  },
  'GET /api/leads/export.xlsx': {
    expect: byPolicy('view', 'lead', 200),
    token: TOKEN_PERSONAL,
    request: ({ card }) => json('GET', `/api/leads/export.xlsx?cardId=${card.id}`),
  },
  'GET /api/leads/vcard': {
    expect: byPolicy('view', 'lead', 200),
    request: async (context) => json('GET', `/api/leads/vcard?id=${await newLead(context)}`),
  },
  'GET /api/leads/counts': {
    expect: signedIn(200),
    request: () => json('GET', '/api/leads/counts'),
  },
};

async function subscriptionIdOf(t: TestApp, user: TestUser): Promise<string> {
  const { subscriptions } = await import('../../src/server/db/schema');
  const { eq } = await import('drizzle-orm');
  const [row] = await t.database.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.userId, user.id));
  if (!row) throw new Error('no subscription');
  return row.id;
}

/**
 * What an organisation's API token with every scope meets on a route tokens may not use: 401
 * API_TOKEN_NOT_ACCEPTED where a visitor would have to sign in, and on a public route what a
 * visitor meets (a token is no one there). A token with fewer scopes reaches less, never more; the
 * organisation matrix walks each scope alone over the organisation's routes.
 */
const tokenMeets = (entry: Entry): { status: number; error?: string } =>
  entry.expect.anonymous === 401
    ? { status: 401, error: 'API_TOKEN_NOT_ACCEPTED' }
    : { status: entry.expect.anonymous };

describe('authorisation matrix over the OpenAPI document', () => {
  let context: Context;
  // Wallet keys, so that the owner's wallet routes answer 200 (not 404 NOT_CONFIGURED).
  let wallet: ThrowawayWallet;
  // Domain checks ask a DNS server of the test's own, which knows no name.
  let dns: LoopbackDns;
  /** A token of the owner's organisation with every scope, and the routes tokens may use. */
  let apiToken: string;
  let tokenRoutes: Set<string>;

  beforeAll(async () => {
    wallet = await createThrowawayWallet();
    dns = await new LoopbackDns().start();
    const t = await createTestApp(
      {
        ...wallet.env,
        DNS_SERVERS: dns.address,
        AUTH_RATE_LIMIT_PER_IP: '1000',
        AUTH_RATE_LIMIT_PER_EMAIL: '1000',
        LEADS_RATE_LIMIT_PER_IP: '1000',
        LEADS_RATE_LIMIT_PER_CARD: '1000',
      },
      // Webhook hosts resolve without a network: hooks.example to a public address.
      { resolveHost: () => Promise.resolve([{ address: '93.184.215.14', family: 4 }]) },
    );
    const [owner, other, admin] = [
      await createUser(t.app, { fullName: 'Olive Owner' }),
      await createUser(t.app, { fullName: 'Oscar Other' }),
      await createUser(t.app, { fullName: 'Ada Admin' }),
    ];
    await setAdmin(t.database.db, admin.id, true);
    context = {
      t,
      users: { owner, other, admin },
      card: undefined as never,
      checkoutId: '',
      supportRequestId: '',
      webhookId: '',
      orgId: '',
      orgCardId: '',
    };
    context.checkoutId = await newCheckout(context);
    await grantSubscription(t.database.db, owner.id, { cards: 50, status: 'trialing' });
    context.card = await newCard(context);
    context.webhookId = await newWebhook(context);
    const org = await t.app.inject({
      method: 'POST',
      url: '/api/org/create',
      headers: { cookie: owner.cookie },
      payload: { name: 'Matrix Org' },
    });
    expect(org.statusCode, org.body).toBe(201);
    context.orgId = org.json<{ id: string }>().id;
    await grantOrganisationSubscription(t.database.db, context.orgId, { cards: 5 });
    const orgCardForm = form(`/api/card/create-card?orgId=${context.orgId}`, cardFields);
    const orgCard = await t.app.inject({
      ...orgCardForm,
      headers: { ...orgCardForm.headers, cookie: owner.cookie },
    });
    expect(orgCard.statusCode, orgCard.body).toBe(201);
    context.orgCardId = orgCard.json<Card>().id;
    const supportForm = form(
      '/api/support/request',
      { subject: 'Bug Report', body: 'With a picture' },
      [
        {
          field: 'attachments',
          filename: 'shot.png',
          contentType: 'image/png',
          content: await png(),
        },
      ],
    );
    const request = await t.app.inject({
      ...supportForm,
      headers: { ...supportForm.headers, cookie: owner.cookie },
    });
    expect(request.statusCode, request.body).toBe(200);
    const list = await t.app.inject({
      method: 'POST',
      url: '/api/support/list-requests',
      headers: { cookie: admin.cookie },
      payload: { page: 1 },
    });
    context.supportRequestId = list.json<{ items: { id: string }[] }>().items[0]?.id ?? '';
    const token = await t.app.inject({
      method: 'POST',
      url: '/api/org/api-tokens/create',
      headers: { cookie: owner.cookie },
      payload: { orgId: context.orgId, name: 'Matrix', scopes: API_TOKEN_SCOPES, expiresInDays: 7 },
    });
    expect(token.statusCode, token.body).toBe(201);
    apiToken = token.json<{ token: string }>().token;
    const document = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { 'x-api-token-scopes'?: string[] }>>;
    }>();
    tokenRoutes = new Set(
      Object.entries(document.paths).flatMap(([path, operations]) =>
        Object.entries(operations)
          .filter(([, operation]) => operation['x-api-token-scopes'])
          .map(([method]) => `${method.toUpperCase()} ${path}`),
      ),
    );
  });
  afterAll(async () => {
    await context.t.close();
    await dns.stop();
    await wallet.remove();
  });

  /** The role's session; a session of its own for logging out, so the role stays signed in. */
  async function cookieOf(role: Role, route: string): Promise<string | undefined> {
    if (role === 'anonymous') return undefined;
    const user = context.users[role];
    if (route !== 'POST /api/user/logout') return user.cookie;
    const response = await context.t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: user.email, password: user.password },
    });
    return cookieHeader(response.headers['set-cookie']);
  }

  /** Puts the three accounts back in the state the table assumes. */
  async function resetState() {
    const { users, t } = context;
    await grantSubscription(t.database.db, users.owner.id, { cards: 10, status: 'trialing' });
    await grantSubscription(t.database.db, users.other.id, { cards: 10, status: 'trialing' });
  }

  it('has an entry for every documented route and no entry for a route that is gone', async () => {
    const document = (await context.t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const documented = Object.entries(document.paths)
      .flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
      )
      .sort();
    expect(Object.keys(TABLE).sort()).toEqual(documented);
  });

  for (const [route, entry] of Object.entries(TABLE)) {
    it(`${route}: ${ROLES.map((role) => `${role} ${entry.expect[role]}`).join(', ')}`, async () => {
      const seen: Partial<Record<Role, number>> = {};
      for (const role of ROLES) {
        await resetState();
        const options = await entry.request(context, role);
        const cookie = await cookieOf(role, route);
        const response = await context.t.app.inject({
          ...options,
          headers: { ...(options.headers ?? {}), ...(cookie ? { cookie } : {}) },
        });
        seen[role] = response.statusCode;
        if (response.statusCode >= 400) {
          // Every refusal has the documented error shape.
          expect(response.json(), `${route} as ${role}`).toMatchObject({
            error: expect.any(String),
            message: expect.any(String),
          });
        }
      }
      expect(seen).toEqual(entry.expect);

      await resetState();
      const expected = tokenRoutes.has(route) ? entry.token : tokenMeets(entry);
      // On a public route the token comes as a visitor would; elsewhere with the owner's request.
      const options = await entry.request(
        context,
        entry.expect.anonymous === 401 ? 'owner' : 'anonymous',
      );
      const answer = await context.t.app.inject({
        ...options,
        headers: { ...(options.headers ?? {}), authorization: `Bearer ${apiToken}` },
      });
      expect(expected, `${route}: a route tokens may use needs its \`token\``).toBeDefined();
      expect(answer.statusCode, `${route} with an API token: ${answer.body}`).toBe(
        expected?.status,
      );
      if (expected?.error) {
        expect(answer.json<{ error: string }>().error, route).toBe(expected.error);
      }
    });
  }
});
