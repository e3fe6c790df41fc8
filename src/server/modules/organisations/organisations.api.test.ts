import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INVITATIONS_PER_HOUR,
  type OrgInvitation,
  type OrgMember,
  type OrgSummary,
} from '../../../shared/organisations';
import { authInvitations, rateLimits } from '../../db/schema';
import {
  allQueuedMailDelivered,
  createMailingTestApp,
  createOrganisation,
  inviteAndJoin as joinBy,
  mailedInvitation,
  mailsTo,
  type MailingTestApp,
  orgCall,
} from '../../../../tests/support/api/organisations';
import { createUser, type TestUser, uniqueEmail } from '../../../../tests/support/api/users';

describe('organisations, members and invitations', () => {
  let t: MailingTestApp;
  let owner: TestUser;

  beforeAll(async () => {
    t = await createMailingTestApp();
    owner = await createUser(t.app, { fullName: 'Olivia Owner' });
  });
  afterAll(() => t.close());

  const call = (user: TestUser | undefined, url: string, payload: object = {}) =>
    orgCall(t, user, url, payload);

  const createOrg = (name: string, user = owner) => createOrganisation(t, user, name);

  const members = async (orgId: string, user = owner) => {
    const response = await call(user, 'list-members', { orgId });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ items: OrgMember[] }>().items;
  };

  /** Invites a new person, who signs up with the address and opens the link delivered to them. */
  const inviteAndJoin = (orgId: string, role: 'admin' | 'member' | 'owner' = 'member') =>
    joinBy(t, owner, orgId, role, { fullName: 'Ivy Invitee' });

  it('creates an organisation with a slug from its name; the creator is its owner', async () => {
    const org = await createOrg('Acme Widgets Ltd');
    expect(org).toMatchObject({
      name: 'Acme Widgets Ltd',
      slug: 'acme-widgets-ltd',
      role: 'owner',
    });
    const list = await call(owner, 'list');
    expect(list.json<{ items: OrgSummary[] }>().items).toContainEqual(org);
    expect(await members(org.id)).toEqual([
      expect.objectContaining({
        userId: owner.id,
        email: owner.email,
        name: 'Olivia Owner',
        role: 'owner',
      }),
    ]);
  });

  it('refuses a slug another organisation has, and a slug that is not one', async () => {
    const first = await call(owner, 'create', { name: 'Globex', slug: 'globex' });
    expect(first.statusCode).toBe(201);
    const again = await call(owner, 'create', { name: 'Globex 2', slug: 'globex' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'SLUG_TAKEN' });
    const bad = await call(owner, 'create', { name: 'Bad', slug: '-Not a slug-' });
    expect(bad.statusCode).toBe(400);
    const empty = await call(owner, 'create', { name: '  ' });
    expect(empty.statusCode).toBe(400);
  });

  it('mails an invitation whose link adds the invitee with the role, once', async () => {
    const org = await createOrg('Initech');
    const { person, token, link } = await inviteAndJoin(org.id, 'admin');
    expect(link.pathname).toBe('/team/join');
    expect(await members(org.id)).toContainEqual(
      expect.objectContaining({ userId: person.id, role: 'admin' }),
    );
    const theirs = await call(person, 'list');
    expect(theirs.json<{ items: OrgSummary[] }>().items).toContainEqual(
      expect.objectContaining({ id: org.id, role: 'admin' }),
    );
    // One use: the same link again is closed.
    const again = await call(person, 'accept-invitation', { token });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ error: 'INVITATION_CLOSED' });
    const invitations = await call(owner, 'list-invitations', { orgId: org.id });
    expect(invitations.json<{ items: OrgInvitation[] }>().items).toEqual([
      expect.objectContaining({ email: person.email, role: 'admin', state: 'accepted' }),
    ]);
  });

  it('refuses an invitation opened by another address, and says when one expired or was revoked', async () => {
    const org = await createOrg('Umbrella');
    const email = uniqueEmail();
    await call(owner, 'invite', { orgId: org.id, email, role: 'member' });
    const { token } = await mailedInvitation(t, email);
    const stranger = await createUser(t.app);
    const wrong = await call(stranger, 'accept-invitation', { token });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ error: 'INVITATION_WRONG_ADDRESS' });
    expect((await call(stranger, 'get-invitation', { token })).statusCode).toBe(403);

    const invitee = await createUser(t.app, { email });
    const preview = await call(invitee, 'get-invitation', { token });
    expect(preview.json()).toEqual({
      organisation: 'Umbrella',
      email,
      role: 'member',
      state: 'pending',
    });

    await t.database.db
      .update(authInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authInvitations.id, token));
    const expired = await call(invitee, 'accept-invitation', { token });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ error: 'INVITATION_EXPIRED' });

    // Invited again: the same invitation, sent again with a fresh week.
    const resent = await call(owner, 'invite', { orgId: org.id, email, role: 'member' });
    expect(resent.json()).toMatchObject({ message: 'Invitation sent again' });
    const { token: newToken } = await mailedInvitation(t, email, 2);
    const revoked = await call(owner, 'revoke-invitation', {
      orgId: org.id,
      invitationId: newToken,
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    const closed = await call(invitee, 'accept-invitation', { token: newToken });
    expect(closed.statusCode).toBe(410);
    expect((await members(org.id)).map((m) => m.email)).toEqual([owner.email]);
  });

  it('keeps an owner: the last one cannot leave, be demoted or be removed', async () => {
    const org = await createOrg('Soylent');
    const left = await call(owner, 'leave', { orgId: org.id });
    expect(left.statusCode).toBe(409);
    expect(left.json()).toMatchObject({ error: 'LAST_OWNER' });
    const demoted = await call(owner, 'update-member', {
      orgId: org.id,
      userId: owner.id,
      role: 'admin',
    });
    expect(demoted.statusCode).toBe(409);
    const removed = await call(owner, 'remove-member', { orgId: org.id, userId: owner.id });
    expect(removed.statusCode).toBe(409);
    expect(removed.json()).toMatchObject({ error: 'LAST_OWNER' });
    const { person } = await inviteAndJoin(org.id, 'member');
    // With a second owner, the first may step down.
    expect(
      (await call(owner, 'update-member', { orgId: org.id, userId: person.id, role: 'owner' }))
        .statusCode,
    ).toBe(200);
    expect((await call(owner, 'leave', { orgId: org.id })).statusCode).toBe(200);
    expect((await members(org.id, person)).map((m) => [m.userId, m.role])).toEqual([
      [person.id, 'owner'],
    ]);
  });

  it('lets admins manage members but not owners, members only look, outsiders find nothing', async () => {
    const org = await createOrg('Hooli');
    const { person: admin } = await inviteAndJoin(org.id, 'admin');
    const { person: member } = await inviteAndJoin(org.id, 'member');
    const outsider = await createUser(t.app);

    // A member sees the members and nothing else.
    expect((await members(org.id, member)).length).toBe(3);
    for (const [url, payload] of [
      ['invite', { orgId: org.id, email: uniqueEmail(), role: 'member' }],
      ['list-invitations', { orgId: org.id }],
      ['update', { orgId: org.id, name: 'Mine now' }],
      ['remove-member', { orgId: org.id, userId: admin.id }],
      ['update-member', { orgId: org.id, userId: member.id, role: 'admin' }],
    ] as const) {
      expect((await call(member, url, payload)).statusCode, url).toBe(403);
    }
    // An admin cannot make an owner, nor demote or remove one.
    expect(
      (await call(admin, 'update-member', { orgId: org.id, userId: member.id, role: 'owner' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(admin, 'remove-member', { orgId: org.id, userId: owner.id })).statusCode,
    ).toBe(403);
    expect(
      (await call(admin, 'invite', { orgId: org.id, email: uniqueEmail(), role: 'owner' }))
        .statusCode,
    ).toBe(403);
    // ...but manages members, and renames.
    expect(
      (await call(admin, 'update-member', { orgId: org.id, userId: member.id, role: 'admin' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call(admin, 'update', { orgId: org.id, name: 'Hooli XYZ' })).json(),
    ).toMatchObject({ name: 'Hooli XYZ', role: 'admin' });
    expect(
      (await call(admin, 'delete', { orgId: org.id, confirmation: 'Hooli XYZ' })).statusCode,
    ).toBe(403);
    expect(
      (await call(admin, 'remove-member', { orgId: org.id, userId: member.id })).statusCode,
    ).toBe(200);
    expect((await call(member, 'list-members', { orgId: org.id })).statusCode).toBe(404);

    // An outsider gets 404 for every route of the organisation; anonymous callers 401.
    for (const url of ['list-members', 'list-invitations', 'leave']) {
      expect((await call(outsider, url, { orgId: org.id })).statusCode, url).toBe(404);
      expect((await call(undefined, url, { orgId: org.id })).statusCode, url).toBe(401);
    }
    expect(
      (await call(outsider, 'delete', { orgId: org.id, confirmation: 'Hooli XYZ' })).statusCode,
    ).toBe(404);
  });

  it("counts invitation mails per person: past the hour's budget a 429, and no mail", async () => {
    const org = await createOrg('Cyberdyne');
    // The budget spent but one, as if the owner had sent that many this hour.
    await t.database.db
      .insert(rateLimits)
      .values({
        key: `org-invite:user:${owner.id}`,
        count: INVITATIONS_PER_HOUR - 1,
        windowStartedAt: new Date(),
      })
      .onConflictDoUpdate({ target: rateLimits.key, set: { count: INVITATIONS_PER_HOUR - 1 } });
    const last = await call(owner, 'invite', {
      orgId: org.id,
      email: uniqueEmail(),
      role: 'member',
    });
    expect(last.statusCode, last.body).toBe(200);
    const email = uniqueEmail();
    const over = await call(owner, 'invite', { orgId: org.id, email, role: 'member' });
    expect(over.statusCode).toBe(429);
    await allQueuedMailDelivered(t);
    expect(mailsTo(t.smtp, email)).toEqual([]);
    await t.database.db.delete(rateLimits);
  });

  it('refuses an invitation to someone who is already a member', async () => {
    const org = await createOrg('Vandelay');
    const { person } = await inviteAndJoin(org.id, 'member');
    const again = await call(owner, 'invite', {
      orgId: org.id,
      email: person.email,
      role: 'admin',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'ALREADY_MEMBER' });
  });

  it('deletes an organisation only with its name typed again, and only by an owner', async () => {
    const org = await createOrg('Wonka Industries');
    const mismatch = await call(owner, 'delete', { orgId: org.id, confirmation: 'wonka' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({ error: 'CONFIRMATION_MISMATCH' });
    const deleted = await call(owner, 'delete', {
      orgId: org.id,
      confirmation: 'Wonka Industries',
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await call(owner, 'list-members', { orgId: org.id })).statusCode).toBe(404);
    const list = await call(owner, 'list');
    expect(list.json<{ items: OrgSummary[] }>().items.map((o) => o.id)).not.toContain(org.id);
  });

  it("refuses to delete the account of an organisation's last owner; a member's deletion ends the membership", async () => {
    const founder = await createUser(t.app, { fullName: 'Frank Founder' });
    const org = await createOrg('Pied Piper', founder);
    const deleteAccount = (user: TestUser) =>
      t.app.inject({
        method: 'POST',
        url: '/api/account/delete',
        headers: { cookie: user.cookie },
        payload: { confirmation: user.email, password: user.password },
      });
    const refused = await deleteAccount(founder);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'LAST_OWNER' });
    expect(refused.json<{ message: string }>().message).toContain('Pied Piper');

    const email = uniqueEmail();
    await call(founder, 'invite', { orgId: org.id, email, role: 'member' });
    const { token } = await mailedInvitation(t, email);
    const member = await createUser(t.app, { email });
    expect((await call(member, 'accept-invitation', { token })).statusCode).toBe(200);
    expect((await deleteAccount(member)).statusCode).toBe(200);
    expect((await members(org.id, founder)).map((m) => m.userId)).toEqual([founder.id]);
  });

  it("answers 404 for the identity library's own organisation endpoints", async () => {
    const direct = await t.app.inject({
      method: 'POST',
      url: '/api/auth/organization/create',
      headers: { cookie: owner.cookie, 'content-type': 'application/json' },
      payload: { name: 'Sneaky', slug: 'sneaky' },
    });
    expect(direct.statusCode).toBe(404);
  });
});
