import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_TOKEN_PREFIX,
  API_TOKEN_REQUESTS_PER_MINUTE,
  API_TOKEN_SCOPES,
  type ApiToken,
  type ApiTokenScope,
  tokenReaches,
} from '../../../shared/api-tokens';
import type { Card } from '../../../shared/card';
import type { OrgAuditEntry, OrgSummary } from '../../../shared/organisations';
import { organisationApiTokens, rateLimits } from '../../db/schema';
import { SAMPLE_CARD_FIELDS } from '../../../../tests/support/api/cards';
import { LogCapture } from '../../../../tests/support/api/log-capture';
import { createTestApp, type TestApp } from '../../../../tests/support/api/test-app';
import {
  createUser,
  latestMailedLink,
  uniqueEmail,
  type TestUser,
} from '../../../../tests/support/api/users';
import { grantOrganisationSubscription } from '../../../../tests/support/shared/grants';
import { multipart } from '../../../../tests/support/shared/multipart';

/**
 * Organisation API tokens (docs/product.md#api-tokens), used over HTTP the way a script would:
 * `Authorization: Bearer <token>`. Each scope reaches its routes and no other; a token reaches no
 * route that takes only a session; expired, revoked and wrong tokens are refused with their
 * codes; the token is never stored or logged.
 */
describe('organisation API tokens', () => {
  const log = new LogCapture();
  let t: TestApp;
  let owner: TestUser;
  let admin: TestUser;
  let member: TestUser;
  let outsider: TestUser;
  let org: OrgSummary;
  let other: OrgSummary;
  let card: Card;
  /** Every token this file was given, to look for at rest and in the log. */
  const issued: string[] = [];

  const post = (user: TestUser | undefined, url: string, payload: object = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: user ? { cookie: user.cookie } : {},
      payload,
    });

  const withToken = (token: string, request: InjectOptions) =>
    t.app.inject({
      ...request,
      headers: { ...request.headers, authorization: `Bearer ${token}` },
    });

  const json = (url: string, payload: object = {}): InjectOptions => ({
    method: 'POST',
    url,
    payload,
  });
  const form = (url: string, fields: Record<string, string>): InjectOptions => {
    const body = multipart(fields);
    return { method: 'POST', url, headers: body.headers, payload: body.payload };
  };

  /** A card of the organisation, made by its owner's session. */
  async function orgCard(orgId: string, fullName: string): Promise<Card> {
    const body = multipart({ ...SAMPLE_CARD_FIELDS, fullName });
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/card/create-card?orgId=${orgId}`,
      headers: { ...body.headers, cookie: owner.cookie },
      payload: body.payload,
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json<Card>();
  }

  async function join(role: 'admin' | 'member') {
    const email = uniqueEmail(role);
    await post(owner, '/api/org/invite', { orgId: org.id, email, role });
    const token = new URL(await latestMailedLink(t.app, email)).searchParams.get('token');
    const person = await createUser(t.app, { email });
    const accepted = await post(person, '/api/org/accept-invitation', { token });
    expect(accepted.statusCode, accepted.body).toBe(200);
    return person;
  }

  async function newToken(
    scopes: readonly ApiTokenScope[],
    options: { by?: TestUser; orgId?: string; name?: string } = {},
  ) {
    const response = await post(options.by ?? owner, '/api/org/api-tokens/create', {
      orgId: options.orgId ?? org.id,
      name: options.name ?? `Script ${scopes.join(' ')}`,
      scopes,
      expiresInDays: 30,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const created = response.json<{ id: string; token: string }>();
    issued.push(created.token);
    return created;
  }

  const listTokens = async (orgId = org.id) => {
    const response = await post(owner, '/api/org/api-tokens/list', { orgId });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ items: ApiToken[] }>().items;
  };

  beforeAll(async () => {
    // At debug every request and its answer are logged (lib/request-log.ts).
    t = await createTestApp({ LOG_LEVEL: 'debug' }, { logStream: log });
    owner = await createUser(t.app, { fullName: 'Olivia Owner' });
    outsider = await createUser(t.app, { fullName: 'Otto Outsider' });
    org = (await post(owner, '/api/org/create', { name: 'Token Ltd' })).json<OrgSummary>();
    other = (await post(owner, '/api/org/create', { name: 'Other Ltd' })).json<OrgSummary>();
    await grantOrganisationSubscription(t.database.db, org.id, { cards: 10 });
    await grantOrganisationSubscription(t.database.db, other.id, { cards: 1 });
    admin = await join('admin');
    member = await join('member');
    card = await orgCard(org.id, 'Front Desk');
  });
  afterAll(() => t.close());

  it('lets owners and admins make, list and revoke tokens, and no one else', async () => {
    const byAdmin = await newToken(['members:read'], { by: admin, name: 'By the admin' });
    expect(byAdmin.token.startsWith(API_TOKEN_PREFIX)).toBe(true);
    const request = { orgId: org.id, name: 'x', scopes: ['cards:read'], expiresInDays: 7 };
    expect((await post(member, '/api/org/api-tokens/create', request)).statusCode).toBe(403);
    expect((await post(outsider, '/api/org/api-tokens/create', request)).statusCode).toBe(404);
    expect((await post(undefined, '/api/org/api-tokens/create', request)).statusCode).toBe(401);
    expect((await post(member, '/api/org/api-tokens/list', { orgId: org.id })).statusCode).toBe(
      403,
    );
    expect(
      (await post(member, '/api/org/api-tokens/revoke', { orgId: org.id, id: byAdmin.id }))
        .statusCode,
    ).toBe(403);
    // A token cannot make tokens.
    const tokenMakesToken = await withToken(
      byAdmin.token,
      json('/api/org/api-tokens/create', request),
    );
    expect(tokenMakesToken.statusCode).toBe(401);

    const listed = (await listTokens()).find((token) => token.id === byAdmin.id);
    expect(listed).toMatchObject({
      name: 'By the admin',
      scopes: ['members:read'],
      state: 'active',
      lastUsedAt: null,
      revokedAt: null,
    });
    expect(JSON.stringify(await listTokens())).not.toContain(byAdmin.token.slice(-20));
    const days = (Date.parse(listed!.expiresAt) - Date.parse(listed!.createdAt)) / 86_400_000;
    expect(Math.round(days)).toBe(30);

    // Another organisation's token is not found through this one.
    expect(
      (await post(owner, '/api/org/api-tokens/revoke', { orgId: other.id, id: byAdmin.id }))
        .statusCode,
    ).toBe(404);
  });

  it('rejects a name, scope or expiry out of bounds', async () => {
    const bad = [
      { name: '', scopes: ['cards:read'], expiresInDays: 7 },
      { name: 'x', scopes: [], expiresInDays: 7 },
      { name: 'x', scopes: ['cards:delete'], expiresInDays: 7 },
      { name: 'x', scopes: ['cards:read'], expiresInDays: 0 },
      { name: 'x', scopes: ['cards:read'], expiresInDays: 366 },
    ];
    for (const body of bad) {
      const response = await post(owner, '/api/org/api-tokens/create', { orgId: org.id, ...body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  /** A request each scope covers, and the status it answers with the scope. */
  const ROUTES: Record<ApiTokenScope, { request: () => InjectOptions; status: number }[]> = {
    'cards:read': [
      { request: () => json('/api/org/list-cards', { orgId: org.id }), status: 200 },
      { request: () => json('/api/card/list-user-cards', { orgId: org.id }), status: 200 },
      { request: () => ({ method: 'GET', url: `/api/card?id=${card.id}` }), status: 200 },
    ],
    'cards:write': [
      {
        request: () =>
          form(`/api/card/create-card?orgId=${org.id}`, {
            ...SAMPLE_CARD_FIELDS,
            fullName: 'Made By Token',
          }),
        status: 201,
      },
      {
        request: () =>
          json('/api/org/assign-card', { orgId: org.id, cardId: card.id, userId: null }),
        status: 200,
      },
      {
        request: () => form('/api/card/update-card', { ...SAMPLE_CARD_FIELDS, id: card.id }),
        status: 200,
      },
    ],
    'leads:read': [
      { request: () => json('/api/leads/list', { orgId: org.id }), status: 200 },
      {
        request: () => ({ method: 'GET', url: `/api/leads/export.csv?orgId=${org.id}` }),
        status: 200,
      },
      {
        request: () => ({ method: 'GET', url: `/api/leads/export.xlsx?orgId=${org.id}` }),
        status: 200,
      },
    ],
    'insights:read': [
      { request: () => json('/api/analytics/summary', { orgId: org.id, days: 7 }), status: 200 },
      {
        request: () => ({ method: 'GET', url: `/api/analytics/export.csv?orgId=${org.id}&days=7` }),
        status: 200,
      },
      {
        request: () => ({
          method: 'GET',
          url: `/api/analytics/export.xlsx?orgId=${org.id}&days=7`,
        }),
        status: 200,
      },
    ],
    'members:read': [
      { request: () => json('/api/org/list-members', { orgId: org.id }), status: 200 },
    ],
  };

  it.each(API_TOKEN_SCOPES)(
    'a %s token reaches its routes (writing cards includes reading them) and is refused the others',
    async (scope) => {
      const { token } = await newToken([scope]);
      for (const [routeScope, routes] of Object.entries(ROUTES)) {
        for (const route of routes) {
          const request = route.request();
          const response = await withToken(token, request);
          const reaches = tokenReaches([scope], routeScope as ApiTokenScope);
          const expected = reaches ? route.status : 403;
          expect(response.statusCode, `${scope} → ${request.url}: ${response.body}`).toBe(expected);
          if (expected === 403) {
            expect(response.json<{ error: string }>().error).toBe('API_TOKEN_SCOPE_MISSING');
          }
        }
      }
    },
  );

  it('answers what the scope allows: the organisation’s members and cards', async () => {
    const { token } = await newToken(['members:read', 'cards:read']);
    const members = await withToken(token, json('/api/org/list-members', { orgId: org.id }));
    const emails = members.json<{ items: { email: string }[] }>().items.map((m) => m.email);
    expect(emails.sort()).toEqual([owner.email, admin.email, member.email].sort());
    const cards = await withToken(token, json('/api/org/list-cards', { orgId: org.id }));
    const ids = cards.json<{ items: Card[] }>().items.map((c) => c.id);
    expect(ids).toContain(card.id);
  });

  it('writes cards as an admin would, and the audit log names the token', async () => {
    const { token } = await newToken(['cards:write'], { name: 'CRM sync' });
    const made = await withToken(
      token,
      form(`/api/card/create-card?orgId=${org.id}`, {
        ...SAMPLE_CARD_FIELDS,
        fullName: 'Synced Person',
      }),
    );
    expect(made.statusCode, made.body).toBe(201);
    const madeCard = made.json<Card>();
    const assigned = await withToken(
      token,
      json('/api/org/assign-card', { orgId: org.id, cardId: madeCard.id, userId: member.id }),
    );
    expect(assigned.statusCode, assigned.body).toBe(200);
    // The brand kit's locks hold for a token as for an admin.
    const kit = multipart({ orgId: org.id, company: 'Token Ltd', locked: '["company"]' });
    const brand = await t.app.inject({
      method: 'POST',
      url: '/api/org/update-brand',
      headers: { ...kit.headers, cookie: owner.cookie },
      payload: kit.payload,
    });
    expect(brand.statusCode, brand.body).toBe(200);
    const locked = await withToken(
      token,
      form('/api/card/update-card', {
        ...SAMPLE_CARD_FIELDS,
        fullName: 'Synced Person',
        company: 'Somewhere Else',
        id: madeCard.id,
      }),
    );
    expect(locked.statusCode, locked.body).toBe(403);
    expect(locked.json<{ error: string }>().error).toBe('FIELD_LOCKED');

    const audit = await post(owner, '/api/org/audit-log', { orgId: org.id });
    const entries = audit.json<{ items: OrgAuditEntry[] }>().items;
    const byToken = entries.filter((entry) => entry.actor.name === 'API token “CRM sync”');
    expect(byToken.map((entry) => entry.action).sort()).toEqual(['card.assign', 'card.create']);
  });

  it('reaches no route that takes only a session, nor the variants without an organisation', async () => {
    const { token } = await newToken(API_TOKEN_SCOPES);
    const refused: InjectOptions[] = [
      json('/api/user/get-user'),
      json('/api/org/list'),
      json('/api/org/update', { orgId: org.id, name: 'Taken Over' }),
      json('/api/org/invite', { orgId: org.id, email: uniqueEmail('x'), role: 'owner' }),
      json('/api/org/api-tokens/list', { orgId: org.id }),
      json('/api/org/audit-log', { orgId: org.id }),
      json('/api/org/get-brand', { orgId: org.id }),
      json('/api/card/delete-card', { id: card.id }),
      json('/api/webhooks/list', { orgId: org.id }),
      json('/api/leads/update', { id: card.id, note: 'x' }),
      // The same routes without orgId are a person's own.
      json('/api/card/list-user-cards', {}),
      json('/api/leads/list', {}),
      json('/api/analytics/summary', { days: 7 }),
      json('/api/admin/delete-user', { id: owner.id }),
      { method: 'GET', url: '/api/auth/get-session' },
      json('/api/auth/sign-out'),
    ];
    for (const request of refused) {
      const response = await withToken(token, request);
      expect(response.statusCode, `${request.url}: ${response.body}`).toBe(401);
      expect(response.json<{ error: string }>().error).toBe('API_TOKEN_NOT_ACCEPTED');
    }
    // A session cookie sent with the token does not make it a session request.
    const both = await t.app.inject({
      method: 'POST',
      url: '/api/org/list',
      headers: { cookie: owner.cookie, authorization: `Bearer ${token}` },
    });
    expect(both.statusCode).toBe(401);
  });

  it("answers 404 for another organisation's id and for its cards", async () => {
    const { token } = await newToken(API_TOKEN_SCOPES);
    const otherOrg = await withToken(token, json('/api/org/list-members', { orgId: other.id }));
    expect(otherOrg.statusCode).toBe(404);
    const othersCard = await orgCard(other.id, 'Elsewhere');
    for (const request of [
      { method: 'GET' as const, url: `/api/card?id=${othersCard.id}` },
      form('/api/card/update-card', { ...SAMPLE_CARD_FIELDS, id: othersCard.id }),
      json('/api/org/assign-card', { orgId: other.id, cardId: othersCard.id, userId: null }),
      json('/api/org/list-cards', { orgId: other.id }),
    ]) {
      const response = await withToken(token, request);
      expect(response.statusCode, `${request.url}: ${response.body}`).toBe(404);
    }
  });

  it('refuses a wrong, an expired and a revoked token, each with its code', async () => {
    const { id, token } = await newToken(['members:read']);
    const request = json('/api/org/list-members', { orgId: org.id });
    expect((await withToken(token, request)).statusCode).toBe(200);

    const wrong = `${token.slice(0, -4)}AAAA`;
    const wrongAnswer = await withToken(wrong, request);
    expect(wrongAnswer.statusCode).toBe(401);
    expect(wrongAnswer.json<{ error: string }>().error).toBe('API_TOKEN_INVALID');
    const unknown = await withToken(`${API_TOKEN_PREFIX}nothing`, request);
    expect(unknown.json<{ error: string }>().error).toBe('API_TOKEN_INVALID');

    // Its expiry passes (moved, as a day passing would).
    await t.database.db
      .update(organisationApiTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(organisationApiTokens.id, id));
    const expired = await withToken(token, request);
    expect(expired.statusCode).toBe(401);
    expect(expired.json<{ error: string }>().error).toBe('API_TOKEN_EXPIRED');
    expect((await listTokens()).find((item) => item.id === id)?.state).toBe('expired');

    const live = await newToken(['members:read'], { name: 'To revoke' });
    expect((await withToken(live.token, request)).statusCode).toBe(200);
    const revoke = await post(admin, '/api/org/api-tokens/revoke', { orgId: org.id, id: live.id });
    expect(revoke.statusCode, revoke.body).toBe(200);
    const revoked = await withToken(live.token, request);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json<{ error: string }>().error).toBe('API_TOKEN_REVOKED');
    const listed = (await listTokens()).find((item) => item.id === live.id);
    expect(listed?.state).toBe('revoked');
    expect(listed?.revokedAt).not.toBeNull();

    const audit = await post(owner, '/api/org/audit-log', { orgId: org.id });
    const entries = audit.json<{ items: OrgAuditEntry[] }>().items;
    const revokeEntry = entries.find(
      (entry) => entry.action === 'api-token.revoke' && entry.targetId === live.id,
    );
    expect(revokeEntry?.actor.email).toBe(admin.email);
    expect(revokeEntry?.details).toMatchObject({ name: 'To revoke' });
    const createEntry = entries.find(
      (entry) => entry.action === 'api-token.create' && entry.targetId === live.id,
    );
    expect(createEntry?.details).toMatchObject({ name: 'To revoke', scopes: ['members:read'] });
  });

  it('lists the last use, written at most once a minute', async () => {
    const { id, token } = await newToken(['members:read']);
    const request = json('/api/org/list-members', { orgId: org.id });
    await withToken(token, request);
    const first = (await listTokens()).find((item) => item.id === id)?.lastUsedAt;
    expect(first).toBeTruthy();
    await withToken(token, request);
    expect((await listTokens()).find((item) => item.id === id)?.lastUsedAt).toBe(first);
    // A minute later the next request writes it again.
    await t.database.db
      .update(organisationApiTokens)
      .set({ lastUsedAt: sql`now() - interval '61 seconds'` })
      .where(eq(organisationApiTokens.id, id));
    await withToken(token, request);
    const later = (await listTokens()).find((item) => item.id === id)?.lastUsedAt;
    expect(Date.parse(later!)).toBeGreaterThan(Date.parse(first!) - 1000);
    expect(later).not.toBe(first);
  });

  it(`limits a token to ${API_TOKEN_REQUESTS_PER_MINUTE} requests a minute, then 429 with Retry-After`, async () => {
    const { id, token } = await newToken(['members:read']);
    const request = json('/api/org/list-members', { orgId: org.id });
    expect((await withToken(token, request)).statusCode).toBe(200);
    // The minute's window as it stands after that many requests (made one by one it takes long).
    await t.database.db
      .update(rateLimits)
      .set({ count: API_TOKEN_REQUESTS_PER_MINUTE })
      .where(eq(rateLimits.key, `api-token:${id}`));
    const limited = await withToken(token, request);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another token of the organisation is not slowed by it.
    const { token: second } = await newToken(['members:read']);
    expect((await withToken(second, request)).statusCode).toBe(200);
  });

  it('marks the routes tokens may use in the OpenAPI document, with their scopes', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
      paths: Record<
        string,
        Record<string, { security?: Record<string, string[]>[]; 'x-api-token-scopes'?: string[] }>
      >;
    }>();
    expect(doc.components.securitySchemes.organisationApiToken).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    const marked: Record<string, string[]> = {};
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (operation['x-api-token-scopes']) {
          marked[`${method.toUpperCase()} ${path}`] = operation['x-api-token-scopes'];
          expect(operation.security).toContainEqual({ organisationApiToken: [] });
        }
      }
    }
    expect(marked).toEqual({
      'POST /api/org/list-cards': ['cards:read', 'cards:write'],
      'POST /api/card/list-user-cards': ['cards:read', 'cards:write'],
      'POST /api/card/set-card-languages': ['cards:write'],
      'GET /api/card': ['cards:read', 'cards:write'],
      'POST /api/card/create-card': ['cards:write'],
      'POST /api/card/update-card': ['cards:write'],
      'POST /api/org/assign-card': ['cards:write'],
      'POST /api/leads/list': ['leads:read'],
      'GET /api/leads/export.csv': ['leads:read'],
      'GET /api/leads/export.xlsx': ['leads:read'],
      'POST /api/analytics/summary': ['insights:read'],
      'GET /api/analytics/export.csv': ['insights:read'],
      'GET /api/analytics/export.xlsx': ['insights:read'],
      'POST /api/org/list-members': ['members:read'],
    });
  });

  it('keeps no token in any table nor in the log', async () => {
    expect(issued.length).toBeGreaterThan(5);
    const columns = (await t.database.db.execute(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'jsonb', 'ARRAY', 'character varying')`)) as {
      rows: { table_name: string; column_name: string }[];
    };
    // The secret part alone, too: the id before it (32 hex digits) is no secret. The secret may
    // hold an underscore itself, so it is everything after the id, not after the last one.
    const secrets = issued.map((token) => /^cv_org_[0-9a-f]{32}_(.+)$/.exec(token)?.[1] ?? '');
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(20);
      expect(log.text).not.toContain(secret);
    }
    // Every column once, for all the secrets at a time.
    const patterns = sql.join(
      secrets.map((secret) => sql`${`%${secret}%`}`),
      sql`, `,
    );
    const found: string[] = [];
    for (const { table_name: table, column_name: column } of columns.rows) {
      const result = (await t.database.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)}::text like any (array[${patterns}])`,
      )) as { rows: { n: number }[] };
      if ((result.rows[0]?.n ?? 0) > 0) found.push(`${table}.${column}`);
    }
    expect(found).toEqual([]);
    // The log did see the token's requests (and the refusals among them).
    const routes = log.requestLines().map((line) => `${line.route} ${line.status}`);
    expect(routes).toContain('/api/org/list-members 200');
    expect(routes).toContain('/api/org/list-members 401');
  });
});
