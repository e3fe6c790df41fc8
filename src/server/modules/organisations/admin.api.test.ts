import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrganisation, AdminOrganisationMembers } from '../../../shared/admin';
import type { OrgSummary } from '../../../shared/organisations';
import { authInvitations } from '../../db/schema';
import { setAdmin } from '../user';
import { grantOrganisationSubscription } from '../../../../tests/support/shared/grants';
import {
  createMailingTestApp,
  createOrganisation,
  invite as inviteBy,
  inviteAndJoin,
  madeOrgCard,
  type MailingTestApp,
  postAs,
} from '../../../../tests/support/api/organisations';
import { createUser, type TestUser, uniqueEmail } from '../../../../tests/support/api/users';

type OrganisationList = { items: AdminOrganisation[]; totalCount: number };

describe('the admin console’s organisations', () => {
  let t: MailingTestApp;
  let admin: TestUser;
  let owner: TestUser;
  /** A word in every organisation this file makes, so that a search finds only them. */
  const tag = `zq${Date.now().toString(36)}`;

  beforeAll(async () => {
    t = await createMailingTestApp();
    admin = await createUser(t.app, { fullName: 'Ada Admin' });
    await setAdmin(t.database.db, admin.id, true);
    owner = await createUser(t.app, { fullName: 'Olivia Owner' });
  });
  afterAll(() => t.close());

  const post = (user: TestUser | undefined, url: string, payload: object = {}) =>
    postAs(t, user, url, payload);

  const createOrg = (name: string, user = owner) => createOrganisation(t, user, name);

  const invite = (orgId: string, email: string) => inviteBy(t, owner, orgId, email);

  /** A new person invited with `role`, who signs up with the address and joins. */
  const join = async (orgId: string, role: 'owner' | 'admin' | 'member', inviter = owner) =>
    (await inviteAndJoin(t, inviter, orgId, role, { fullName: 'Jo Joiner' })).person;

  const createOrgCard = (orgId: string) =>
    madeOrgCard(t, owner, orgId, {
      fullName: 'Grace Hopper',
      jobTitle: 'Rear Admiral',
      email: 'grace@example.com',
      phone: '0412 345 678',
      location: 'Arlington',
    });

  const list = async (body: object, user = admin) => {
    const response = await post(user, '/api/admin/list-organisations', body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<OrganisationList>();
  };

  it('lists an organisation with its owners, members, pending invitations, cards and subscription', async () => {
    const org = await createOrg(`Analytical Engines ${tag}`);
    const coOwner = await join(org.id, 'owner');
    await join(org.id, 'admin');
    await join(org.id, 'member');
    // Pending: two. An expired and a revoked invitation are not pending.
    await invite(org.id, uniqueEmail('pending'));
    await invite(org.id, uniqueEmail('pending'));
    const expired = await invite(org.id, uniqueEmail('expired'));
    await t.database.db
      .update(authInvitations)
      .set({ expiresAt: sql`now() - interval '1 day'` })
      .where(eq(authInvitations.id, expired));
    const revoked = await invite(org.id, uniqueEmail('revoked'));
    const revoke = await post(owner, '/api/org/revoke-invitation', {
      orgId: org.id,
      invitationId: revoked,
    });
    expect(revoke.statusCode, revoke.body).toBe(200);
    await grantOrganisationSubscription(t.database.db, org.id, { cards: 7, status: 'active' });
    await createOrgCard(org.id);
    await createOrgCard(org.id);

    const { items, totalCount } = await list({ search: org.slug });
    expect(totalCount).toBe(1);
    expect(items).toEqual([
      {
        id: org.id,
        name: org.name,
        slug: org.slug,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        owners: [owner.email, coOwner.email].sort(),
        memberCount: 4,
        pendingInvitations: 2,
        cardCount: 2,
        subscription: { status: 'active', cardAllocation: 7 },
      },
    ]);

    // Without a subscription, nothing else but its owner.
    const bare = await createOrg(`Bare Org ${tag}`);
    expect((await list({ search: bare.slug })).items).toEqual([
      expect.objectContaining({
        owners: [owner.email],
        memberCount: 1,
        pendingInvitations: 0,
        cardCount: 0,
        subscription: null,
      }),
    ]);
  });

  it('searches by name, address or an owner’s e-mail, wildcards taken literally, and pages newest first', async () => {
    const someoneElse = await createUser(t.app, {
      email: uniqueEmail(`paging-owner-${tag}`),
      fullName: 'Pat Paging',
    });
    const made: OrgSummary[] = [];
    for (let index = 0; index < 12; index += 1) {
      made.push(await createOrg(`Paged ${tag} ${index}`, someoneElse));
    }

    const page1 = await list({ search: `paged ${tag}` });
    expect(page1.totalCount).toBe(12);
    expect(page1.items).toHaveLength(10);
    const page2 = await list({ search: `paged ${tag}`, page: 2 });
    expect(page2.items).toHaveLength(2);
    const newestFirst = [...made].reverse().map((org) => org.id);
    expect([...page1.items, ...page2.items].map((org) => org.id)).toEqual(newestFirst);
    expect((await list({ search: `paged ${tag}`, page: 2, pageSize: 5 })).items).toHaveLength(5);

    // By the address (slug) and by an owner's e-mail.
    expect((await list({ search: made[3]?.slug ?? '' })).items.map((org) => org.id)).toContain(
      made[3]?.id,
    );
    expect((await list({ search: someoneElse.email })).totalCount).toBe(12);
    // A member who is not an owner is not searched for.
    const member = await join(made[0]?.id ?? '', 'member', someoneElse);
    expect((await list({ search: member.email })).totalCount).toBe(0);
    // `%` and `_` are letters in the term, not wildcards.
    expect((await list({ search: `paged%${tag}` })).totalCount).toBe(0);
    expect((await list({ search: 'no such organisation anywhere' })).items).toEqual([]);
  });

  it('lists one organisation’s members and roles; an unknown id is not found', async () => {
    const org = await createOrg(`Members ${tag}`);
    const colleague = await join(org.id, 'admin');
    const response = await post(admin, '/api/admin/organisation-members', { id: org.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AdminOrganisationMembers>().items).toEqual([
      expect.objectContaining({ userId: owner.id, email: owner.email, role: 'owner' }),
      expect.objectContaining({ userId: colleague.id, email: colleague.email, role: 'admin' }),
    ]);
    const missing = await post(admin, '/api/admin/organisation-members', { id: 'no-such-org' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'NOT_FOUND' });
  });

  it('answers anonymous callers 401 and everyone but admins 403, owners of organisations too', async () => {
    for (const [url, body] of [
      ['/api/admin/list-organisations', { page: 1 }],
      ['/api/admin/organisation-members', { id: 'any' }],
    ] as const) {
      const anonymous = await post(undefined, url, body);
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json()).toMatchObject({ error: 'UNAUTHORIZED' });
      const member = await post(owner, url, body);
      expect(member.statusCode, url).toBe(403);
      expect(member.json()).toMatchObject({ error: 'FORBIDDEN' });
    }
  });
});
