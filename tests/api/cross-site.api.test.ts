import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../src/shared/card';
import { setAdmin } from '../../src/server/modules/user';
import { multipart } from '../support/shared/multipart';
import { grantSubscription } from '../support/shared/grants';
import { createTestApp, type TestApp } from '../support/api/test-app';
import { cookieHeader, createUser, type TestUser } from '../support/api/users';

/**
 * Every state-changing route of the OpenAPI document (and better-auth's, which the document does
 * not list), sent by a browser on another site with the user's session cookie: refused with 403
 * before any handler runs. The same requests from our own pages, and from API clients that send
 * no Origin, are not refused.
 */
const EVIL = 'https://evil.example';
const SAFE = new Set(['get', 'head', 'options']);
/** Signed by the payment provider and called from its servers; exempt by design. */
const WEBHOOK = 'POST /api/payments/webhook';

/** better-auth's state-changing endpoints under /api/auth/* (one wildcard route in Fastify). */
const AUTH_ROUTES = [
  '/api/auth/sign-up/email',
  '/api/auth/sign-in/email',
  '/api/auth/sign-in/social',
  '/api/auth/sign-out',
  '/api/auth/change-password',
  '/api/auth/change-email',
  '/api/auth/update-user',
  '/api/auth/delete-user',
  '/api/auth/revoke-sessions',
  '/api/auth/request-password-reset',
  '/api/auth/reset-password',
  '/api/auth/send-verification-email',
].map((path) => `POST ${path}`);

const CROSS_SITE_HEADERS: Record<string, Record<string, string>> = {
  'Origin of another site': { origin: EVIL },
  'Sec-Fetch-Site: cross-site without Origin': { 'sec-fetch-site': 'cross-site' },
  both: { origin: EVIL, 'sec-fetch-site': 'cross-site' },
  'Origin of a sibling site': { origin: 'https://cards.example.com.evil.example' },
  'Origin: null (sandboxed frame, data: URL)': { origin: 'null' },
  'Origin of the same host on another port': { origin: 'http://localhost:1' },
};

/** The refusal; its message goes on to say what an operator could set (site-address tests). */
const REFUSAL = {
  error: 'CROSS_SITE_REQUEST',
  message: expect.stringMatching(/^Cross-site requests are not allowed\. /) as unknown,
};

interface DocumentedRoute {
  method: string;
  path: string;
}

async function documentedRoutes(t: TestApp): Promise<DocumentedRoute[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  const document = response.json<{ paths: Record<string, Record<string, unknown>> }>();
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => ({
      method: method.toUpperCase(),
      // Path parameters get a value so the route is matched.
      path: path.replace(/\{[^}]+\}/g, 'x'),
    })),
  );
}

const stateChanging = (routes: DocumentedRoute[]) =>
  routes
    .filter(({ method }) => !SAFE.has(method.toLowerCase()))
    .map(({ method, path }) => `${method} ${path}`);

const split = (route: string) => {
  const [method = '', url = ''] = route.split(' ');
  return { method: method as InjectOptions['method'], url };
};

describe('state-changing routes refuse cross-site requests', () => {
  let t: TestApp;
  let user: TestUser;
  let card: Card;
  let routes: string[];

  const as = (cookie: string, options: InjectOptions) =>
    t.app.inject({ ...options, headers: { ...(options.headers ?? {}), cookie } });

  /** An admin with a subscription and a card, so every route (member and admin) acts for them. */
  async function adminWithCard(): Promise<{ user: TestUser; card: Card }> {
    const admin = await createUser(t.app, { fullName: 'Ada Lovelace' });
    await setAdmin(t.database.db, admin.id, true);
    await grantSubscription(t.database.db, admin.id, { cards: 5, status: 'trialing' });
    const body = multipart({
      fullName: 'Ada Lovelace',
      jobTitle: 'Engineer',
      email: 'ada@example.com',
      phone: '0412 345 678',
      location: 'London',
    });
    const created = await as(admin.cookie, {
      method: 'POST',
      url: '/api/card/create-card',
      headers: body.headers,
      payload: body.payload,
    });
    expect(created.statusCode, created.body).toBe(201);
    return { user: admin, card: created.json<Card>() };
  }

  beforeAll(async () => {
    t = await createTestApp({
      PUBLIC_URL: 'https://cards.example.com',
      AUTH_RATE_LIMIT_PER_IP: '1000',
      AUTH_RATE_LIMIT_PER_EMAIL: '1000',
    });
    ({ user, card } = await adminWithCard());
    routes = stateChanging(await documentedRoutes(t));
  });
  afterAll(() => t.close());

  it('finds the state-changing routes in the OpenAPI document', () => {
    expect(routes.length).toBeGreaterThan(20);
    expect(routes).toEqual(
      expect.arrayContaining([
        'POST /api/user/update-user',
        'POST /api/card/delete-card',
        'POST /api/user/set-admin',
      ]),
    );
  });

  for (const [name, headers] of Object.entries(CROSS_SITE_HEADERS)) {
    it(`refuses every documented and auth route with ${name}`, async () => {
      const refused: Record<string, unknown> = {};
      const expected: Record<string, unknown> = {};
      for (const route of [...routes, ...AUTH_ROUTES]) {
        const response = await as(user.cookie, { ...split(route), headers, payload: {} });
        refused[route] = { status: response.statusCode, body: response.json() };
        expected[route] = { status: 403, body: REFUSAL };
      }
      expect(refused).toEqual(expected);
    });
  }

  it('refuses them under a percent-encoded path too', async () => {
    const refused: Record<string, number> = {};
    for (const route of [...routes, ...AUTH_ROUTES]) {
      const { method, url } = split(route);
      const encoded = url.replace(/^\/api\//, '/%61pi/');
      const response = await as(user.cookie, {
        method,
        url: encoded,
        headers: { origin: EVIL },
        payload: {},
      });
      // Either the router does not know the path or the guard refuses it; never the handler.
      refused[encoded] = response.statusCode === 404 ? 403 : response.statusCode;
    }
    expect(refused).toEqual(Object.fromEntries(Object.keys(refused).map((url) => [url, 403])));
  });

  it('changes nothing: with real bodies, the card, the name and the session stay', async () => {
    const { user, card } = await adminWithCard();
    const rename = multipart({ fullName: 'Mallory' });
    const attempts: (InjectOptions & { url: string })[] = [
      { method: 'POST', url: '/api/card/delete-card', payload: { id: card.id, userId: user.id } },
      {
        method: 'POST',
        url: '/api/user/update-user',
        headers: rename.headers,
        payload: rename.payload,
      },
      { method: 'POST', url: '/api/payments/cancel-subscription', payload: {} },
      { method: 'POST', url: '/api/user/set-admin', payload: { userId: user.id, isAdmin: false } },
      { method: 'POST', url: '/api/user/logout', payload: {} },
      { method: 'POST', url: '/api/auth/sign-out', payload: {} },
    ];
    for (const attempt of attempts) {
      const response = await as(user.cookie, {
        ...attempt,
        headers: { ...(attempt.headers ?? {}), origin: EVIL, 'sec-fetch-site': 'cross-site' },
      });
      expect(response.statusCode, attempt.url).toBe(403);
    }

    const me = await as(user.cookie, { method: 'POST', url: '/api/user/get-user', payload: {} });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ fullName: 'Ada Lovelace', isAdmin: true });
    expect(me.json()).toMatchObject({ subscriptionDetails: { status: 'trialing' } });
    const stored = await as(user.cookie, { method: 'GET', url: `/api/card?id=${card.id}` });
    expect(stored.statusCode).toBe(200);
  });

  it('does not refuse the same routes from our own pages or from API clients', async () => {
    // Its own account: these requests really act (cancel, revoke sessions, …).
    const { user } = await adminWithCard();
    const variants: Record<string, string>[] = [
      { origin: 'https://cards.example.com', 'sec-fetch-site': 'same-origin' },
      { origin: 'https://cards.example.com' },
      { 'sec-fetch-site': 'none' },
      {},
    ];
    const refused: string[] = [];
    for (const route of [...routes, ...AUTH_ROUTES]) {
      for (const headers of variants) {
        // Signing out would end the session the other requests use, so it gets a session of its own.
        const cookie = /logout|sign-out|delete-user|revoke-sessions/.test(route)
          ? await freshSession(user)
          : user.cookie;
        const response = await as(cookie, { ...split(route), headers, payload: {} });
        if (response.statusCode === 403 && response.body.includes('CROSS_SITE_REQUEST'))
          refused.push(`${route} ${JSON.stringify(headers)}`);
      }
    }
    expect(refused).toEqual([]);
  });

  async function freshSession(user: TestUser): Promise<string> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: user.email, password: user.password },
    });
    return cookieHeader(response.headers['set-cookie']);
  }

  it('lets safe methods through from anywhere (links and images from other sites)', async () => {
    for (const url of [`/api/card/showcase?id=${card.id}`, `/api/card/get-vcard?id=${card.id}`]) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { origin: EVIL, 'sec-fetch-site': 'cross-site' },
      });
      expect(response.statusCode, url).toBe(200);
    }
  });
});

describe('the cross-site guard with a payment provider and trusted origins', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      PUBLIC_URL: 'https://cards.example.com',
      TRUSTED_ORIGINS: 'https://partner.example.org',
      BILLING_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_cross_site',
      STRIPE_WEBHOOK_SECRET: 'whsec_test_cross_site',
      STRIPE_PRICE_ID: 'price_test_1',
      STRIPE_API_BASE: 'http://127.0.0.1:9',
    });
  });
  afterAll(() => t.close());

  it('exempts only the webhook, which answers by its signature instead', async () => {
    const routes = stateChanging(await documentedRoutes(t));
    expect(routes).toContain(WEBHOOK);
    const response = await t.app.inject({
      ...split(WEBHOOK),
      headers: {
        origin: EVIL,
        'sec-fetch-site': 'cross-site',
        'content-type': 'application/json',
        'stripe-signature': 't=1,v1=bad',
      },
      payload: '{}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).not.toMatchObject({ error: 'CROSS_SITE_REQUEST' });
  });

  it('does not let a path that only starts like the webhook through', async () => {
    for (const url of ['/api/payments/webhook/../../user/logout', '/api/payments/webhookx']) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { origin: EVIL },
        payload: {},
      });
      expect([403, 404], url).toContain(response.statusCode);
      expect(response.json(), url).toMatchObject({ error: expect.any(String) });
    }
  });

  it("exempts a SAML identity provider's answer posted to the ACS, which its signature answers for", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sso/saml2/sp/acs/org-unknown',
      headers: {
        origin: 'https://idp.example.net',
        'sec-fetch-site': 'cross-site',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'SAMLResponse=bm90IGEgcmVzcG9uc2U%3D&RelayState=x',
    });
    expect(response.json()).not.toMatchObject({ error: 'CROSS_SITE_REQUEST' });
    // Nothing signed in: the library refuses the answer itself.
    expect(String(response.headers['set-cookie'] ?? '')).not.toContain('session_token=');
  });

  it('does not let a path that only starts like the ACS through', async () => {
    for (const url of [
      '/api/auth/sso/saml2/sp/acs/x/../../../../sign-out',
      '/api/auth/sso/saml2/sp/acs/%2e%2e/%2e%2e/%2e%2e/%2e%2e/sign-out',
      '/api/auth/sso/saml2/sp/acs/x/y',
      '/api/auth/sso/saml2/sp/acsx/y',
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { origin: EVIL, 'content-type': 'application/json' },
        payload: {},
      });
      expect(response.statusCode, url).toBe(403);
      expect(response.json(), url).toMatchObject({ error: 'CROSS_SITE_REQUEST' });
    }
  });

  it('accepts an origin listed in TRUSTED_ORIGINS', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/get-user',
      headers: { origin: 'https://partner.example.org' },
      payload: {},
    });
    expect(response.statusCode).toBe(401);
  });
});
