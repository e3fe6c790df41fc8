import { scryptSync } from 'node:crypto';
import http from 'node:http';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAccounts, outbox } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../../tests/support/api/test-app';
import {
  cookieHeader,
  createUser,
  latestMailedLink,
  pathOf,
  signUp,
  uniqueEmail,
  verifyEmail,
} from '../../../../tests/support/api/users';
import { setAdmin } from '../../modules/user';
import { requireAdmin } from './guards';

const json = { 'content-type': 'application/json' };

describe('standard password hashing (what every real server runs)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_PASSWORD_HASHING: 'standard' });
  });
  afterAll(() => t.close());

  it("stores better-auth's scrypt hash, then signs in with the password and refuses another", async () => {
    const user = await createUser(t.app);
    const [account] = await t.app.database.db
      .select({ password: authAccounts.password })
      .from(authAccounts)
      .where(eq(authAccounts.userId, user.id));
    const [salt = '', key] = (account?.password ?? '').split(':');
    const independent = scryptSync('correct-horse', salt, 64, {
      N: 16384,
      r: 16,
      p: 1,
      maxmem: 64 * 1024 * 1024,
    });
    expect(independent.toString('hex')).toBe(key);
    const signIn = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: json,
        payload: { email: user.email, password },
      });
    expect((await signIn('correct-horse')).statusCode).toBe(200);
    expect((await signIn('correct-horsf')).statusCode).toBe(401);
  });
});

describe('sign-up, verification and sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signIn = (email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: json,
      payload: { email, password },
    });

  it('refuses bad sign-up input with our error shape', async () => {
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: uniqueEmail(), password: '12345', name: '' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ error: 'PASSWORD_TOO_SHORT', message: expect.any(String) });

    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: 'not-an-email', password: 'long-enough', name: '' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      error: expect.stringMatching(/INVALID_EMAIL|VALIDATION_ERROR/),
    });
  });

  it('sends a verification mail and refuses sign-in until the address is verified', async () => {
    const email = uniqueEmail();
    await signUp(t.app, email);
    expect(await latestMailedLink(t.app, email)).toContain('/api/auth/verify-email?token=');

    const early = await signIn(email, 'correct-horse');
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ error: 'EMAIL_NOT_VERIFIED' });

    const cookie = await verifyEmail(t.app, email);
    expect(cookie).toContain('cardvault.session_token=');
    const signedIn = await signIn(email, 'correct-horse');
    expect(signedIn.statusCode).toBe(200);
    expect(cookieHeader(signedIn.headers['set-cookie'])).toContain('cardvault.session_token=');
    expect(String(signedIn.headers['set-cookie'])).toMatch(/HttpOnly/i);
    expect(String(signedIn.headers['set-cookie'])).toMatch(/SameSite=Lax/i);
  });

  it('answers a second sign-up like the first but mails the owner instead of creating anything', async () => {
    const user = await createUser(t.app);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: user.email, password: 'another-one', name: '' },
    });
    expect(again.statusCode).toBe(200);
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, user.email))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    expect(mail?.subject).toBe('You already have a CardVault account');
    expect(mail?.text).toContain('http://localhost:3000/login');
    const oldPassword = await signIn(user.email, user.password);
    expect(oldPassword.statusCode).toBe(200);
    expect((await signIn(user.email, 'another-one')).statusCode).toBe(401);
  });

  it('answers a wrong password and an unknown address alike', async () => {
    const user = await createUser(t.app);
    const wrong = await signIn(user.email, 'wrong-password');
    const unknown = await signIn(uniqueEmail(), 'wrong-password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({ error: 'INVALID_EMAIL_OR_PASSWORD' });
  });

  it('sends a tampered verification link back to the login page with an error', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/verify-email?token=not-a-token&callbackURL=%2Flogin',
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login?error=INVALID_TOKEN');
  });

  it('resends verification mail without revealing whether the address exists', async () => {
    const email = uniqueEmail();
    await signUp(t.app, email);
    const mailsTo = async () =>
      (await t.database.db.select().from(outbox).where(eq(outbox.to, email))).length;
    expect(await mailsTo()).toBe(1);
    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/support/send-verification-email',
      payload: { email },
    });
    expect(resend.statusCode).toBe(200);
    expect(resend.json()).toEqual({ message: 'Verification email sent. Please check your inbox.' });
    expect(await mailsTo()).toBe(2);
    expect(await latestMailedLink(t.app, email)).toContain('/api/auth/verify-email?token=');

    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/support/send-verification-email',
      payload: { email: uniqueEmail() },
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(resend.json());
  });

  it('accepts a bearer token for API clients and refuses a tampered cookie', async () => {
    const user = await createUser(t.app);
    const signedIn = await signIn(user.email, user.password);
    const token = signedIn.headers['set-auth-token'];
    expect(typeof token).toBe('string');
    const viaBearer = await t.app.inject({
      method: 'POST',
      url: '/api/user/get-user',
      headers: { authorization: `Bearer ${String(token)}` },
      payload: {},
    });
    expect(viaBearer.statusCode).toBe(200);
    expect(viaBearer.json()).toMatchObject({ id: user.id });

    const tampered = user.cookie.replace(/session_token=([^;.]+)/, 'session_token=$1x');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/user/get-user',
      headers: { cookie: tampered },
      payload: {},
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ error: 'UNAUTHORIZED' });
  });

  it('changes the password only with the current one', async () => {
    const user = await createUser(t.app);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: user.cookie },
      payload: { currentPassword: 'nope-nope', newPassword: 'brand-new-pass' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: 'INVALID_PASSWORD' });
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: user.cookie },
      payload: { currentPassword: user.password, newPassword: 'brand-new-pass' },
    });
    expect(right.statusCode).toBe(200);
    expect((await signIn(user.email, 'brand-new-pass')).statusCode).toBe(200);
  });
});

describe('password reset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('mails a single-use link that leads to the reset form and sets a new password', async () => {
    const user = await createUser(t.app);
    const request = await t.app.inject({
      method: 'POST',
      url: '/api/support/send-password-reset-email',
      payload: { email: user.email },
    });
    expect(request.json()).toEqual({
      message: 'Password reset email sent. Please check your inbox.',
    });

    const link = await latestMailedLink(t.app, user.email);
    const landing = await t.app.inject({ method: 'GET', url: pathOf(link) });
    expect(landing.statusCode).toBe(302);
    const location = new URL(String(landing.headers.location), 'http://x');
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('mode')).toBe('reset');
    const token = location.searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { newPassword: 'after-reset-1', token },
    });
    expect(reset.statusCode).toBe(200);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: user.email, password: 'after-reset-1' },
    });
    expect(signIn.statusCode).toBe(200);

    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { newPassword: 'after-reset-2', token },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ error: 'INVALID_TOKEN' });
    const reusedLink = await t.app.inject({ method: 'GET', url: pathOf(link) });
    expect(new URL(String(reusedLink.headers.location), 'http://x').searchParams.get('error')).toBe(
      'INVALID_TOKEN',
    );

    const oldSession = await t.app.inject({
      method: 'POST',
      url: '/api/user/get-user',
      headers: { cookie: user.cookie },
      payload: {},
    });
    expect(oldSession.statusCode).toBe(401);
  });
});

describe('abuse limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_EMAIL: '3', AUTH_RATE_LIMIT_PER_IP: '6' });
  });
  afterAll(() => t.close());

  const attempt = (email: string, ip = '198.51.100.7') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: ip,
      payload: { email, password: 'wrong-password' },
    });

  it('limits sign-in attempts per address and answers 429 with Retry-After', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 3; i += 1) expect((await attempt(email)).statusCode).toBe(401);
    const limited = await attempt(email, '198.51.100.8');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: 'RATE_LIMITED',
      message: 'Too many requests. Please try again later.',
      // The minutes until the window ends, for the app to say in the reader's language.
      details: { minutes: Math.ceil(Number(limited.headers['retry-after']) / 60) },
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts sign-ins under a dotted path, which resolves to the same endpoint', async () => {
    // Over a real socket: inject would normalise the path before the app sees it.
    const address = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
    const email = uniqueEmail();
    const post = (path: string) =>
      new Promise<number>((resolve, reject) => {
        const request = http.request(
          {
            host: address.hostname,
            port: address.port,
            path,
            method: 'POST',
            headers: { 'content-type': 'application/json' },
          },
          (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode ?? 0));
          },
        );
        request.on('error', reject);
        request.end(JSON.stringify({ email, password: 'wrong-password' }));
      });
    const statuses: number[] = [];
    for (const path of [
      '/api/auth/sign-in/./email',
      '/api/auth/x/../sign-in/email',
      '/api/auth/sign-in/%2e/email',
      '/api/auth/sign-in/email',
      '/api/auth/sign-in/./email',
    ]) {
      statuses.push(await post(path));
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });

  it('limits sign-in attempts per IP address across addresses', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1)
      statuses.push((await attempt(uniqueEmail(), '203.0.113.50')).statusCode);
    expect(statuses.slice(0, 6).every((status) => status === 401)).toBe(true);
    expect(statuses[6]).toBe(429);
  });

  it('limits sign-up and reset mails too', async () => {
    const email = uniqueEmail();
    const resets: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/support/send-password-reset-email',
        remoteAddress: `192.0.2.${i + 1}`,
        payload: { email },
      });
      resets.push(response.statusCode);
    }
    expect(resets).toEqual([200, 200, 200, 429]);

    const signUps: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        remoteAddress: '192.0.2.200',
        payload: { email: uniqueEmail(), password: 'long-enough', name: '' },
      });
      signUps.push(response.statusCode);
    }
    expect(signUps.at(-1)).toBe(429);
  });
});

describe('cross-site requests and the admin guard', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      { ADMIN_EMAILS: 'boss@example.com' },
      {
        extend: (app) =>
          app.get('/api/test/admin-only', async (request) => {
            const { profile } = await requireAdmin(app, request);
            return { admin: profile.email };
          }),
      },
    );
  });
  afterAll(() => t.close());

  it('refuses state-changing requests from another site', async () => {
    const user = await createUser(t.app);
    const fromElsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/user/get-user',
      headers: { cookie: user.cookie, origin: 'https://evil.example' },
      payload: {},
    });
    expect(fromElsewhere.statusCode).toBe(403);
    expect(fromElsewhere.json()).toMatchObject({ error: 'CROSS_SITE_REQUEST' });
    const fetchMetadata = await t.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: { cookie: user.cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(fetchMetadata.statusCode).toBe(403);
    const sameSite = await t.app.inject({
      method: 'POST',
      url: '/api/user/get-user',
      headers: { cookie: user.cookie, origin: 'http://localhost:3000' },
      payload: {},
    });
    expect(sameSite.statusCode).toBe(200);
  });

  it('answers 401 to anonymous callers, 403 to users and lets admins through', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/test/admin-only' })).statusCode).toBe(
      401,
    );
    const user = await createUser(t.app);
    const asUser = await t.app.inject({
      method: 'GET',
      url: '/api/test/admin-only',
      headers: { cookie: user.cookie },
    });
    expect(asUser.statusCode).toBe(403);
    expect(asUser.json()).toMatchObject({ error: 'FORBIDDEN' });

    const boss = await createUser(t.app, { email: 'boss@example.com' });
    const asBoss = await t.app.inject({
      method: 'GET',
      url: '/api/test/admin-only',
      headers: { cookie: boss.cookie },
    });
    expect(asBoss.json()).toEqual({ admin: 'boss@example.com' });

    await setAdmin(t.database.db, user.id, true);
    const granted = await t.app.inject({
      method: 'GET',
      url: '/api/test/admin-only',
      headers: { cookie: user.cookie },
    });
    expect(granted.statusCode).toBe(200);
    const profile = await t.app.inject({
      method: 'POST',
      url: '/api/user/get-user',
      headers: { cookie: user.cookie },
      payload: {},
    });
    expect(profile.json()).toMatchObject({ isAdmin: true });
  });
});
