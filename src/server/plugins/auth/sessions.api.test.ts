import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions, authUsers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../../tests/support/api/test-app';
import {
  cookieHeader,
  createUser,
  latestMailedLink,
  pathOf,
  signUp,
  uniqueEmail,
  type TestUser,
} from '../../../../tests/support/api/users';

describe('sessions and their tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signIn = (user: TestUser, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers,
      payload: { email: user.email, password: user.password },
    });
  const getUser = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/user/get-user', headers, payload: {} });
  const rawTokensOf = async (userId: string) =>
    (
      await t.database.db
        .select({ token: authSessions.token })
        .from(authSessions)
        .where(eq(authSessions.userId, userId))
    ).map((row) => row.token);

  it('a password change ends every other session at once, whatever the client asks', async () => {
    const user = await createUser(t.app);
    const other = await signIn(user);
    const otherCookie = cookieHeader(other.headers['set-cookie']);
    const otherBearer = { authorization: `Bearer ${String(other.headers['set-auth-token'])}` };
    // Used twice, so the server remembers the credential (RememberedSessions).
    for (let i = 0; i < 2; i += 1) {
      expect((await getUser({ cookie: otherCookie })).statusCode).toBe(200);
      expect((await getUser(otherBearer)).statusCode).toBe(200);
    }
    expect(t.app.rememberedSessions.size).toBeGreaterThan(0);

    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: user.cookie },
      payload: {
        currentPassword: user.password,
        newPassword: 'a-new-password-1',
        revokeOtherSessions: false,
      },
    });
    expect(changed.statusCode).toBe(200);
    expect((await getUser({ cookie: otherCookie })).statusCode).toBe(401);
    expect((await getUser(otherBearer)).statusCode).toBe(401);
    // The session that changed the password goes on with the cookie it was just given.
    const renewed = cookieHeader(changed.headers['set-cookie']);
    expect(renewed).toContain('cardvault.session_token=');
    expect((await getUser({ cookie: renewed })).statusCode).toBe(200);
  });

  it('no answer carries a raw session token, and a raw token is no bearer credential', async () => {
    const user = await createUser(t.app);
    const signedIn = await signIn(user);
    const cookie = cookieHeader(signedIn.headers['set-cookie']);
    const bodies = [signedIn.body];
    for (const url of ['/api/auth/get-session', '/api/auth/list-sessions']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(response.statusCode, url).toBe(200);
      bodies.push(response.body);
    }
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie },
      payload: { currentPassword: user.password, newPassword: 'another-password-2' },
    });
    bodies.push(changed.body);
    const tokens = await rawTokensOf(user.id);
    expect(tokens.length).toBeGreaterThan(0);
    for (const body of bodies) {
      for (const token of tokens) expect(body).not.toContain(token);
      expect(body).not.toMatch(/"token"/);
    }

    for (const token of tokens) {
      const refused = await getUser({ authorization: `Bearer ${token}` });
      expect(refused.statusCode).toBe(401);
      const session = await t.app.inject({
        method: 'GET',
        url: '/api/auth/get-session',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(session.json()).toBeNull();
    }
  });

  it('hands a signed bearer token to API clients, never to a page in the browser', async () => {
    const user = await createUser(t.app);
    const apiClient = await signIn(user);
    expect(String(apiClient.headers['set-auth-token'])).toContain('.');
    const page = await signIn(user, {
      origin: 'http://localhost:3000',
      'sec-fetch-site': 'same-origin',
      'sec-fetch-mode': 'cors',
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['set-auth-token']).toBeUndefined();
    expect(String(page.headers['access-control-expose-headers'] ?? '')).not.toContain(
      'set-auth-token',
    );
  });
});

describe('password reset links', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('one reset ends every other outstanding reset link of the user', async () => {
    const user = await createUser(t.app);
    const tokens: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      await t.app.inject({
        method: 'POST',
        url: '/api/support/send-password-reset-email',
        payload: { email: user.email },
      });
      tokens.push(new URL(await latestMailedLink(t.app, user.email)).pathname.split('/').at(-1)!);
    }
    const [older, newer] = tokens;
    expect(older).not.toBe(newer);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { newPassword: 'after-reset-1', token: newer },
    });
    expect(reset.statusCode).toBe(200);

    const olderLink = await t.app.inject({
      method: 'GET',
      url: `/api/auth/reset-password/${String(older)}?callbackURL=%2Flogin%3Fmode%3Dreset`,
    });
    expect(new URL(String(olderLink.headers.location), 'http://x').searchParams.get('error')).toBe(
      'INVALID_TOKEN',
    );
    const reuse = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { newPassword: 'attacker-choice', token: older },
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toMatchObject({ error: 'INVALID_TOKEN' });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: user.email, password: 'after-reset-1' },
    });
    expect(signIn.statusCode).toBe(200);
  });
});

describe('a verification link and the session it may start', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const sessionUserId = async (cookie: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie },
    });
    return (response.json() as { user?: { id: string } } | null)?.user?.id;
  };
  const sessionCookieOf = (setCookie: string | string[] | undefined) =>
    ([] as string[]).concat(setCookie ?? []).filter((cookie) => /session_token=[^;]/.test(cookie));

  it('never replaces the session of whoever opens it', async () => {
    const victim = await createUser(t.app);
    const attacker = uniqueEmail('attacker');
    await signUp(t.app, attacker);
    const link = await latestMailedLink(t.app, attacker);

    const opened = await t.app.inject({
      method: 'GET',
      url: pathOf(link),
      headers: {
        cookie: victim.cookie,
        'sec-fetch-site': 'cross-site',
        'sec-fetch-mode': 'navigate',
      },
    });
    expect(opened.statusCode).toBe(302);
    expect(sessionCookieOf(opened.headers['set-cookie'])).toEqual([]);
    expect(await sessionUserId(victim.cookie)).toBe(victim.id);

    // Opened from the address bar too: the signed-in user stays who they are.
    const direct = await t.app.inject({
      method: 'GET',
      url: pathOf(link),
      headers: { cookie: victim.cookie, 'sec-fetch-site': 'none' },
    });
    expect(sessionCookieOf(direct.headers['set-cookie'])).toEqual([]);
  });

  it('verifies but does not sign in when another site navigates to it', async () => {
    const email = uniqueEmail();
    await signUp(t.app, email);
    const opened = await t.app.inject({
      method: 'GET',
      url: pathOf(await latestMailedLink(t.app, email)),
      headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
    });
    expect(opened.statusCode).toBe(302);
    expect(sessionCookieOf(opened.headers['set-cookie'])).toEqual([]);
    expect(opened.headers['set-auth-token']).toBeUndefined();
    const location = new URL(String(opened.headers.location), 'http://x');
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('verified')).toBe('true');
    // Only the verification happened: no session row is left behind either.
    const sessions = await t.database.db
      .select({ id: authSessions.id })
      .from(authSessions)
      .innerJoin(authUsers, eq(authUsers.id, authSessions.userId))
      .where(eq(authUsers.email, email));
    expect(sessions).toEqual([]);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: 'correct-horse' },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('verifies but does not sign in when the browser does not say where the navigation began', async () => {
    // Browsers send Sec-Fetch-Site only to secure origins: on a plain-http site, a link another
    // site made the browser open arrives with no such header, like this one.
    const email = uniqueEmail();
    await signUp(t.app, email);
    const opened = await t.app.inject({
      method: 'GET',
      url: pathOf(await latestMailedLink(t.app, email)),
    });
    expect(opened.statusCode).toBe(302);
    expect(sessionCookieOf(opened.headers['set-cookie'])).toEqual([]);
    const location = new URL(String(opened.headers.location), 'http://x');
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('verified')).toBe('true');
    const [user] = await t.database.db.select().from(authUsers).where(eq(authUsers.email, email));
    expect(user?.emailVerified).toBe(true);
    const sessions = await t.database.db
      .select({ id: authSessions.id })
      .from(authSessions)
      .where(eq(authSessions.userId, user?.id ?? ''));
    expect(sessions).toEqual([]);
  });

  it('signs in a first-time user who opens it from their mail or the address bar', async () => {
    const email = uniqueEmail();
    await signUp(t.app, email);
    const opened = await t.app.inject({
      method: 'GET',
      url: pathOf(await latestMailedLink(t.app, email)),
      headers: { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate' },
    });
    expect(opened.statusCode).toBe(302);
    const cookie = cookieHeader(opened.headers['set-cookie']);
    expect(cookie).toContain('cardvault.session_token=');
    expect(await sessionUserId(cookie)).toBeTruthy();
  });
});

describe('the OpenAPI document’s session cookie', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  for (const publicUrl of ['http://localhost:3000', 'https://cards.example.com']) {
    it(`names the cookie the server really sets (${publicUrl})`, async () => {
      const t = await createTestApp({ PUBLIC_URL: publicUrl });
      apps.push(t);
      const user = await createUser(t.app);
      const cookieName = user.cookie.split('=')[0];
      expect(cookieName).toMatch(/cardvault\.session_token$/);
      const document = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
      const schemes = document.json<{
        components: { securitySchemes: Record<string, { in?: string; name?: string }> };
      }>().components.securitySchemes;
      expect(schemes.cookieAuth).toEqual({ type: 'apiKey', in: 'cookie', name: cookieName });
    });
  }
});
