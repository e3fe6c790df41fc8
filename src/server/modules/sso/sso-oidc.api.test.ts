import { eq, sql } from 'drizzle-orm';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrgAuditEntry, OrgMember, OrgSummary } from '../../../shared/organisations';
import { SSO_REFUSAL_REASONS, type SsoProvider } from '../../../shared/sso';
import { authAccounts, authSsoProviders, authUsers } from '../../db/schema';
import {
  startOidcProvider,
  type OidcTestProvider,
  type OidcTestUser,
} from '../../../../tests/support/fakes/oidc-provider';
import { followOidcProvider, signInThroughOidc } from '../../../../tests/support/api/oidc-sign-in';
import {
  signInThroughSso,
  uniqueDomain,
  unverifiedDomain,
  verifiedDomain,
} from '../../../../tests/support/api/sso';
import { createTestApp, type TestApp } from '../../../../tests/support/api/test-app';
import { cookieHeader, createUser, type TestUser } from '../../../../tests/support/api/users';

const PUBLIC_URL = 'http://localhost:3000';

/**
 * Single sign-on through an organisation's OpenID provider: a real one (oidc-provider) on
 * loopback, reached through discovery; the outbound rules allow loopback as in the webhook tests.
 */
describe('single sign-on with OpenID Connect', () => {
  let t: TestApp;
  let provider: OidcTestProvider;
  const people: OidcTestUser[] = [];
  let owner: TestUser;
  let admin: TestUser;
  let member: TestUser;
  let org: OrgSummary;
  let otherOrg: OrgSummary;
  const domain = uniqueDomain('acme');
  const otherDomain = uniqueDomain('other');

  const call = (user: TestUser | undefined, url: string, payload: object = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: user ? { cookie: user.cookie } : {},
      payload,
    });
  const person = (email: string, name = 'Sam Single') => {
    const created: OidcTestUser = {
      sub: `sub-${people.length}`,
      email,
      name,
      password: 'idp-pass',
    };
    people.push(created);
    return created;
  };
  const sessionOf = async (cookie: string) => {
    if (!cookie) return undefined;
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie },
    });
    return (response.json() as { user?: { id: string; name: string; email: string } } | null)?.user;
  };
  const members = async (orgId = org.id) =>
    (await call(owner, '/api/org/list-members', { orgId })).json<{ items: OrgMember[] }>().items;
  const audit = async (orgId = org.id) =>
    (await call(owner, '/api/org/audit-log', { orgId })).json<{ items: OrgAuditEntry[] }>().items;
  const save = (user: TestUser, body: object = {}) =>
    call(user, '/api/org/sso/save', {
      orgId: org.id,
      protocol: 'oidc',
      domain,
      issuer: provider.issuer,
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
      ...body,
    });

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL, WEBHOOK_ALLOW_PRIVATE: 'true' });
    owner = await createUser(t.app, { email: `olivia@${domain}`, fullName: 'Olivia Owner' });
    admin = await createUser(t.app, { fullName: 'Adam Admin' });
    member = await createUser(t.app, { fullName: 'Mia Member' });
    org = (await call(owner, '/api/org/create', { name: 'Acme Corp' })).json<OrgSummary>();
    otherOrg = (await call(owner, '/api/org/create', { name: 'Other Inc' })).json<OrgSummary>();
    for (const [user, role] of [
      [admin, 'admin'],
      [member, 'member'],
    ] as const) {
      await t.database.db.execute(sql`
        insert into auth_members (id, organization_id, user_id, role)
        values (${`m-${user.id}`}, ${org.id}, ${user.id}, ${role})`);
    }
    provider = await startOidcProvider({
      redirectUris: [
        `${PUBLIC_URL}/api/auth/sso/callback/org-${org.id}`,
        `${PUBLIC_URL}/api/auth/callback/oidc`,
      ],
      users: people,
    });
  });
  afterAll(async () => {
    await t.close();
    await provider.stop();
  });

  it('saves nothing for a domain the organisation has not verified', async () => {
    const response = await save(admin);
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toMatchObject({ error: 'SSO_DOMAIN_NOT_VERIFIED' });
    expect(response.json<{ message: string }>().message).toContain(domain);
    const got = await call(admin, '/api/org/sso/get', { orgId: org.id });
    expect(got.json()).toEqual({ provider: null });
  });

  it('saves nothing for an issuer that cannot be reached, with a clear message', async () => {
    await verifiedDomain(t.database.db, org.id, domain);
    const response = await save(admin, { issuer: 'http://127.0.0.1:9' });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ error: 'SSO_PROVIDER_INVALID' });
    expect(response.json<{ message: string }>().message).toMatch(/^Issuer URL: /);
    // The reason and what it names, for the screen to say it in another language.
    const { details } = response.json<{ details: { reason: string } }>();
    expect(details).toMatchObject({ field: 'issuer', host: '127.0.0.1' });
    expect(SSO_REFUSAL_REASONS).toContain(details.reason);
    const got = await call(admin, '/api/org/sso/get', { orgId: org.id });
    expect(got.json()).toEqual({ provider: null });
  });

  it("sends a sign-in the library cannot place back to the sign-in page, not to the library's own page", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/error?error=invalid_state&error_description=missing',
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toMatch(/^\/login\?error=invalid_state/);
  });

  it('lets only owners and admins connect it; an outsider cannot tell the organisation exists', async () => {
    expect((await save(member)).statusCode).toBe(403);
    const outsider = await createUser(t.app);
    expect((await save(outsider)).statusCode).toBe(404);
    expect((await call(undefined, '/api/org/sso/get', { orgId: org.id })).statusCode).toBe(401);
  });

  it('connects the provider through discovery and never shows or stores its secret in clear', async () => {
    const response = await save(admin, { scopes: ['openid', 'email', 'profile'] });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<SsoProvider>();
    expect(saved).toMatchObject({
      protocol: 'oidc',
      domain,
      enforced: false,
      oidc: {
        issuer: provider.issuer,
        clientId: provider.clientId,
        scopes: ['openid', 'email', 'profile'],
        redirectUrl: `${PUBLIC_URL}/api/auth/sso/callback/org-${org.id}`,
      },
      saml: null,
    });
    expect(response.body).not.toContain(provider.clientSecret);
    const [row] = await t.database.db
      .execute(
        sql`
      select oidc_config from auth_sso_providers where organization_id = ${org.id}`,
      )
      .then((result) => (result as unknown as { rows: { oidc_config: string }[] }).rows);
    expect(row?.oidc_config).toMatch(/^sealed:v1:/);
    expect(row?.oidc_config).not.toContain(provider.clientSecret);
    expect((await audit()).map((entry) => entry.action)).toContain('sso.save');
  });

  it("answers 404 for the library's own provider endpoints", async () => {
    for (const url of [
      '/api/auth/sso/register',
      '/api/auth/sso/update-provider',
      '/api/auth/sso/delete-provider',
      '/api/auth/sso/verify-domain',
    ]) {
      const response = await call(owner, url, { providerId: `org-${org.id}` });
      expect(response.statusCode, url).toBe(404);
    }
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/auth/sso/providers',
      headers: { cookie: owner.cookie },
    });
    expect(listed.statusCode).toBe(404);
  });

  it('sends an address of the domain to the provider, and every other address on as usual', async () => {
    const other = await call(undefined, '/api/auth/sso/start', { email: `x@${otherDomain}` });
    expect(other.json()).toEqual({ sso: false });
    const sent = await call(undefined, '/api/auth/sso/start', { email: `someone@${domain}` });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<{ url: string }>().url.startsWith(`${provider.issuer}/`)).toBe(true);
  });

  it('signs a new person in and makes them a member, with their name from the provider', async () => {
    const newcomer = person(`new.person@${domain}`, 'Nora Newcomer');
    const result = await signInThroughSso(t.app, newcomer);
    expect(result.location).toBe('/complete-profile');
    const user = await sessionOf(result.cookie);
    expect(user).toMatchObject({ email: newcomer.email, name: 'Nora Newcomer' });
    const joined = (await members()).find((entry) => entry.email === newcomer.email);
    expect(joined?.role).toBe('member');
    const entry = (await audit()).find(
      (item) => item.action === 'member.join' && item.targetId === user?.id,
    );
    expect(entry?.details).toMatchObject({ via: 'sso', role: 'member' });
    // Only the organisation that owns the provider.
    expect((await members(otherOrg.id)).some((item) => item.email === newcomer.email)).toBe(false);
  });

  it('links an existing account of a verified domain instead of making another', async () => {
    const existing = await createUser(t.app, { email: `existing@${domain}` });
    const result = await signInThroughSso(t.app, person(existing.email, 'Eve Existing'));
    expect((await sessionOf(result.cookie))?.id).toBe(existing.id);
    const links = await t.database.db
      .select()
      .from(authAccounts)
      .where(eq(authAccounts.userId, existing.id));
    expect(links.map((link) => link.providerId).sort()).toEqual(['credential', `org-${org.id}`]);
  });

  it('keeps the connected provider and its links when the library refuses the replacement', async () => {
    const before = (await call(owner, '/api/org/sso/get', { orgId: org.id })).json();
    // An issuer that answers its discovery once (our check, before anything changes) and then
    // fails (the library's own, after the old provider is taken out for the new one).
    let answers = 0;
    const flaky = createServer((request, response) => {
      const issuer = `http://127.0.0.1:${(flaky.address() as AddressInfo).port}`;
      answers += 1;
      if (request.url !== '/.well-known/openid-configuration' || answers > 1) {
        response.writeHead(503).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          issuer,
          authorization_endpoint: `${issuer}/auth`,
          token_endpoint: `${issuer}/token`,
          jwks_uri: `${issuer}/jwks`,
          userinfo_endpoint: `${issuer}/me`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
        }),
      );
    });
    await new Promise<void>((resolve) => flaky.listen(0, '127.0.0.1', resolve));
    try {
      const issuer = `http://127.0.0.1:${(flaky.address() as AddressInfo).port}`;
      const response = await save(owner, { issuer });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ error: 'SSO_PROVIDER_INVALID' });
      expect(answers).toBe(2);
    } finally {
      await new Promise((resolve) => flaky.close(resolve));
    }
    expect((await call(owner, '/api/org/sso/get', { orgId: org.id })).json()).toEqual(before);
    // The linked account stays linked and signs in through the provider as before.
    const existing = people.find((item) => item.email === `existing@${domain}`)!;
    const result = await signInThroughSso(t.app, existing);
    const user = await sessionOf(result.cookie);
    expect(user?.email).toBe(existing.email);
    const links = await t.database.db
      .select()
      .from(authAccounts)
      .where(eq(authAccounts.userId, user!.id));
    expect(links.map((link) => link.providerId).sort()).toEqual(['credential', `org-${org.id}`]);
  });

  /** Starts with an address of the domain; the provider then asserts `asserted` instead. */
  const signInAsserting = async (asserted: string) => {
    const liar = person(`liar-${people.length}@${domain}`);
    const start = await call(undefined, '/api/auth/sso/start', { email: liar.email });
    liar.email = asserted;
    return followOidcProvider(t.app, {
      url: start.json<{ url: string }>().url,
      appCookies: cookieHeader(start.headers['set-cookie']),
      callbackPrefix: `${PUBLIC_URL}/api/auth/sso/callback/`,
      person: liar,
    });
  };

  it('never links an account outside the verified domain', async () => {
    const victim = await createUser(t.app, { email: `victim@${otherDomain}` });
    const refused = await signInAsserting(victim.email);
    expect(refused.cookie).toBe('');
    expect(refused.location).toMatch(/^\/login\?error=/);
    const links = await t.database.db
      .select()
      .from(authAccounts)
      .where(eq(authAccounts.userId, victim.id));
    expect(links.map((link) => link.providerId)).toEqual(['credential']);
  });

  it('makes no account for an address outside the verified domain', async () => {
    const stranger = `stranger@${otherDomain}`;
    const refused = await signInAsserting(stranger);
    expect(refused.cookie).toBe('');
    expect(refused.location).toContain('error=sso_domain_not_verified');
    expect(
      await t.database.db.select().from(authUsers).where(eq(authUsers.email, stranger)),
    ).toEqual([]);
  });

  it('stops sending a domain the organisation no longer verifies', async () => {
    await unverifiedDomain(t.database.db, org.id, domain);
    const start = await call(undefined, '/api/auth/sso/start', { email: `someone@${domain}` });
    expect(start.json()).toEqual({ sso: false });
    expect(
      (await call(admin, '/api/org/sso/enforce', { orgId: org.id, enforced: true })).statusCode,
    ).toBe(409);
    await verifiedDomain(t.database.db, org.id, domain);
  });

  describe('enforced', () => {
    let worker: TestUser;

    beforeAll(async () => {
      worker = await createUser(t.app, { email: `worker@${domain}` });
    });

    it('ends the sessions of the domain when switched on, except its owners', async () => {
      expect(await sessionOf(worker.cookie)).toBeDefined();
      const response = await call(admin, '/api/org/sso/enforce', { orgId: org.id, enforced: true });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ provider: { enforced: true } });
      expect(response.json<{ sessionsEnded: number }>().sessionsEnded).toBeGreaterThanOrEqual(1);
      expect(await sessionOf(worker.cookie)).toBeUndefined();
      expect((await sessionOf(owner.cookie))?.id).toBe(owner.id);
      expect((await sessionOf(admin.cookie))?.id).toBe(admin.id);
      const entry = (await audit()).find((item) => item.action === 'sso.enforce');
      expect(entry?.details).toMatchObject({ enforced: true, domain });
    });

    it('refuses password sign-in, reset and sign-up with SSO_REQUIRED naming the organisation', async () => {
      const signIn = await call(undefined, '/api/auth/sign-in/email', {
        email: worker.email,
        password: worker.password,
      });
      expect(signIn.statusCode, signIn.body).toBe(403);
      expect(signIn.json()).toMatchObject({ error: 'SSO_REQUIRED' });
      expect(signIn.json<{ message: string }>().message).toBe(
        "Acme Corp requires single sign-on for this address: continue with your organisation's sign-in.",
      );
      // In the language of the request: its Accept-Language, or the language menu's cookie.
      const inLanguage = (headers: Record<string, string>) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          headers,
          payload: { email: worker.email, password: worker.password },
        });
      const arabic = await inLanguage({ 'accept-language': 'ar' });
      expect(arabic.statusCode).toBe(403);
      expect(arabic.json()).toMatchObject({
        error: 'SSO_REQUIRED',
        message:
          'تشترط \u2068Acme Corp\u2069 الدخول الموحّد لهذا العنوان: تابع بتسجيل الدخول الخاص بمؤسستك.',
      });
      const japanese = await inLanguage({ cookie: 'cv_lang=ja', 'accept-language': 'en' });
      expect(japanese.json<{ message: string }>().message).toBe(
        'Acme Corp では、このアドレスにシングルサインオンが必須です。組織のログインで続行してください。',
      );
      const reset = await call(undefined, '/api/support/send-password-reset-email', {
        email: worker.email,
      });
      expect(reset.statusCode, reset.body).toBe(403);
      expect(reset.json()).toMatchObject({ error: 'SSO_REQUIRED' });
      const signUp = await call(undefined, '/api/auth/sign-up/email', {
        name: '',
        email: `fresh@${domain}`,
        password: 'correct-horse',
      });
      expect(signUp.statusCode).toBe(403);
      // Other domains go on as before.
      const elsewhere = await call(undefined, '/api/auth/sign-in/email', {
        email: member.email,
        password: member.password,
      });
      expect(elsewhere.statusCode).toBe(200);
    });

    it('refuses other providers for the domain', async () => {
      const t2 = await createTestApp({
        PUBLIC_URL,
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: provider.clientId,
        OIDC_CLIENT_SECRET: provider.clientSecret,
      });
      try {
        // The same rule in another app: an organisation enforcing SSO for the domain.
        const boss = await createUser(t2.app, { email: `boss@${domain}` });
        const created = await t2.app.inject({
          method: 'POST',
          url: '/api/org/create',
          headers: { cookie: boss.cookie },
          payload: { name: 'Acme Two' },
        });
        const orgTwo = created.json<OrgSummary>();
        await verifiedDomain(t2.database.db, orgTwo.id, domain);
        await t2.database.db.insert(authSsoProviders).values({
          id: 'p2',
          issuer: provider.issuer,
          providerId: `org-${orgTwo.id}`,
          organizationId: orgTwo.id,
          domain,
          domainVerified: true,
          ssoEnforcedAt: new Date(),
        });
        const outcome = await signInThroughOidc(t2.app, person(`social@${domain}`));
        expect(outcome.cookie).toBe('');
        expect(outcome.location).toContain('error=sso_required');
        expect(
          await t2.database.db
            .select()
            .from(authUsers)
            .where(eq(authUsers.email, `social@${domain}`)),
        ).toEqual([]);
      } finally {
        await t2.close();
      }
    });

    it('keeps the owners a password, each sign-in audited', async () => {
      const signIn = await call(undefined, '/api/auth/sign-in/email', {
        email: owner.email,
        password: owner.password,
      });
      expect(signIn.statusCode, signIn.body).toBe(200);
      const entry = (await audit()).find((item) => item.action === 'sso.recovery');
      expect(entry?.actor.id).toBe(owner.id);
    });

    it('still signs the domain in through the provider', async () => {
      const result = await signInThroughSso(t.app, person(worker.email));
      expect((await sessionOf(result.cookie))?.id).toBe(worker.id);
    });

    it('lets passwords back in when switched off', async () => {
      const off = await call(admin, '/api/org/sso/enforce', { orgId: org.id, enforced: false });
      expect(off.json()).toMatchObject({ provider: { enforced: false } });
      const signIn = await call(undefined, '/api/auth/sign-in/email', {
        email: worker.email,
        password: worker.password,
      });
      expect(signIn.statusCode).toBe(200);
    });
  });

  it('goes with the organisation', async () => {
    const doomed = (await call(owner, '/api/org/create', { name: 'Doomed' })).json<OrgSummary>();
    const doomedDomain = uniqueDomain('doomed');
    await verifiedDomain(t.database.db, doomed.id, doomedDomain);
    const saved = await call(owner, '/api/org/sso/save', {
      orgId: doomed.id,
      protocol: 'oidc',
      domain: doomedDomain,
      issuer: provider.issuer,
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const deleted = await call(owner, '/api/org/delete', {
      orgId: doomed.id,
      confirmation: 'Doomed',
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const rows = await t.database.db
      .select()
      .from(authSsoProviders)
      .where(eq(authSsoProviders.providerId, `org-${doomed.id}`));
    expect(rows).toEqual([]);
  });

  it('removes the provider: its sign-ins end and addresses go on as usual', async () => {
    const removed = await call(admin, '/api/org/sso/delete', { orgId: org.id });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await call(admin, '/api/org/sso/get', { orgId: org.id })).json()).toEqual({
      provider: null,
    });
    const start = await call(undefined, '/api/auth/sso/start', { email: `someone@${domain}` });
    expect(start.json()).toEqual({ sso: false });
  });
});
