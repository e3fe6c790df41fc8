import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import SCIMMY from 'scimmy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrgAuditEntry, OrgCard, OrgMember, OrgSummary } from '../../../shared/organisations';
import type { ScimToken, ScimTokenCreated } from '../../../shared/scim';
import { LogCapture } from '../../../../tests/support/api/log-capture';
import { createTestApp, type TestApp } from '../../../../tests/support/api/test-app';
import {
  cookieHeader,
  createUser,
  latestMailedLink,
  pathOf,
  uniqueEmail,
  verifyEmail,
  type TestUser,
} from '../../../../tests/support/api/users';
import { grantOrganisationSubscription } from '../../../../tests/support/shared/grants';
import { multipart } from '../../../../tests/support/shared/multipart';
import { SCIM_REQUESTS_PER_MINUTE } from '../../plugins/auth/scim-routes';

const SCIM_JSON = 'application/scim+json';
const ERROR_ID = SCIMMY.Messages.ErrorResponse.id;
const LIST_ID = SCIMMY.Messages.ListResponse.id;

interface ScimAnswer {
  status: number;
  body: Record<string, unknown>;
}

/**
 * SCIM provisioning (docs/product.md#scim-provisioning), driven over real HTTP the way a
 * directory drives it: requests built and answers read with SCIMMY, an independent SCIM
 * implementation (its schemas validate every User, Group, ListResponse, PatchOp and error).
 */
describe('SCIM provisioning', () => {
  let t: TestApp;
  let base: string;
  let owner: TestUser;
  const log = new LogCapture();

  beforeAll(async () => {
    t = await createTestApp({}, { logStream: log });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    owner = await createUser(t.app, { fullName: 'Olivia Owner' });
  });
  afterAll(() => t.close());

  const post = (user: TestUser, url: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, headers: { cookie: user.cookie }, payload });

  async function organisation(name: string, withKit = false) {
    const org = (await post(owner, '/api/org/create', { name })).json<OrgSummary>();
    await grantOrganisationSubscription(t.database.db, org.id, { cards: 10 });
    if (withKit) {
      const form = multipart({ orgId: org.id, locked: '["company"]', company: `${name}` });
      const kit = await t.app.inject({
        method: 'POST',
        url: '/api/org/update-brand',
        headers: { ...form.headers, cookie: owner.cookie },
        payload: form.payload,
      });
      expect(kit.statusCode, kit.body).toBe(200);
    }
    return org;
  }

  async function newToken(orgId: string, name = 'Directory') {
    const created = await post(owner, '/api/org/scim-tokens/create', { orgId, name });
    expect(created.statusCode, created.body).toBe(201);
    return created.json<ScimTokenCreated>();
  }

  /** One SCIM request to the base URL the token came with, as a directory sends it. */
  async function scim(
    token: string | undefined,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<ScimAnswer> {
    const response = await fetch(`${base}/api/auth/scim/v2${path}`, {
      method,
      headers: {
        accept: SCIM_JSON,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': SCIM_JSON }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    };
  }

  const userResource = (email: string, externalId: string, extra: Record<string, unknown> = {}) =>
    JSON.parse(
      JSON.stringify(
        new SCIMMY.Schemas.User(
          {
            userName: email,
            externalId,
            displayName: 'Pat Provisioned',
            name: { givenName: 'Pat', familyName: 'Provisioned' },
            emails: [{ value: email, type: 'work', primary: true }],
            active: true,
            ...extra,
          },
          'in',
        ),
      ),
    ) as Record<string, unknown>;

  /** A request body without the `meta` SCIMMY adds (read-only: a directory sends none). */
  const withoutMeta = (resource: Record<string, unknown>) => {
    const { meta: _meta, ...rest } = resource;
    return rest;
  };

  /** The answer read as a SCIM User by SCIMMY (which refuses one that breaks the schema). */
  const asUser = (answer: ScimAnswer) =>
    new SCIMMY.Schemas.User(answer.body, 'out') as unknown as {
      id: string;
      userName: string;
      active: boolean;
      externalId?: string;
    };

  const asList = (answer: ScimAnswer) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.schemas).toEqual([LIST_ID]);
    const list = new SCIMMY.Messages.ListResponse(
      answer.body as unknown as SCIMMY.Messages.ListResponse,
    );
    return list;
  };

  const patchOp = (Operations: SCIMMY.Messages.PatchOp.PatchOpOperation[]) =>
    JSON.parse(
      JSON.stringify(
        new SCIMMY.Messages.PatchOp({ schemas: [SCIMMY.Messages.PatchOp.id], Operations }),
      ),
    ) as unknown;

  const expectScimError = (answer: ScimAnswer, status: number) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    expect(answer.body.schemas).toEqual([ERROR_ID]);
    expect(String(answer.body.status)).toBe(String(status));
  };

  const membersOf = async (orgId: string) =>
    (await post(owner, '/api/org/list-members', { orgId })).json<{ items: OrgMember[] }>().items;

  const cardsOf = async (orgId: string) =>
    (await post(owner, '/api/org/list-cards', { orgId, pageSize: 100 })).json<{
      items: OrgCard[];
    }>().items;

  /** The provisioned person signs in (they prove their address, as anyone does) and has a profile. */
  async function signInAs(email: string): Promise<TestUser> {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/auth/send-verification-email',
      payload: { email },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const cookie = await verifyEmail(t.app, email);
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie },
    });
    const id = session.json<{ user: { id: string } }>().user.id;
    const profile = await t.app.inject({
      method: 'POST',
      url: '/api/user/create-user',
      headers: { cookie },
      payload: { auth_uid: id, email, fullName: 'Pat Provisioned', termsAccepted: true },
    });
    expect(profile.statusCode, profile.body).toBe(201);
    return { email, password: '', cookie, id };
  }

  /** Signing in again later, with a password set through the reset mail. */
  async function signInAgain(email: string): Promise<string> {
    await t.app.inject({
      method: 'POST',
      url: '/api/support/send-password-reset-email',
      payload: { email },
    });
    const landing = await t.app.inject({
      method: 'GET',
      url: pathOf(await latestMailedLink(t.app, email)),
    });
    const token = new URL(String(landing.headers.location), 'http://x').searchParams.get('token');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { newPassword: 'provisioned-1', token },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: 'provisioned-1' },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    return cookieHeader(signIn.headers['set-cookie']);
  }

  it('describes itself: ServiceProviderConfig, Schemas and ResourceTypes', async () => {
    const org = await organisation('Discovery Ltd');
    const { token, baseUrl } = await newToken(org.id);
    expect(new URL(baseUrl).pathname).toBe('/api/auth/scim/v2');

    const config = await scim(token, 'GET', '/ServiceProviderConfig');
    expect(config.status).toBe(200);
    const read = new SCIMMY.Schemas.ServiceProviderConfig(config.body) as unknown as {
      patch: { supported: boolean };
      filter: { supported: boolean };
    };
    expect(read.patch.supported).toBe(true);
    expect(read.filter.supported).toBe(true);

    const types = asList(await scim(token, 'GET', '/ResourceTypes'));
    const names = types.Resources.map(
      (type) => new SCIMMY.Schemas.ResourceType(type) as unknown as { name: string },
    ).map((type) => type.name);
    expect(names).toEqual(expect.arrayContaining(['User', 'Group']));

    const schemas = asList(await scim(token, 'GET', '/Schemas'));
    const ids = schemas.Resources.map((schema) => (schema as { id: string }).id);
    expect(ids).toEqual(
      expect.arrayContaining([
        SCIMMY.Schemas.User.definition.id,
        SCIMMY.Schemas.Group.definition.id,
      ]),
    );
  });

  it('provisions a person into the organisation, finds them, and removes them at once', async () => {
    const org = await organisation('Lifecycle Ltd', true);
    const { token } = await newToken(org.id);
    const email = uniqueEmail('pat');

    // Create: a member of the organisation, with a card made in the brand kit.
    const created = await scim(
      token,
      'POST',
      '/Users',
      withoutMeta(
        userResource(email, 'ext-pat', {
          title: 'Engineer',
          phoneNumbers: [{ value: '+44 20 7946 0000', type: 'work', primary: true }],
          addresses: [{ locality: 'London', type: 'work', primary: true }],
        }),
      ),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const user = asUser(created);
    expect(user.userName).toBe(email);
    expect(user.active).toBe(true);
    const member = (await membersOf(org.id)).find((m) => m.email === email);
    expect(member?.role).toBe('member');
    const card = (await cardsOf(org.id)).find((c) => c.assignee?.email === email);
    // What the server did after the provisioning, should the card be missing.
    const afterwards = log.entries().filter((entry) => String(entry.msg).startsWith('scim:'));
    expect(card?.company, JSON.stringify(afterwards)).toBe('Lifecycle Ltd');
    expect(card?.jobTitle).toBe('Engineer');
    expect(card?.location).toBe('London');
    // They are told, with the way to the organisation's page.
    expect(await latestMailedLink(t.app, email)).toContain('/team?org=lifecycle-ltd');

    // Read and filter: by userName, by e-mail, by externalId.
    expect(asUser(await scim(token, 'GET', `/Users/${user.id}`)).userName).toBe(email);
    for (const filter of [
      `userName eq "${email}"`,
      `emails.value eq "${email}"`,
      'externalId eq "ext-pat"',
    ]) {
      new SCIMMY.Types.Filter(filter); // a filter SCIMMY reads too
      const list = asList(await scim(token, 'GET', `/Users?filter=${encodeURIComponent(filter)}`));
      expect(list.totalResults, filter).toBe(1);
      expect(asUser({ status: 200, body: list.Resources[0] as Record<string, unknown> }).id).toBe(
        user.id,
      );
    }
    const none = asList(
      await scim(
        token,
        'GET',
        `/Users?filter=${encodeURIComponent('userName eq "nobody@x.test"')}`,
      ),
    );
    expect(none.totalResults).toBe(0);

    // They sign in; their session works.
    const pat = await signInAs(email);
    expect((await post(pat, '/api/org/list')).statusCode).toBe(200);

    // PATCH active=false: out of the organisation at once, their session ends, their card stays
    // with the organisation, unassigned.
    const patched = await scim(
      token,
      'PATCH',
      `/Users/${user.id}`,
      patchOp([{ op: 'replace', path: 'active', value: false }]),
    );
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(asUser(patched).active).toBe(false);
    expect((await membersOf(org.id)).some((m) => m.email === email)).toBe(false);
    expect((await post(pat, '/api/org/list')).statusCode).toBe(401);
    const kept = (await cardsOf(org.id)).find((c) => c.id === card?.id);
    expect(kept).toBeDefined();
    expect(kept?.assignee).toBeNull();

    // PUT with active=true: a member again (their old card is not given back by itself).
    const replaced = await scim(
      token,
      'PUT',
      `/Users/${user.id}`,
      withoutMeta(userResource(email, 'ext-pat', { displayName: 'Pat Renamed' })),
    );
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(asUser(replaced).active).toBe(true);
    expect((await membersOf(org.id)).find((m) => m.email === email)?.role).toBe('member');

    // DELETE: gone from SCIM and from the organisation.
    const again = { ...pat, cookie: await signInAgain(email) };
    expect((await post(again, '/api/org/list')).statusCode).toBe(200);
    const deleted = await fetch(`${base}/api/auth/scim/v2/Users/${user.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(deleted.status).toBe(204);
    expectScimError(await scim(token, 'GET', `/Users/${user.id}`), 404);
    expect((await membersOf(org.id)).some((m) => m.email === email)).toBe(false);
    expect((await post(again, '/api/org/list')).statusCode).toBe(401);

    // Every change is in the organisation's audit log, in the name of the token's creator.
    const audit = (await post(owner, '/api/org/audit-log', { orgId: org.id })).json<{
      items: OrgAuditEntry[];
    }>().items;
    const actions = audit.map((entry) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining(['scim.token.create', 'member.provision', 'member.remove']),
    );
    const provision = audit.find((entry) => entry.action === 'member.provision');
    expect(provision?.actor.id).toBe(owner.id);
    expect(provision?.details).toMatchObject({ via: 'scim', token: 'Directory' });
  });

  it('pages through users', async () => {
    const org = await organisation('Pages Ltd');
    const { token } = await newToken(org.id);
    for (const n of [1, 2, 3]) {
      const email = uniqueEmail(`page${n}`);
      const created = await scim(
        token,
        'POST',
        '/Users',
        withoutMeta(userResource(email, `p${n}`)),
      );
      expect(created.status).toBe(201);
    }
    const first = asList(await scim(token, 'GET', '/Users?startIndex=1&count=2'));
    expect(first.totalResults).toBe(3);
    expect(first.Resources).toHaveLength(2);
    const second = asList(await scim(token, 'GET', '/Users?startIndex=3&count=2'));
    expect(second.Resources).toHaveLength(1);
    const ids = [...first.Resources, ...second.Resources].map((r) => (r as { id: string }).id);
    expect(new Set(ids).size).toBe(3);
  });

  it('makes members of an admin group admins, and members again when they leave it', async () => {
    const org = await organisation('Groups Ltd');
    const { token } = await newToken(org.id);
    const saved = await post(owner, '/api/org/scim-settings/update', {
      orgId: org.id,
      adminGroups: ['CardVault Admins'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const email = uniqueEmail('grace');
    const user = asUser(
      await scim(token, 'POST', '/Users', withoutMeta(userResource(email, 'ext-grace'))),
    );

    const group = JSON.parse(
      JSON.stringify(
        new SCIMMY.Schemas.Group(
          { displayName: 'CardVault Admins', members: [{ value: user.id }] },
          'in',
        ),
      ),
    ) as Record<string, unknown>;
    const createdGroup = await scim(token, 'POST', '/Groups', withoutMeta(group));
    expect(createdGroup.status, JSON.stringify(createdGroup.body)).toBe(201);
    const read = new SCIMMY.Schemas.Group(createdGroup.body, 'out') as unknown as {
      id: string;
      members: { value: string }[];
    };
    expect(read.members.map((m) => m.value)).toEqual([user.id]);
    expect((await membersOf(org.id)).find((m) => m.email === email)?.role).toBe('admin');

    // Another group grants nothing.
    const other = await scim(
      token,
      'POST',
      '/Groups',
      withoutMeta(
        JSON.parse(
          JSON.stringify(
            new SCIMMY.Schemas.Group({ displayName: 'Sales', members: [{ value: user.id }] }, 'in'),
          ),
        ) as Record<string, unknown>,
      ),
    );
    expect(other.status).toBe(201);

    const removed = await scim(
      token,
      'PATCH',
      `/Groups/${read.id}`,
      patchOp([{ op: 'remove', path: `members[value eq "${user.id}"]` }]),
    );
    expect([200, 204]).toContain(removed.status);
    expect((await membersOf(org.id)).find((m) => m.email === email)?.role).toBe('member');

    // Naming the group in the settings applies to those already in it.
    const back = await scim(
      token,
      'PATCH',
      `/Groups/${read.id}`,
      patchOp([{ op: 'add', path: 'members', value: [{ value: user.id }] }]),
    );
    expect([200, 204]).toContain(back.status);
    expect((await membersOf(org.id)).find((m) => m.email === email)?.role).toBe('admin');
    await post(owner, '/api/org/scim-settings/update', { orgId: org.id, adminGroups: [] });
    expect((await membersOf(org.id)).find((m) => m.email === email)?.role).toBe('member');
  });

  it('refuses missing, wrong and revoked tokens, and shows each token’s last use', async () => {
    const org = await organisation('Tokens Ltd');
    const first = await newToken(org.id, 'Okta');
    const second = await newToken(org.id, 'Entra');

    expectScimError(await scim(undefined, 'GET', '/Users'), 401);
    expectScimError(await scim('not-a-token', 'GET', '/Users'), 401);
    expectScimError(
      await scim(`${first.id}.wrongsecretwrongsecretwrongsecret`, 'GET', '/Users'),
      401,
    );
    expect((await scim(first.token, 'GET', '/Users')).status).toBe(200);

    const listed = (await post(owner, '/api/org/scim-tokens/list', { orgId: org.id })).json<{
      items: ScimToken[];
    }>().items;
    expect(listed.map((item) => item.name).sort()).toEqual(['Entra', 'Okta']);
    expect(listed.find((item) => item.id === first.id)?.lastUsedAt).not.toBeNull();
    expect(listed.find((item) => item.id === second.id)?.lastUsedAt).toBeNull();
    expect(JSON.stringify(listed)).not.toContain(first.token);

    const revoked = await post(owner, '/api/org/scim-tokens/revoke', {
      orgId: org.id,
      id: first.id,
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expectScimError(await scim(first.token, 'GET', '/Users'), 401);
    expect((await scim(second.token, 'GET', '/Users')).status).toBe(200);
    const after = (await post(owner, '/api/org/scim-tokens/list', { orgId: org.id })).json<{
      items: ScimToken[];
    }>().items;
    expect(after.find((item) => item.id === first.id)?.status).toBe('revoked');

    // Another organisation's token id is not found here.
    const elsewhere = await organisation('Elsewhere Ltd');
    const theirs = await newToken(elsewhere.id);
    const crossed = await post(owner, '/api/org/scim-tokens/revoke', {
      orgId: org.id,
      id: theirs.id,
    });
    expect(crossed.statusCode).toBe(404);
  });

  it('keeps each organisation’s people to its own token', async () => {
    const a = await organisation('Alpha Ltd');
    const b = await organisation('Beta Ltd');
    const tokenA = (await newToken(a.id)).token;
    const tokenB = (await newToken(b.id)).token;
    const email = uniqueEmail('alpha');
    const user = asUser(
      await scim(tokenA, 'POST', '/Users', withoutMeta(userResource(email, 'a1'))),
    );

    expect(asList(await scim(tokenB, 'GET', '/Users')).totalResults).toBe(0);
    expectScimError(await scim(tokenB, 'GET', `/Users/${user.id}`), 404);
    const filter = encodeURIComponent(`userName eq "${email}"`);
    expect(asList(await scim(tokenB, 'GET', `/Users?filter=${filter}`)).totalResults).toBe(0);
    expectScimError(
      await scim(
        tokenB,
        'PATCH',
        `/Users/${user.id}`,
        patchOp([{ op: 'replace', path: 'active', value: false }]),
      ),
      404,
    );
    expect((await membersOf(a.id)).some((m) => m.email === email)).toBe(true);
    expect((await membersOf(b.id)).some((m) => m.email === email)).toBe(false);
  });

  it('answers bodies that break the schema with a SCIM 400 and its scimType', async () => {
    const org = await organisation('Strict Ltd');
    const { token } = await newToken(org.id);
    const noUserName = await scim(token, 'POST', '/Users', {
      schemas: [SCIMMY.Schemas.User.definition.id],
      emails: [{ value: uniqueEmail('x'), primary: true }],
    });
    expectScimError(noUserName, 400);
    expect(typeof noUserName.body.scimType).toBe('string');

    const email = uniqueEmail('strict');
    const user = asUser(
      await scim(token, 'POST', '/Users', withoutMeta(userResource(email, 's1'))),
    );
    const badPatch = await scim(token, 'PATCH', `/Users/${user.id}`, {
      schemas: [SCIMMY.Messages.PatchOp.id],
      Operations: [{ op: 'replace', path: 'active', value: 'sometimes' }],
    });
    expectScimError(badPatch, 400);
    expect(typeof badPatch.body.scimType).toBe('string');

    const duplicate = await scim(token, 'POST', '/Users', withoutMeta(userResource(email, 's2')));
    expectScimError(duplicate, 409);
    expect(duplicate.body.scimType).toBe('uniqueness');
  });

  it('deletes its connection, tokens and everything the directory sent with the organisation', async () => {
    const org = await organisation('Gone Ltd');
    const { token } = await newToken(org.id);
    const user = asUser(
      await scim(token, 'POST', '/Users', withoutMeta(userResource(uniqueEmail('gone'), 'g1'))),
    );
    const group = new SCIMMY.Schemas.Group(
      { displayName: 'Gone group', members: [{ value: user.id }] },
      'in',
    );
    expect(
      (
        await scim(
          token,
          'POST',
          '/Groups',
          withoutMeta(JSON.parse(JSON.stringify(group)) as Record<string, unknown>),
        )
      ).status,
    ).toBe(201);
    const deleted = await post(owner, '/api/org/delete', {
      orgId: org.id,
      confirmation: 'Gone Ltd',
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    expectScimError(await scim(token, 'GET', '/Users'), 401);
    const left = (await t.database.db.execute(sql`
      select (select count(*) from scim_managed_connections where provisioning_domain_id = ${org.id})
        + (select count(*) from scim_users where provisioning_domain_id = ${org.id})
        + (select count(*) from scim_groups where provisioning_domain_id = ${org.id})
        + (select count(*) from organisation_scim_tokens where organization_id = ${org.id}) as n`)) as {
      rows: { n: number | string }[];
    };
    expect(Number(left.rows[0]?.n)).toBe(0);
  });

  it('lets owners and admins manage tokens; members are refused, outsiders find nothing', async () => {
    const org = await organisation('Policy Ltd');
    const outsider = await createUser(t.app, { fullName: 'Out Sider' });
    expect((await post(outsider, '/api/org/scim-tokens/list', { orgId: org.id })).statusCode).toBe(
      404,
    );
    const created = await post(outsider, '/api/org/scim-tokens/create', {
      orgId: org.id,
      name: 'x',
    });
    expect(created.statusCode).toBe(404);
    const bad = await post(owner, '/api/org/scim-tokens/create', { orgId: org.id, name: '' });
    expect(bad.statusCode).toBe(400);
  });

  // Last: it fills this address's window, as a stranger trying tokens would.
  it('answers past its rate with a SCIM 429 and how long to wait, whatever the token', async () => {
    const org = await organisation('Busy Ltd');
    const { token } = await newToken(org.id);
    expect((await scim(token, 'GET', '/Users')).status).toBe(200);
    // The address's window already holds a minute's worth of requests.
    await t.database.db.execute(sql`
      update rate_limits set count = ${SCIM_REQUESTS_PER_MINUTE} where key = 'scim:ip:127.0.0.1'`);
    for (const sent of [token, 'not-a-token', undefined]) {
      const response = await fetch(`${base}/api/auth/scim/v2/Users`, {
        headers: { accept: SCIM_JSON, ...(sent ? { authorization: `Bearer ${sent}` } : {}) },
      });
      expect(response.status).toBe(429);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(response.headers.get('content-type')).toMatch(/^application\/scim\+json/);
      expect(await response.json()).toMatchObject({
        schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'],
        status: '429',
      });
    }
  });
});
