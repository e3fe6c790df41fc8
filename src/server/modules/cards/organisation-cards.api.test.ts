import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Card, CardListResponse } from '../../../shared/card';
import type { OrgCardList } from '../../../shared/organisations';
import { createCardAs, SAMPLE_CARD_FIELDS } from '../../../../tests/support/api/cards';
import {
  createMailingTestApp,
  createOrgCard as createOrgCardBy,
  createOrganisation,
  inviteAndJoin,
  type MailingTestApp,
  postAs,
} from '../../../../tests/support/api/organisations';
import { createUser, uniqueEmail, type TestUser } from '../../../../tests/support/api/users';
import { grantSubscription } from '../../../../tests/support/shared/grants';
import { multipart } from '../../../../tests/support/shared/multipart';
import { png } from '../../../../tests/support/shared/images';
import { cards, leads } from '../../db/schema';

/**
 * Organisation cards (docs/product.md#organisation-cards): held by the organisation, drawn on its
 * own allocation, assigned to a member who edits them, kept by the organisation when the member
 * goes, and out of reach of anyone who is not a member.
 */
describe('organisation cards', () => {
  let t: MailingTestApp;
  let owner: TestUser;

  beforeAll(async () => {
    t = await createMailingTestApp({ LEADS_RATE_LIMIT_PER_IP: '1000' });
    owner = await createUser(t.app, { fullName: 'Olivia Owner' });
  });
  afterAll(() => t.close());

  const post = (user: TestUser | undefined, url: string, payload: object = {}) =>
    postAs(t, user, url, payload);

  /** An organisation of `owner`'s with a subscription of `cards` cards (none when 0). */
  const newOrg = (name: string, seats = 5) => createOrganisation(t, owner, name, { cards: seats });

  /** A new person who joins the organisation by the mailed invitation, with the role. */
  const join = async (orgId: string, role: 'admin' | 'member' = 'member', fullName = 'Mia') =>
    (await inviteAndJoin(t, owner, orgId, role, { fullName })).person;

  /** create-card on an organisation, as `user`; the response as it came. */
  const createOrgCard = async (
    user: TestUser,
    orgId: string,
    fields: Record<string, string> = {},
  ) =>
    createOrgCardBy(t, user, orgId, { ...SAMPLE_CARD_FIELDS, ...fields }, [
      { field: 'profileImage', filename: 'p.png', contentType: 'image/png', content: await png() },
    ]);

  const made = async (user: TestUser, orgId: string, fields: Record<string, string> = {}) => {
    const response = await createOrgCard(user, orgId, fields);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Card>();
  };

  const getCard = (user: TestUser, id: string) =>
    t.app.inject({ method: 'GET', url: `/api/card?id=${id}`, headers: { cookie: user.cookie } });

  const updateCard = (user: TestUser, id: string, fields: Record<string, string>) => {
    const form = multipart({ ...SAMPLE_CARD_FIELDS, ...fields, id });
    return t.app.inject({
      method: 'POST',
      url: '/api/card/update-card',
      headers: { ...form.headers, cookie: user.cookie },
      payload: form.payload,
    });
  };

  const listIds = async (user: TestUser, orgId?: string) => {
    const response = await post(user, '/api/card/list-user-cards', orgId ? { orgId } : {});
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CardListResponse>().items.map((card) => card.id);
  };

  const orgList = async (user: TestUser, orgId: string, extra: object = {}) => {
    const response = await post(user, '/api/org/list-cards', { orgId, ...extra });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<OrgCardList>();
  };

  const assign = (user: TestUser, orgId: string, cardId: string, userId: string | null) =>
    post(user, '/api/org/assign-card', { orgId, cardId, userId });

  it("draws on the organisation's allocation, never on a person's, and stays out of personal lists", async () => {
    const org = await newOrg('Allocated Ltd', 2);
    // The owner has no subscription of their own: the organisation's pays for its cards.
    const card = await made(owner, org.id, { fullName: 'Front Desk' });
    expect(card).toMatchObject({ userId: null, organisationId: org.id, assigneeId: null });
    await made(owner, org.id);
    const third = await createOrgCard(owner, org.id);
    expect(third.statusCode).toBe(403);
    expect(third.json()).toMatchObject({ error: 'MAX_CARDS' });

    expect(await listIds(owner)).toEqual([]);
    expect(await listIds(owner, org.id)).toContain(card.id);
    // And a person's cards never count against the organisation.
    await grantSubscription(t.database.db, owner.id, { cards: 1 });
    const personal = await createCardAs(t.app, owner.cookie, SAMPLE_CARD_FIELDS);
    expect(personal).toMatchObject({ userId: owner.id, organisationId: null });
    expect(await listIds(owner)).toEqual([personal.id]);
    expect((await orgList(owner, org.id)).totalCount).toBe(2);
  });

  it('refuses an organisation card without its subscription, and says whose trial to start', async () => {
    const org = await newOrg('Unpaid Ltd', 0);
    const refused = await createOrgCard(owner, org.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      error: 'NO_SUBSCRIPTION',
      message: 'Start your organisation’s free trial to create its cards',
    });
  });

  it('lets owners and admins make cards, and a member only edit the ones assigned to them', async () => {
    const org = await newOrg('Roles Ltd');
    const admin = await join(org.id, 'admin', 'Ada Admin');
    const member = await join(org.id, 'member', 'Max Member');
    const other = await join(org.id, 'member', 'Nia Other');

    const byAdmin = await made(admin, org.id, { fullName: 'Made By Admin' });
    expect((await createOrgCard(member, org.id)).statusCode).toBe(403);

    // Unassigned: the member sees nothing of it.
    expect((await getCard(member, byAdmin.id)).statusCode).toBe(404);
    expect(await listIds(member, org.id)).toEqual([]);

    const assigned = await assign(admin, org.id, byAdmin.id, member.id);
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json()).toEqual({ message: 'Card assigned' });
    expect(await listIds(member, org.id)).toEqual([byAdmin.id]);
    expect((await orgList(member, org.id)).items).toEqual([
      expect.objectContaining({
        id: byAdmin.id,
        assigneeId: member.id,
        assignee: { userId: member.id, name: 'Max Member', email: member.email },
      }),
    ]);

    const edited = await updateCard(member, byAdmin.id, {
      fullName: 'Max Member',
      jobTitle: 'Sales',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Card>()).toMatchObject({ fullName: 'Max Member', organisationId: org.id });

    // Another member, and the member deleting or reassigning it: not theirs.
    expect((await getCard(other, byAdmin.id)).statusCode).toBe(404);
    expect((await updateCard(other, byAdmin.id, {})).statusCode).toBe(404);
    expect((await post(member, '/api/card/delete-card', { id: byAdmin.id })).statusCode).toBe(404);
    expect((await assign(member, org.id, byAdmin.id, member.id)).statusCode).toBe(403);

    // The owner sees every card, and an admin may delete one.
    expect((await orgList(owner, org.id)).items.map((card) => card.id)).toEqual([byAdmin.id]);
    const deleted = await post(admin, '/api/card/delete-card', { id: byAdmin.id });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await getCard(member, byAdmin.id)).statusCode).toBe(404);
  });

  it('assigns only to members, and never takes in a personal card', async () => {
    const org = await newOrg('Assign Ltd');
    const card = await made(owner, org.id);
    const stranger = await createUser(t.app);
    const refused = await assign(owner, org.id, card.id, stranger.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'NOT_A_MEMBER' });

    await grantSubscription(t.database.db, stranger.id, { cards: 1 });
    const personal = await createCardAs(t.app, stranger.cookie, SAMPLE_CARD_FIELDS);
    expect((await assign(owner, org.id, personal.id, owner.id)).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(cards).where(eq(cards.id, personal.id));
    expect(row).toMatchObject({ userId: stranger.id, organizationId: null, assigneeId: null });

    const unassigned = await assign(owner, org.id, card.id, null);
    expect(unassigned.json()).toEqual({ message: 'Card unassigned' });
    const filtered = await orgList(owner, org.id, { unassigned: true });
    expect(filtered.items.map((item) => item.id)).toEqual([card.id]);
  });

  it('keeps a card public and with the organisation when its member is removed or leaves', async () => {
    const org = await newOrg('Leavers Ltd');
    const removed = await join(org.id, 'member', 'Rae Removed');
    const leaver = await join(org.id, 'member', 'Lee Leaver');
    const first = await made(owner, org.id, { fullName: 'Rae Removed' });
    const second = await made(owner, org.id, { fullName: 'Lee Leaver' });
    await assign(owner, org.id, first.id, removed.id);
    await assign(owner, org.id, second.id, leaver.id);

    const removal = await post(owner, '/api/org/remove-member', {
      orgId: org.id,
      userId: removed.id,
    });
    expect(removal.statusCode, removal.body).toBe(200);
    const left = await post(leaver, '/api/org/leave', { orgId: org.id });
    expect(left.statusCode, left.body).toBe(200);

    for (const [person, card] of [
      [removed, first],
      [leaver, second],
    ] as const) {
      expect((await getCard(person, card.id)).statusCode).toBe(404);
      expect((await updateCard(person, card.id, {})).statusCode).toBe(404);
      const page = await t.app.inject({ method: 'GET', url: `/api/card/showcase?id=${card.id}` });
      expect(page.statusCode).toBe(200);
      expect(page.json()).toMatchObject({ fullName: card.fullName });
    }
    const list = await orgList(owner, org.id, { unassigned: true });
    expect(list.items.map((card) => card.id).sort()).toEqual([first.id, second.id].sort());
    expect(list.items.every((card) => card.assignee === null)).toBe(true);
  });

  it("keeps a visitor's lead with the organisation and tells the member the card is assigned to", async () => {
    const org = await newOrg('Leads Ltd');
    const member = await join(org.id, 'member', 'Lia Lead');
    const card = await made(owner, org.id);
    await assign(owner, org.id, card.id, member.id);
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/leads/submit',
      headers: {
        'user-agent':
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
      },
      payload: {
        cardId: card.id,
        name: 'Vera Visitor',
        email: uniqueEmail('visitor'),
        consent: true,
        elapsedMs: 6_000,
      },
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const [lead] = await t.database.db.select().from(leads).where(eq(leads.cardId, card.id));
    expect(lead).toMatchObject({ userId: null, organizationId: org.id });
    const note = await t.smtp.waitFor(
      (mail) => mail.to.includes(member.email) && mail.subject.includes('Vera Visitor'),
    );
    expect(note.subject).toMatch(/^New lead: Vera Visitor/);
  });

  it('counts organisation cards made in parallel against its allocation exactly', async () => {
    const org = await newOrg('Parallel Ltd', 3);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => createOrgCard(owner, org.id, { fullName: `P ${i}` })),
    );
    const statuses = results.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 403, 403, 403]);
    expect((await orgList(owner, org.id)).totalCount).toBe(3);
  });

  it('answers anyone outside the organisation as if it did not exist', async () => {
    const org = await newOrg('Private Ltd');
    const card = await made(owner, org.id);
    const outsider = await createUser(t.app);
    expect((await createOrgCard(outsider, org.id)).statusCode).toBe(404);
    expect((await post(outsider, '/api/org/list-cards', { orgId: org.id })).statusCode).toBe(404);
    expect((await post(outsider, '/api/card/list-user-cards', { orgId: org.id })).statusCode).toBe(
      404,
    );
    expect((await assign(outsider, org.id, card.id, outsider.id)).statusCode).toBe(404);
    expect((await getCard(outsider, card.id)).statusCode).toBe(404);
    expect((await updateCard(outsider, card.id, {})).statusCode).toBe(404);
    expect((await post(outsider, '/api/card/delete-card', { id: card.id })).statusCode).toBe(404);
  });

  it("deletes the organisation's cards and their files with it", async () => {
    const org = await newOrg('Closing Ltd');
    const card = await made(owner, org.id);
    const folder = path.join(t.config.storage.uploadsDir, 'cards', card.id);
    expect(existsSync(folder)).toBe(true);
    const deleted = await post(owner, '/api/org/delete', {
      orgId: org.id,
      confirmation: 'Closing Ltd',
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await t.database.db.select().from(cards).where(eq(cards.id, card.id))).toEqual([]);
    expect(existsSync(folder)).toBe(false);
    const page = await t.app.inject({ method: 'GET', url: `/api/card/showcase?id=${card.id}` });
    expect(page.statusCode).toBe(404);
  });
});
