import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAccounts, authUsers } from '../../db/schema';
import {
  startOidcProvider,
  type OidcTestProvider,
  type OidcTestUser,
} from '../../../../tests/support/fakes/oidc-provider';
import { OPENED_FROM_MAIL } from '../../../../tests/support/shared/opened-from-mail';
import { signInThroughOidc } from '../../../../tests/support/api/oidc-sign-in';
import { createTestApp, type TestApp } from '../../../../tests/support/api/test-app';
import {
  cookieHeader,
  createUser,
  latestMailedLink,
  pathOf,
  signUp,
  uniqueEmail,
} from '../../../../tests/support/api/users';

const PUBLIC_URL = 'http://localhost:3000';

/**
 * Signing in through a generic OpenID provider with the address of an existing account. The
 * provider is a real one on loopback; it reports `email_verified` as each person says.
 */
describe('linking an OpenID sign-in to an existing account', () => {
  const people: OidcTestUser[] = [];
  let provider: OidcTestProvider;
  const apps: TestApp[] = [];

  beforeAll(async () => {
    provider = await startOidcProvider({
      redirectUris: [`${PUBLIC_URL}/api/auth/callback/oidc`],
      users: people,
    });
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await provider.stop();
  });

  const start = async (env: Record<string, string> = {}) => {
    const t = await createTestApp({
      PUBLIC_URL,
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      ...env,
    });
    apps.push(t);
    return t;
  };
  const person = (email: string, emailVerified: boolean) => {
    const created: OidcTestUser = {
      sub: `sub-${people.length}-${email}`,
      email,
      name: 'Mallory',
      password: 'provider-pass',
      emailVerified,
    };
    people.push(created);
    return created;
  };
  const oidcAccountsOf = async (t: TestApp, userId: string) =>
    (await t.database.db.select().from(authAccounts).where(eq(authAccounts.userId, userId))).filter(
      (account) => account.providerId === 'oidc',
    );
  const signedInAs = async (t: TestApp, cookie: string) => {
    if (!cookie) return undefined;
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie },
    });
    return (response.json() as { user?: { id: string } } | null)?.user?.id;
  };

  it('never links an address the provider reports unverified (the takeover)', async () => {
    const t = await start({ AUTH_LINKING_PROVIDERS: 'google,github,oidc' });
    const victim = await createUser(t.app, { email: uniqueEmail('victim') });
    const result = await signInThroughOidc(t.app, person(victim.email, false));
    expect(await signedInAs(t, result.cookie)).not.toBe(victim.id);
    expect(result.location).toMatch(/^\/login\?error=/);
    expect(await oidcAccountsOf(t, victim.id)).toEqual([]);
  });

  const usersWithEmail = async (t: TestApp, email: string) =>
    t.database.db.select().from(authUsers).where(eq(authUsers.email, email));
  const expectRefusedAsUnverified = (result: { location: string; cookie: string }) => {
    expect(result.cookie).toBe('');
    expect(new URL(result.location, PUBLIC_URL).pathname).toBe('/login');
    expect(new URL(result.location, PUBLIC_URL).searchParams.get('error')).toBe(
      'provider_email_not_verified',
    );
  };
  /** The owner's own steps by mail: a reset through the mailed link, then the verification link. */
  const resetAndVerifyByMail = async (app: FastifyInstance, email: string, password: string) => {
    const post = (url: string, payload: object) =>
      app.inject({ method: 'POST', url, payload }).then((response) => {
        expect(response.statusCode, response.body).toBe(200);
      });
    await post('/api/support/send-password-reset-email', { email });
    const landing = await app.inject({
      method: 'GET',
      url: pathOf(await latestMailedLink(app, email)),
    });
    const token = new URL(String(landing.headers.location), PUBLIC_URL).searchParams.get('token');
    await post('/api/auth/reset-password', { newPassword: password, token });
    await post('/api/support/send-verification-email', { email });
    const verified = await app.inject({
      method: 'GET',
      url: pathOf(await latestMailedLink(app, email)),
      headers: OPENED_FROM_MAIL,
    });
    expect(verified.statusCode).toBe(302);
    return cookieHeader(verified.headers['set-cookie']);
  };

  it('refuses an unverified address outright: no account, and none when the owner comes', async () => {
    const t = await start();
    const email = uniqueEmail('owner');
    const attacker = person(email, false);

    const first = await signInThroughOidc(t.app, attacker);
    expectRefusedAsUnverified(first);
    expect(await usersWithEmail(t, email)).toEqual([]);

    // The real owner signs up, resets the password, verifies by mail and completes the profile.
    await signUp(t.app, email, 'owner-first-pass');
    const cookie = await resetAndVerifyByMail(t.app, email, 'owner-new-pass');
    const [owner] = await usersWithEmail(t, email);
    expect(owner?.emailVerified).toBe(true);
    const profile = await t.app.inject({
      method: 'POST',
      url: '/api/user/create-user',
      headers: { cookie },
      payload: { auth_uid: owner?.id, email, fullName: 'Olive Owner', termsAccepted: true },
    });
    expect(profile.statusCode).toBe(201);

    const again = await signInThroughOidc(t.app, attacker);
    expect(again.cookie).toBe('');
    expect(again.location).toMatch(/^\/login\?error=/);
    expect(await oidcAccountsOf(t, owner?.id ?? '')).toEqual([]);
  });

  it('drops a link made without a verified address (old data) when the owner verifies by mail', async () => {
    const t = await start();
    const email = uniqueEmail('owner');
    // What the provider made before unverified addresses were refused: an unverified account
    // linked to the provider. better-auth makes the rows; the flag is set as it was then.
    const attacker = person(email, true);
    const made = await signInThroughOidc(t.app, attacker);
    expect(made.location).toBe('/complete-profile');
    await t.database.db
      .update(authUsers)
      .set({ emailVerified: false })
      .where(eq(authUsers.email, email));
    attacker.emailVerified = false;
    const [account] = await usersWithEmail(t, email);
    const userId = account?.id ?? '';
    expect(await oidcAccountsOf(t, userId)).toHaveLength(1);

    // The provider's unverified address no longer signs in, even through the existing link.
    expectRefusedAsUnverified(await signInThroughOidc(t.app, attacker));

    // The owner's sign-up changes nothing (the address has an account); the reset and the
    // verification by mail prove the address, and the link made without that proof goes.
    await signUp(t.app, email, 'owner-first-pass');
    const cookie = await resetAndVerifyByMail(t.app, email, 'owner-new-pass');
    expect(await signedInAs(t, cookie)).toBe(userId);
    expect(await oidcAccountsOf(t, userId)).toEqual([]);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: 'owner-new-pass' },
    });
    expect(signIn.statusCode).toBe(200);

    const again = await signInThroughOidc(t.app, attacker);
    expect(await signedInAs(t, again.cookie)).not.toBe(userId);
    expect(again.location).toMatch(/^\/login\?error=/);
    expect(await oidcAccountsOf(t, userId)).toEqual([]);
  });

  it('ends the sessions the provider opened when the owner verifies by mail, reset or not', async () => {
    const t = await start();
    const email = uniqueEmail('owner');
    const attacker = person(email, true);
    const made = await signInThroughOidc(t.app, attacker);
    await t.database.db
      .update(authUsers)
      .set({ emailVerified: false })
      .where(eq(authUsers.email, email));
    const [account] = await usersWithEmail(t, email);
    // The session the provider's sign-in opened, as old data would still hold it.
    expect(await signedInAs(t, made.cookie)).toBe(account?.id);

    // The owner only asks for the verification mail (the login page's Resend) and opens it.
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/support/send-verification-email',
      payload: { email },
    });
    expect(sent.statusCode).toBe(200);
    const verified = await t.app.inject({
      method: 'GET',
      url: pathOf(await latestMailedLink(t.app, email)),
      headers: OPENED_FROM_MAIL,
    });
    expect(verified.statusCode).toBe(302);
    expect(await signedInAs(t, made.cookie)).toBeUndefined();
    expect(await oidcAccountsOf(t, account?.id ?? '')).toEqual([]);
    expect(await signedInAs(t, cookieHeader(verified.headers['set-cookie']))).toBe(account?.id);
  });

  it('holds GitHub to the same rule: an unverified primary address makes and opens no account', async () => {
    // GitHub's API is not on loopback: its answer as better-auth reads it goes to the gate the
    // server configured, for each thing better-auth asks it before acting.
    const t = await start({ GITHUB_CLIENT_ID: 'github-client', GITHUB_CLIENT_SECRET: 'secret' });
    const validate = t.app.auth.options.user?.validateUserInfo;
    if (!validate) throw new Error('the server has no gate for provider addresses');
    const gitHub = (emailVerified: boolean, action: 'create-user' | 'sign-in' | 'link-account') =>
      validate({
        user: { email: 'octo@example.com', name: 'Octo', emailVerified },
        source: {
          action,
          method: 'oauth',
          oauth: { providerId: 'github', profile: { login: 'octo', email: null } },
        },
      });
    for (const action of ['create-user', 'sign-in', 'link-account'] as const) {
      expect(await gitHub(false, action), action).toMatchObject({
        error: 'provider_email_not_verified',
      });
    }
    expect(await gitHub(true, 'create-user')).toBeUndefined();
    expect(await gitHub(true, 'sign-in')).toBeUndefined();
  });

  it('does not link a generic provider unless AUTH_LINKING_PROVIDERS names it', async () => {
    const t = await start();
    const owner = await createUser(t.app, { email: uniqueEmail('owner') });
    const result = await signInThroughOidc(t.app, person(owner.email, true));
    expect(await signedInAs(t, result.cookie)).not.toBe(owner.id);
    expect(result.location).toMatch(/^\/login\?error=/);
    expect(await oidcAccountsOf(t, owner.id)).toEqual([]);
  });

  it('links a verified address when the provider is trusted for linking', async () => {
    const t = await start({ AUTH_LINKING_PROVIDERS: 'oidc' });
    const owner = await createUser(t.app, { email: uniqueEmail('owner') });
    const result = await signInThroughOidc(t.app, person(owner.email, true));
    expect(result.location).toBe('/');
    expect(await signedInAs(t, result.cookie)).toBe(owner.id);
    expect(await oidcAccountsOf(t, owner.id)).toHaveLength(1);
  });

  it('still signs up a new person through the provider', async () => {
    const t = await start();
    const email = uniqueEmail('newcomer');
    const result = await signInThroughOidc(t.app, person(email, true));
    expect(result.location).toBe('/complete-profile');
    expect(await signedInAs(t, result.cookie)).toBeTruthy();
  });
});
