import samlify from 'samlify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrgMember, OrgSummary } from '../../../shared/organisations';
import type { SsoProvider } from '../../../shared/sso';
import {
  startSamlIdp,
  type SamlAnswerShape,
  type SamlPerson,
  type SamlTestIdp,
} from '../../../../tests/support/fakes/saml-idp';
import { LogCapture } from '../../../../tests/support/api/log-capture';
import { uniqueDomain, verifiedDomain } from '../../../../tests/support/api/sso';
import { createTestApp, type TestApp } from '../../../../tests/support/api/test-app';
import { cookieHeader, createUser, type TestUser } from '../../../../tests/support/api/users';

const PUBLIC_URL = 'http://localhost:3000';

/**
 * Single sign-on through an organisation's SAML 2.0 identity provider: samlify acting as the IdP
 * on loopback, signing with a throw-away key; our side is the sso plugin's service provider.
 */
describe('single sign-on with SAML 2.0', () => {
  const log = new LogCapture();
  let t: TestApp;
  let idp: SamlTestIdp;
  let owner: TestUser;
  let org: OrgSummary;
  let saved: SsoProvider;
  const domain = uniqueDomain('saml');

  const call = (user: TestUser | undefined, url: string, payload: object = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: user ? { cookie: user.cookie } : {},
      payload,
    });
  const sessionOf = async (cookie: string) => {
    if (!cookie) return undefined;
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie },
    });
    return (response.json() as { user?: { id: string; name: string; email: string } } | null)?.user;
  };
  const spMetadata = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url:
        new URL(saved.saml?.spMetadataUrl ?? '').pathname +
        new URL(saved.saml?.spMetadataUrl ?? '').search,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.body;
  };
  /** The IdP's answer for the person, through our start. */
  const answerFor = async (person: SamlPerson, shape?: SamlAnswerShape) => {
    const start = await call(undefined, '/api/auth/sso/start', { email: person.email });
    const { url } = start.json<{ url: string }>();
    expect(url.startsWith(idp.entityId.replace('/metadata', '/sso'))).toBe(true);
    return {
      post: await idp.respond(url, await spMetadata(), person, shape),
      cookie: cookieHeader(start.headers['set-cookie']),
    };
  };
  const postToAcs = async (
    post: { acsUrl: string; SAMLResponse: string; RelayState: string },
    cookie = '',
  ) => {
    const response = await t.app.inject({
      method: 'POST',
      url: new URL(post.acsUrl).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      payload: new URLSearchParams({
        SAMLResponse: post.SAMLResponse,
        RelayState: post.RelayState,
      }).toString(),
    });
    const setCookie = cookieHeader(response.headers['set-cookie']);
    return {
      status: response.statusCode,
      location: String(response.headers.location ?? ''),
      cookie: setCookie.includes('session_token=') ? setCookie : '',
    };
  };
  const edited = (samlResponse: string, edit: (xml: string) => string) =>
    Buffer.from(edit(Buffer.from(samlResponse, 'base64').toString('utf8'))).toString('base64');
  let count = 0;
  const person = (): SamlPerson => {
    count += 1;
    return { email: `person${count}@${domain}`, givenName: 'Gina', surname: `Given${count}` };
  };
  const expectRefused = (result: { status: number; location: string; cookie: string }) => {
    expect(result.cookie).toBe('');
    expect(result.status).toBeGreaterThanOrEqual(300);
    if (result.status < 400) expect(result.location).toContain('error=');
  };

  beforeAll(async () => {
    idp = await startSamlIdp();
    t = await createTestApp({ PUBLIC_URL, WEBHOOK_ALLOW_PRIVATE: 'true' }, { logStream: log });
    owner = await createUser(t.app, { fullName: 'Olivia Owner' });
    org = (await call(owner, '/api/org/create', { name: 'Saml Corp' })).json<OrgSummary>();
    await verifiedDomain(t.database.db, org.id, domain);
  });
  afterAll(async () => {
    await t.close();
    await idp.stop();
  });

  it('saves nothing for malformed metadata, with a clear message', async () => {
    const response = await call(owner, '/api/org/sso/save', {
      orgId: org.id,
      protocol: 'saml',
      domain,
      metadataXml: '<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata"><oops',
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ error: 'SSO_PROVIDER_INVALID' });
    expect(response.json<{ message: string }>().message).toMatch(/metadata/i);
    // Its reason, for the screen to say it in another language.
    expect(response.json<{ details: { reason: string } }>().details.reason).toMatch(/^METADATA_/);
    expect((await call(owner, '/api/org/sso/get', { orgId: org.id })).json()).toEqual({
      provider: null,
    });
  });

  it("connects the IdP from its metadata URL and shows our SP's entity id, ACS and metadata", async () => {
    const response = await call(owner, '/api/org/sso/save', {
      orgId: org.id,
      protocol: 'saml',
      domain,
      metadataUrl: idp.metadataUrl,
    });
    expect(response.statusCode, response.body).toBe(200);
    saved = response.json<SsoProvider>();
    expect(saved).toMatchObject({
      protocol: 'saml',
      domain,
      oidc: null,
      saml: {
        idpEntityId: idp.entityId,
        acsUrl: `${PUBLIC_URL}/api/auth/sso/saml2/sp/acs/org-${org.id}`,
      },
    });
    // The SP metadata as another SAML reader sees it.
    const sp = samlify.ServiceProvider({ metadata: await spMetadata() });
    expect(sp.entityMeta.getEntityID()).toBe(saved.saml?.spEntityId);
    expect(sp.entityMeta.getAssertionConsumerService('post')).toBe(saved.saml?.acsUrl);
    expect(sp.entityMeta.isWantAssertionsSigned()).toBe(true);
  });

  it('signs a new person in, a member with their name from the assertion', async () => {
    const newcomer = person();
    const { post, cookie } = await answerFor(newcomer);
    const result = await postToAcs(post, cookie);
    expect(result.status, result.location).toBe(302);
    const user = await sessionOf(result.cookie);
    expect(user).toMatchObject({ email: newcomer.email, name: `Gina ${newcomer.surname}` });
    const members = (await call(owner, '/api/org/list-members', { orgId: org.id })).json<{
      items: OrgMember[];
    }>().items;
    expect(members.find((item) => item.email === newcomer.email)?.role).toBe('member');
  });

  it('keeps the connected IdP when a replacement is too large, counted in bytes', async () => {
    // Under the limit in characters, over it in UTF-8 bytes: refused before anything changes.
    const padding = `<!-- ${'é'.repeat(60 * 1024)} -->`;
    const response = await call(owner, '/api/org/sso/save', {
      orgId: org.id,
      protocol: 'saml',
      domain,
      metadataXml: `${idp.metadata}${padding}`,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('The metadata is too large');
    const got = await call(owner, '/api/org/sso/get', { orgId: org.id });
    expect(got.json<{ provider: SsoProvider }>().provider).toEqual(saved);
    // Its people still sign in.
    const { post, cookie } = await answerFor(person());
    expect((await postToAcs(post, cookie)).cookie).not.toBe('');
  });

  it('refuses a replayed response', async () => {
    const { post, cookie } = await answerFor(person());
    expect((await postToAcs(post, cookie)).cookie).not.toBe('');
    expectRefused(await postToAcs(post, cookie));
  });

  it('refuses a tampered response (the signed assertion changed)', async () => {
    const victim = person();
    const { post, cookie } = await answerFor(person());
    const forged = edited(post.SAMLResponse, (xml) =>
      xml.replaceAll(/person\d+@/g, `${victim.email.split('@')[0]}@`),
    );
    expectRefused(await postToAcs({ ...post, SAMLResponse: forged }, cookie));
  });

  it('refuses an unsigned response', async () => {
    const { post, cookie } = await answerFor(person());
    const unsigned = edited(post.SAMLResponse, (xml) =>
      xml.replace(/<ds:Signature[\s\S]*?<\/ds:Signature>/g, ''),
    );
    expect(unsigned).not.toBe(post.SAMLResponse);
    expectRefused(await postToAcs({ ...post, SAMLResponse: unsigned }, cookie));
  });

  it('refuses a response for another audience', async () => {
    const { post, cookie } = await answerFor(person(), {
      audience: 'https://elsewhere.example/sp',
    });
    expectRefused(await postToAcs(post, cookie));
  });

  it('refuses an expired response', async () => {
    const { post, cookie } = await answerFor(person(), { validForMinutes: -30 });
    expectRefused(await postToAcs(post, cookie));
  });

  it('logs the refusals without the assertion’s personal data', () => {
    // From the tampered test on: every response after the replayed one was refused.
    for (let n = 3; n <= count; n += 1) {
      expect(log.text).not.toContain(`person${n}@`);
      expect(log.text).not.toContain(`Given${n}`);
    }
  });
});
