import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgAllows, type OrgAction, type OrgResource } from '../../src/shared/organisation-policy';
import type { OrgRole } from '../../src/shared/organisations';
import { API_TOKEN_SCOPES, type ApiTokenScope } from '../../src/shared/api-tokens';
import { LoopbackDns } from '../support/fakes/dns-server';
import { grantOrganisationSubscription } from '../support/shared/grants';
import { multipart } from '../support/shared/multipart';
import {
  createMailingTestApp,
  createOrganisation,
  invite,
  inviteAndJoin,
  madeOrgCard,
  type MailingTestApp,
  orgCall,
} from '../support/api/organisations';
import { createUser, uniqueEmail, type TestUser } from '../support/api/users';

/**
 * Every organisation route, every card route on an organisation's card, and the billing routes on
 * the organisation's subscription (`orgId`), called by each role
 * of one organisation (owner, admin, member), by a signed-in outsider and by a visitor. The
 * expectations come from the organisation policy's table (shared/organisation-policy.ts): change
 * the table and they move with it; the requests then prove the routes obey it. An outsider always
 * meets 404 (the organisation, or the card, does not exist for them); a role without the grant
 * meets 403 on an organisation route, and 404 on a card it may not reach.
 *
 * The organisation's API tokens too: on a route the OpenAPI document opens to tokens, a token with
 * each scope alone meets what an admin meets where its scope reaches the route, else 403
 * API_TOKEN_SCOPE_MISSING; on every other route a token with every scope meets 401
 * API_TOKEN_NOT_ACCEPTED (with fewer scopes a token reaches less, never more).
 */
const CALLERS = ['anonymous', 'outsider', 'member', 'admin', 'owner'] as const;
type Caller = (typeof CALLERS)[number];
type Expected = Record<Caller, number>;
const ROLES: readonly OrgRole[] = ['member', 'admin', 'owner'];

const as = (role: OrgRole) => ({ userId: role, organisationId: 'matrix', role });

/** An organisation route: `status` where the role's grant allows it, else 403. */
const byOrgPolicy = (action: OrgAction, resource: OrgResource, status: number): Expected => {
  const expected: Expected = { anonymous: 401, outsider: 404, member: 0, admin: 0, owner: 0 };
  for (const role of ROLES) expected[role] = orgAllows(as(role), action, resource) ? status : 403;
  return expected;
};

/**
 * A card route on an organisation's card, assigned to the member or not: `status` where a grant
 * on every card or on one's own (and the card is theirs) reaches it, else 404.
 */
const byCardPolicy = (action: OrgAction, assignedToMember: boolean, status: number): Expected => {
  const expected: Expected = { anonymous: 401, outsider: 404, member: 0, admin: 0, owner: 0 };
  for (const role of ROLES) {
    const reaches =
      orgAllows(as(role), action, 'card') ||
      (orgAllows(as(role), action, 'own-card') && role === 'member' && assignedToMember);
    expected[role] = reaches ? status : 404;
  }
  return expected;
};

interface Context {
  t: MailingTestApp;
  /** Tokens of the organisation: one with each scope alone, and one with them all. */
  tokens: Record<ApiTokenScope | 'every scope', string>;
  /** The scopes that reach each route tokens may use (`x-api-token-scopes`), by "METHOD /path". */
  tokenRoutes: Map<string, string[]>;
  users: Record<Exclude<Caller, 'anonymous'>, TestUser>;
  orgId: string;
  /** An organisation card assigned to the member, and one assigned to no one. */
  assignedCardId: string;
  unassignedCardId: string;
}

interface Entry {
  expect: Expected;
  request: (context: Context) => Promise<InjectOptions> | InjectOptions;
}

const cardFields = {
  fullName: 'Matrix Card',
  jobTitle: 'Tester',
  email: 'matrix@example.com',
  phone: '0412 345 678',
  location: 'Sydney',
};

const json = (url: string, payload: object = {}): InjectOptions => ({
  method: 'POST',
  url,
  payload,
});

const form = (url: string, fields: Record<string, string>): InjectOptions => {
  const body = multipart(fields);
  return { method: 'POST', url, headers: body.headers, payload: body.payload };
};

/** A card of the organisation, made by its owner; assigned to `assignee` when given. */
async function newOrgCard({ t, users, orgId }: Context, assignee?: string): Promise<string> {
  const { id } = await madeOrgCard(t, users.owner, orgId, cardFields);
  if (assignee) {
    const assigned = await orgCall(t, users.owner, 'assign-card', {
      orgId,
      cardId: id,
      userId: assignee,
    });
    if (assigned.statusCode !== 200) throw new Error(`assign: ${assigned.body}`);
  }
  return id;
}

/** A new person invited into the organisation with the role, who accepts by the mailed link. */
const joined = async (t: MailingTestApp, owner: TestUser, orgId: string, role: OrgRole) =>
  (await inviteAndJoin(t, owner, orgId, role, { email: uniqueEmail('matrix') })).person;

/** A request of the owner's, for what an entry needs made first. */
const asOwner = (context: Context, request: InjectOptions) =>
  context.t.app.inject({
    ...request,
    headers: { ...request.headers, cookie: context.users.owner.cookie },
  });

const pendingInvitation = ({ t, users, orgId }: Context): Promise<string> =>
  invite(t, users.owner, orgId, uniqueEmail('pending'));

/** A domain the owner has added (pending: nothing is published for it). */
async function addedDomain(context: Context): Promise<string> {
  const domain = `matrix-${Math.random().toString(36).slice(2, 10)}.test`;
  const added = await asOwner(
    context,
    json('/api/org/domains/add', { orgId: context.orgId, domain }),
  );
  if (added.statusCode !== 200) throw new Error(`domain: ${added.statusCode} ${added.body}`);
  return domain;
}

const TABLE: Record<string, Entry> = {
  'update the organisation': {
    expect: byOrgPolicy('edit', 'organisation', 200),
    request: ({ orgId }) => json('/api/org/update', { orgId, name: 'Matrix Org' }),
  },
  'delete the organisation (a wrong confirmation)': {
    expect: byOrgPolicy('delete', 'organisation', 400),
    request: ({ orgId }) => json('/api/org/delete', { orgId, confirmation: 'not it' }),
  },
  invite: {
    expect: byOrgPolicy('create', 'invitation', 200),
    request: ({ orgId }) =>
      json('/api/org/invite', { orgId, email: uniqueEmail('invitee'), role: 'member' }),
  },
  'list invitations': {
    expect: byOrgPolicy('view', 'invitation', 200),
    request: ({ orgId }) => json('/api/org/list-invitations', { orgId }),
  },
  'revoke an invitation': {
    expect: byOrgPolicy('delete', 'invitation', 200),
    request: async (context) =>
      json('/api/org/revoke-invitation', {
        orgId: context.orgId,
        invitationId: await pendingInvitation(context),
      }),
  },
  'list members': {
    expect: byOrgPolicy('view', 'membership', 200),
    request: ({ orgId }) => json('/api/org/list-members', { orgId }),
  },
  "change a member's role": {
    expect: byOrgPolicy('edit', 'membership', 200),
    request: async (context) =>
      json('/api/org/update-member', {
        orgId: context.orgId,
        userId: (await joined(context.t, context.users.owner, context.orgId, 'member')).id,
        role: 'admin',
      }),
  },
  'remove a member': {
    expect: byOrgPolicy('delete', 'membership', 200),
    request: async (context) =>
      json('/api/org/remove-member', {
        orgId: context.orgId,
        userId: (await joined(context.t, context.users.owner, context.orgId, 'member')).id,
      }),
  },
  'read the brand kit': {
    expect: byOrgPolicy('view', 'brand', 200),
    request: ({ orgId }) => json('/api/org/get-brand', { orgId }),
  },
  'set the brand kit': {
    expect: byOrgPolicy('edit', 'brand', 200),
    request: ({ orgId }) =>
      form('/api/org/update-brand', { orgId, company: 'Matrix Org', locked: '["company"]' }),
  },
  'import people (a dry run)': {
    expect: byOrgPolicy('create', 'invitation', 200),
    request: ({ orgId }) => {
      const body = multipart({ orgId, dryRun: 'true' }, [
        {
          field: 'file',
          filename: 'people.csv',
          contentType: 'text/csv',
          content: Buffer.from('Email,Name\r\nmatrix-import@example.com,Matrix Person\r\n'),
        },
      ]);
      return {
        method: 'POST',
        url: '/api/org/import',
        headers: body.headers,
        payload: body.payload,
      };
    },
  },
  'read the audit log': {
    expect: byOrgPolicy('view', 'audit-log', 200),
    request: ({ orgId }) => json('/api/org/audit-log', { orgId }),
  },
  'make an API token': {
    expect: byOrgPolicy('create', 'api-token', 201),
    request: ({ orgId }) =>
      json('/api/org/api-tokens/create', {
        orgId,
        name: 'Matrix',
        scopes: ['members:read'],
        expiresInDays: 7,
      }),
  },
  'list the API tokens': {
    expect: byOrgPolicy('view', 'api-token', 200),
    request: ({ orgId }) => json('/api/org/api-tokens/list', { orgId }),
  },
  'revoke an API token': {
    expect: byOrgPolicy('delete', 'api-token', 200),
    request: async (context) => {
      const made = await asOwner(
        context,
        json('/api/org/api-tokens/create', {
          orgId: context.orgId,
          name: 'Matrix revoke',
          scopes: ['members:read'],
          expiresInDays: 7,
        }),
      );
      return json('/api/org/api-tokens/revoke', {
        orgId: context.orgId,
        id: made.json<{ id: string }>().id,
      });
    },
  },
  "list the organisation's leads (each their own)": {
    expect: byOrgPolicy('view', 'own-lead', 200),
    request: ({ orgId }) => json('/api/leads/list', { orgId }),
  },
  "the organisation's figures (each their own)": {
    expect: byOrgPolicy('view', 'own-insights', 200),
    request: ({ orgId }) => json('/api/analytics/summary', { orgId, days: 7 }),
  },
  "list the organisation's webhooks": {
    expect: byOrgPolicy('view', 'webhook', 200),
    request: ({ orgId }) => json('/api/webhooks/list', { orgId }),
  },
  'add a domain': {
    expect: byOrgPolicy('create', 'domain', 200),
    request: ({ orgId }) => json('/api/org/domains/add', { orgId, domain: 'matrix-org.test' }),
  },
  'check a domain (its record is not published)': {
    expect: byOrgPolicy('edit', 'domain', 200),
    request: async (context) =>
      json('/api/org/domains/verify', {
        orgId: context.orgId,
        domain: await addedDomain(context),
      }),
  },
  'list the domains': {
    expect: byOrgPolicy('view', 'domain', 200),
    request: ({ orgId }) => json('/api/org/domains/list', { orgId }),
  },
  'remove a domain': {
    expect: byOrgPolicy('delete', 'domain', 200),
    request: async (context) =>
      json('/api/org/domains/remove', {
        orgId: context.orgId,
        domain: await addedDomain(context),
      }),
  },
  'see the single sign-on': {
    expect: byOrgPolicy('view', 'sso', 200),
    request: ({ orgId }) => json('/api/org/sso/get', { orgId }),
  },
  'connect single sign-on (for a domain not verified)': {
    expect: byOrgPolicy('edit', 'sso', 409),
    request: ({ orgId }) =>
      json('/api/org/sso/save', {
        orgId,
        protocol: 'oidc',
        domain: 'matrix-unverified.test',
        issuer: 'https://idp.matrix-unverified.test',
        clientId: 'client',
        clientSecret: 'secret',
      }),
  },
  'require single sign-on (none connected)': {
    expect: byOrgPolicy('edit', 'sso', 404),
    request: ({ orgId }) => json('/api/org/sso/enforce', { orgId, enforced: true }),
  },
  'remove single sign-on (none connected)': {
    expect: byOrgPolicy('delete', 'sso', 404),
    request: ({ orgId }) => json('/api/org/sso/delete', { orgId }),
  },
  "export the organisation's data": {
    expect: byOrgPolicy('view', 'export', 200),
    request: ({ orgId }) => ({ method: 'GET', url: `/api/org/export?orgId=${orgId}` }),
  },
  'create an organisation card': {
    expect: byOrgPolicy('create', 'card', 201),
    request: ({ orgId }) => form(`/api/card/create-card?orgId=${orgId}`, cardFields),
  },
  "list the organisation's cards": {
    expect: byCardPolicy('view', true, 200),
    request: ({ orgId }) => json('/api/org/list-cards', { orgId }),
  },
  "list one's cards in the organisation": {
    expect: byCardPolicy('view', true, 200),
    request: ({ orgId }) => json('/api/card/list-user-cards', { orgId }),
  },
  'assign a card': {
    expect: byOrgPolicy('edit', 'card', 200),
    request: ({ orgId, unassignedCardId }) =>
      json('/api/org/assign-card', { orgId, cardId: unassignedCardId, userId: null }),
  },
  'open the card assigned to the member': {
    expect: byCardPolicy('view', true, 200),
    request: ({ assignedCardId }) => ({ method: 'GET', url: `/api/card?id=${assignedCardId}` }),
  },
  'open a card assigned to no one': {
    expect: byCardPolicy('view', false, 200),
    request: ({ unassignedCardId }) => ({ method: 'GET', url: `/api/card?id=${unassignedCardId}` }),
  },
  'edit the card assigned to the member': {
    expect: byCardPolicy('edit', true, 200),
    request: ({ assignedCardId }) =>
      form('/api/card/update-card', { ...cardFields, id: assignedCardId }),
  },
  'edit a card assigned to no one': {
    expect: byCardPolicy('edit', false, 200),
    request: ({ unassignedCardId }) =>
      form('/api/card/update-card', { ...cardFields, id: unassignedCardId }),
  },
  'delete a card assigned to the member': {
    expect: byCardPolicy('delete', true, 200),
    request: async (context) =>
      json('/api/card/delete-card', {
        id: await newOrgCard(context, context.users.member.id),
      }),
  },
  // Its directory provisioning: tokens and admin groups.
  'create a SCIM token': {
    expect: byOrgPolicy('create', 'scim', 201),
    request: ({ orgId }) => json('/api/org/scim-tokens/create', { orgId, name: 'Matrix' }),
  },
  "list the organisation's SCIM tokens": {
    expect: byOrgPolicy('view', 'scim', 200),
    request: ({ orgId }) => json('/api/org/scim-tokens/list', { orgId }),
  },
  'revoke a SCIM token': {
    expect: byOrgPolicy('delete', 'scim', 200),
    // Each caller meets a token of its own, made by the owner.
    request: async ({ t, orgId, users }) => {
      const made = await t.app.inject({
        ...json('/api/org/scim-tokens/create', { orgId, name: 'To revoke' }),
        headers: { cookie: users.owner.cookie },
      });
      return json('/api/org/scim-tokens/revoke', { orgId, id: made.json<{ id: string }>().id });
    },
  },
  'read the SCIM settings': {
    expect: byOrgPolicy('view', 'scim', 200),
    request: ({ orgId }) => json('/api/org/scim-settings', { orgId }),
  },
  'set the SCIM admin groups': {
    expect: byOrgPolicy('edit', 'scim', 200),
    request: ({ orgId }) =>
      json('/api/org/scim-settings/update', { orgId, adminGroups: ['Matrix Admins'] }),
  },
  // The organisation's subscription (a trial of 100 cards).
  "read the organisation's subscription": {
    expect: byOrgPolicy('view', 'billing', 200),
    request: ({ orgId }) => json('/api/payments/get-subscription-details', { orgId }),
  },
  'add cards to it (past the trial’s limit)': {
    expect: byOrgPolicy('create', 'billing', 400),
    request: ({ orgId }) =>
      json('/api/payments/create-checkout-session', { orgId, card_quantity: 1 }),
  },
  "change its trial's card count": {
    expect: byOrgPolicy('edit', 'billing', 200),
    request: ({ orgId }) =>
      json('/api/payments/update-trial-card-count', { orgId, new_card_count: 50 }),
  },
  'open its billing portal': {
    expect: byOrgPolicy('edit', 'billing', 200),
    request: ({ orgId }) => json('/api/payments/create-portal-session', { orgId }),
  },
  'update its payment method on the local portal': {
    expect: byOrgPolicy('edit', 'billing', 200),
    request: ({ orgId }) => json('/api/billing/local/portal/payment-method', { orgId }),
  },
  'cancel it': {
    expect: byOrgPolicy('delete', 'billing', 200),
    // Each caller meets a live trial; the owner's cancellation ends it, the next request's starts it again.
    request: async ({ t, orgId }) => {
      await grantOrganisationSubscription(t.database.db, orgId, { cards: 100 });
      return json('/api/payments/cancel-subscription', { orgId });
    },
  },
};

/** An API token of the organisation with `scopes`, made by its owner. */
async function newToken(
  t: MailingTestApp,
  owner: TestUser,
  orgId: string,
  scopes: readonly ApiTokenScope[],
): Promise<string> {
  const made = await orgCall(t, owner, 'api-tokens/create', {
    orgId,
    name: `Matrix ${scopes.length === 1 ? scopes[0] : 'all'}`,
    scopes,
    expiresInDays: 7,
  });
  if (made.statusCode !== 201) throw new Error(`token: ${made.body}`);
  return made.json<{ token: string }>().token;
}

async function routesTokensMayUse(t: MailingTestApp): Promise<Map<string, string[]>> {
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  const { paths } = response.json<{
    paths: Record<string, Record<string, { 'x-api-token-scopes'?: string[] }>>;
  }>();
  const routes = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const scopes = operation['x-api-token-scopes'];
      if (scopes) routes.set(`${method.toUpperCase()} ${path}`, scopes);
    }
  }
  return routes;
}

type TokenLabel = keyof Context['tokens'];

/** Which tokens an entry is called with, and what each meets (see the note at the top). */
function tokenExpectations(
  context: Context,
  entry: Entry,
  request: InjectOptions,
): [TokenLabel, { status: number; error?: string }][] {
  const path = (request.url ?? '').toString().split('?')[0];
  const reaching = context.tokenRoutes.get(`${request.method ?? 'GET'} ${path}`);
  if (!reaching) return [['every scope', { status: 401, error: 'API_TOKEN_NOT_ACCEPTED' }]];
  return API_TOKEN_SCOPES.map((scope) => [
    scope,
    reaching.includes(scope)
      ? { status: entry.expect.admin }
      : { status: 403, error: 'API_TOKEN_SCOPE_MISSING' },
  ]);
}

describe('the organisation roles over every organisation route', () => {
  let context: Context;
  // Domain checks ask a DNS server of the test's own, which knows no name.
  let dns: LoopbackDns;

  beforeAll(async () => {
    dns = await new LoopbackDns().start();
    const t = await createMailingTestApp({
      AUTH_RATE_LIMIT_PER_IP: '1000',
      AUTH_RATE_LIMIT_PER_EMAIL: '1000',
      DNS_SERVERS: dns.address,
    });
    const owner = await createUser(t.app, { fullName: 'Olive Owner' });
    const orgId = (await createOrganisation(t, owner, 'Matrix Org', { cards: 100 })).id;
    context = {
      t,
      orgId,
      users: {
        owner,
        admin: await joined(t, owner, orgId, 'admin'),
        member: await joined(t, owner, orgId, 'member'),
        outsider: await createUser(t.app),
      },
      assignedCardId: '',
      unassignedCardId: '',
      tokens: {
        ...Object.fromEntries(
          await Promise.all(
            API_TOKEN_SCOPES.map(async (scope) => [
              scope,
              await newToken(t, owner, orgId, [scope]),
            ]),
          ),
        ),
        'every scope': await newToken(t, owner, orgId, API_TOKEN_SCOPES),
      } as Context['tokens'],
      tokenRoutes: await routesTokensMayUse(t),
    };
    context.assignedCardId = await newOrgCard(context, context.users.member.id);
    context.unassignedCardId = await newOrgCard(context);
  });
  afterAll(async () => {
    await context.t.close();
    await dns.stop();
  });

  for (const [name, entry] of Object.entries(TABLE)) {
    it(`${name}: ${CALLERS.map((caller) => `${caller} ${entry.expect[caller]}`).join(', ')}`, async () => {
      for (const caller of CALLERS) {
        const request = await entry.request(context);
        const cookie = caller === 'anonymous' ? {} : { cookie: context.users[caller].cookie };
        const response = await context.t.app.inject({
          ...request,
          headers: { ...request.headers, ...cookie },
        });
        expect(response.statusCode, `${caller}: ${response.body}`).toBe(entry.expect[caller]);
      }
      const first = await entry.request(context);
      const tokens = tokenExpectations(context, entry, first);
      for (const [index, [label, expected]] of tokens.entries()) {
        // Each call meets what it needs made first, as each caller above did.
        const request = index === 0 ? first : await entry.request(context);
        const response = await context.t.app.inject({
          ...request,
          headers: { ...request.headers, authorization: `Bearer ${context.tokens[label]}` },
        });
        expect(response.statusCode, `a token with ${label}: ${response.body}`).toBe(
          expected.status,
        );
        if (expected.error) expect(response.json<{ error: string }>().error).toBe(expected.error);
      }
    });
  }

  it('covers every organisation route of the OpenAPI document', async () => {
    // The cards some requests make need the subscription the table's last rows cancel.
    await grantOrganisationSubscription(context.t.database.db, context.orgId, { cards: 100 });
    const response = await context.t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    const called = new Set(
      await Promise.all(
        Object.values(TABLE).map(async (entry) => {
          const request = await entry.request(context);
          return (request.url ?? '').toString().split('?')[0];
        }),
      ),
    );
    // Leaving, and the invitation's own two routes, are the invitee's and the leaver's (their
    // rules are in organisations.api.test.ts); create and list are anyone's.
    const elsewhere = ['leave', 'get-invitation', 'accept-invitation', 'create', 'list'];
    const orgRoutes = paths.filter(
      (route) =>
        route.startsWith('/api/org/') && !elsewhere.includes(route.slice('/api/org/'.length)),
    );
    for (const route of orgRoutes) expect(called, route).toContain(route);
  });
});
