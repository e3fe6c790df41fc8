import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAccounts } from '../../db/schema';
import {
  startOidcProvider,
  type OidcTestProvider,
  type OidcTestUser,
} from '../../../../tests/support/oidc-provider';
import { signInThroughOidc } from '../../../../tests/support/oidc-sign-in';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { createUser, uniqueEmail } from '../../../../tests/support/users';

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
