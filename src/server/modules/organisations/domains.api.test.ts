import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DomainChallenge, OrgDomain } from '../../../shared/organisation-domains';
import type { OrgAuditEntry, OrgSummary } from '../../../shared/organisations';
import { LoopbackDns } from '../../../../tests/support/fakes/dns-server';
import { createTestApp, type TestApp } from '../../../../tests/support/api/test-app';
import {
  createUser,
  latestMailedLink,
  uniqueEmail,
  type TestUser,
} from '../../../../tests/support/api/users';
import { isDomainVerifiedBy, verifiedOrganisationForEmail } from '.';

/**
 * Verified domains (docs/product.md#verified-domains): an organisation adds a domain, publishes
 * the TXT record it is given, and a check looks it up, through a real DNS server on loopback
 * (DNS_SERVERS). A domain is verified by one organisation only; a pending one grants nothing.
 */
describe('verified domains', () => {
  let t: TestApp;
  let dns: LoopbackDns;
  let owner: TestUser;
  let rival: TestUser;

  beforeAll(async () => {
    dns = await new LoopbackDns().start();
    t = await createTestApp({ DNS_SERVERS: dns.address });
    owner = await createUser(t.app, { fullName: 'Olivia Owner' });
    rival = await createUser(t.app, { fullName: 'Ravi Rival' });
  });
  afterAll(async () => {
    await t.close();
    await dns.stop();
  });
  beforeEach(() => {
    dns.silent = false;
  });

  const post = (user: TestUser | undefined, url: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, headers: user ? { cookie: user.cookie } : {}, payload });

  const newOrg = async (user: TestUser, name: string) => {
    const response = await post(user, '/api/org/create', { name });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<OrgSummary>();
  };

  const add = async (user: TestUser, orgId: string, domain: string) => {
    const response = await post(user, '/api/org/domains/add', { orgId, domain });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<DomainChallenge>();
  };

  const verify = (user: TestUser, orgId: string, domain: string) =>
    post(user, '/api/org/domains/verify', { orgId, domain });

  const list = async (user: TestUser, orgId: string) => {
    const response = await post(user, '/api/org/domains/list', { orgId });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ items: OrgDomain[] }>().items;
  };

  let n = 0;
  const uniqueDomain = () => `acme-${process.pid}-${++n}.test`;

  it('gives a TXT record to publish, and verifies the domain once it is published', async () => {
    const org = await newOrg(owner, 'Published Ltd');
    const domain = uniqueDomain();
    const record = await add(owner, org.id, ` ${domain.toUpperCase()}. `);
    expect(record.domain).toBe(domain);
    expect(record.txtName).toBe(`_cardvault-challenge.${domain}`);
    expect(record.txtValue).toMatch(/^cardvault-domain-verification=[A-Za-z0-9_-]{32}$/);
    // Adding it again gives the same record, not a second one.
    expect(await add(owner, org.id, domain)).toEqual(record);
    expect((await list(owner, org.id)).map((item) => [item.domain, item.state])).toEqual([
      [domain, 'pending'],
    ]);

    // Pending, it grants nothing.
    expect(await verifiedOrganisationForEmail(t.database.db, `ana@${domain}`)).toBeUndefined();

    dns.publishTxt(record.txtName, 'v=spf1 -all', record.txtValue);
    const checked = await verify(owner, org.id, domain);
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json()).toMatchObject({ verified: true, reason: null });
    expect(dns.questions).toContain(record.txtName);

    const [listed] = await list(owner, org.id);
    expect(listed).toMatchObject({ domain, state: 'verified', txtValue: record.txtValue });
    expect(Date.parse(listed?.verifiedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(
      await verifiedOrganisationForEmail(t.database.db, `Ana@${domain.toUpperCase()}`),
    ).toEqual({ organisationId: org.id, domain });
    expect(await isDomainVerifiedBy(t.database.db, org.id, domain)).toBe(true);
    // Only that exact domain.
    expect(await verifiedOrganisationForEmail(t.database.db, `ana@mail.${domain}`)).toBeUndefined();

    // A verified domain stays verified without another lookup.
    const asked = dns.questions.length;
    expect((await verify(owner, org.id, domain)).json()).toMatchObject({ verified: true });
    expect(dns.questions.length).toBe(asked);
  });

  it('does not verify while the record is missing or holds another value', async () => {
    const org = await newOrg(owner, 'Pending Ltd');
    const domain = uniqueDomain();
    const record = await add(owner, org.id, domain);

    const missing = await verify(owner, org.id, domain);
    expect(missing.statusCode, missing.body).toBe(200);
    expect(missing.json()).toMatchObject({ verified: false, reason: 'missing' });

    dns.publishTxt(record.txtName, 'cardvault-domain-verification=someone-elses-token');
    const wrong = await verify(owner, org.id, domain);
    expect(wrong.json()).toMatchObject({ verified: false, reason: 'wrong-value' });

    expect((await list(owner, org.id))[0]?.state).toBe('pending');
    expect(await isDomainVerifiedBy(t.database.db, org.id, domain)).toBe(false);
  });

  it('lets one organisation only verify a domain: another meets 409', async () => {
    const first = await newOrg(owner, 'First Ltd');
    const second = await newOrg(rival, 'Second Ltd');
    const domain = uniqueDomain();
    const mine = await add(owner, first.id, domain);
    // The other organisation added it too, pending, and is given a token of its own.
    const theirs = await add(rival, second.id, domain);
    expect(theirs.txtValue).not.toBe(mine.txtValue);

    // The first organisation's record does not verify the second.
    dns.publishTxt(mine.txtName, mine.txtValue);
    expect((await verify(rival, second.id, domain)).json()).toMatchObject({
      verified: false,
      reason: 'wrong-value',
    });
    expect((await verify(owner, first.id, domain)).json()).toMatchObject({ verified: true });

    // Now that it is verified, the second organisation can neither verify nor add it.
    dns.publishTxt(mine.txtName, mine.txtValue, theirs.txtValue);
    const refused = await verify(rival, second.id, domain);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'DOMAIN_TAKEN' });
    const third = await newOrg(rival, 'Third Ltd');
    const added = await post(rival, '/api/org/domains/add', { orgId: third.id, domain });
    expect(added.statusCode).toBe(409);
    expect(added.json()).toMatchObject({ error: 'DOMAIN_TAKEN' });
    expect(await isDomainVerifiedBy(t.database.db, second.id, domain)).toBe(false);
    expect((await verifiedOrganisationForEmail(t.database.db, `x@${domain}`))?.organisationId).toBe(
      first.id,
    );

    // Once the first removes it, the second may verify it with its own record.
    const removed = await post(owner, '/api/org/domains/remove', { orgId: first.id, domain });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await verifiedOrganisationForEmail(t.database.db, `x@${domain}`)).toBeUndefined();
    expect((await verify(rival, second.id, domain)).json()).toMatchObject({ verified: true });
  });

  it('refuses what is not an organisation’s own domain', async () => {
    const org = await newOrg(owner, 'Picky Ltd');
    const cases: [string, RegExp][] = [
      ['192.0.2.10', /not an IP address/],
      ['[2001:db8::1]', /not an IP address/],
      ['co.uk', /public suffix/],
      ['com', /such as example\.com/],
      ['gmail.com', /mail provider/],
      ['Outlook.com', /mail provider/],
      ['not a domain', /such as example\.com/],
      ['-bad-.example', /such as example\.com/],
    ];
    for (const [domain, message] of cases) {
      const response = await post(owner, '/api/org/domains/add', { orgId: org.id, domain });
      expect(response.statusCode, domain).toBe(400);
      expect(response.json<{ message: string }>().message, domain).toMatch(message);
    }
    // International names are kept in their ASCII form, which is what DNS is asked.
    const record = await add(owner, org.id, 'Bücher.example');
    expect(record.domain).toBe('xn--bcher-kva.example');
    expect(record.txtName).toBe('_cardvault-challenge.xn--bcher-kva.example');
    // A pasted address or URL leaves its domain.
    expect((await add(owner, org.id, 'https://Shop.Example.org')).domain).toBe('shop.example.org');
  });

  it('says so clearly when the DNS lookup does not answer in time', async () => {
    const org = await newOrg(owner, 'Silent Ltd');
    const domain = uniqueDomain();
    await add(owner, org.id, domain);
    dns.silent = true;
    const started = Date.now();
    const response = await verify(owner, org.id, domain);
    expect(response.statusCode, response.body).toBe(502);
    expect(response.json()).toMatchObject({
      error: 'DNS_LOOKUP_FAILED',
      message: expect.stringMatching(/did not answer within 3 seconds/),
    });
    expect(Date.now() - started).toBeLessThan(6_000);
  });

  it('counts checks per organisation: the 21st in an hour is refused', async () => {
    const org = await newOrg(owner, 'Eager Ltd');
    const domain = uniqueDomain();
    await add(owner, org.id, domain);
    for (let i = 0; i < 20; i++) {
      expect((await verify(owner, org.id, domain)).statusCode).toBe(200);
    }
    const asked = dns.questions.length;
    const refused = await verify(owner, org.id, domain);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(dns.questions.length).toBe(asked);
    // Another organisation's checks are its own.
    const other = await newOrg(owner, 'Calm Ltd');
    await add(owner, other.id, domain);
    expect((await verify(owner, other.id, domain)).statusCode).toBe(200);
  });

  it('is for owners and admins; members get 403 and outsiders 404; every change is audited', async () => {
    const org = await newOrg(owner, 'Audited Ltd');
    const email = uniqueEmail('member');
    await post(owner, '/api/org/invite', { orgId: org.id, email, role: 'member' });
    const token = new URL(await latestMailedLink(t.app, email)).searchParams.get('token') ?? '';
    const member = await createUser(t.app, { email });
    expect((await post(member, '/api/org/accept-invitation', { token })).statusCode).toBe(200);

    const domain = uniqueDomain();
    expect((await post(member, '/api/org/domains/add', { orgId: org.id, domain })).statusCode).toBe(
      403,
    );
    expect((await post(member, '/api/org/domains/list', { orgId: org.id })).statusCode).toBe(403);
    expect((await post(rival, '/api/org/domains/list', { orgId: org.id })).statusCode).toBe(404);
    expect((await post(undefined, '/api/org/domains/list', { orgId: org.id })).statusCode).toBe(
      401,
    );

    const record = await add(owner, org.id, domain);
    dns.publishTxt(record.txtName, record.txtValue);
    expect((await verify(owner, org.id, domain)).json()).toMatchObject({ verified: true });
    expect(
      (await post(owner, '/api/org/domains/remove', { orgId: org.id, domain })).statusCode,
    ).toBe(200);
    const again = await post(owner, '/api/org/domains/remove', { orgId: org.id, domain });
    expect(again.statusCode).toBe(404);

    const log = await post(owner, '/api/org/audit-log', { orgId: org.id });
    const entries = log
      .json<{ items: OrgAuditEntry[] }>()
      .items.filter((entry) => entry.action.startsWith('domain.'));
    expect(entries.map((entry) => [entry.action, entry.targetId, entry.actor.name])).toEqual([
      ['domain.remove', domain, 'Olivia Owner'],
      ['domain.verify', domain, 'Olivia Owner'],
      ['domain.add', domain, 'Olivia Owner'],
    ]);
  });
});
