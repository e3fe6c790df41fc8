import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../shared/card';
import type { OrgAuditEntry } from '../../../shared/organisations';
import { SAMPLE_CARD_FIELDS } from '../../../../tests/support/api/cards';
import {
  createMailingTestApp,
  createOrgCard,
  createOrganisation,
  mailedInvitation,
  type MailingTestApp,
  postAs,
} from '../../../../tests/support/api/organisations';
import { createUser, uniqueEmail, type TestUser } from '../../../../tests/support/api/users';
import { multipart } from '../../../../tests/support/shared/multipart';
import { organisationAuditLog } from '../../db/schema';

/**
 * The organisation's audit log (docs/product.md#organisation-audit-log): every change by its
 * owners and admins, with actor, time and target, listed for them and no one else, never changed,
 * and gone with the organisation.
 */
describe("an organisation's audit log", () => {
  let t: MailingTestApp;
  let owner: TestUser;

  beforeAll(async () => {
    t = await createMailingTestApp();
    owner = await createUser(t.app, { fullName: 'Olivia Owner' });
  });
  afterAll(() => t.close());

  const post = (user: TestUser, url: string, payload: object = {}) => postAs(t, user, url, payload);

  const ok = async (user: TestUser, url: string, payload: object = {}) => {
    const response = await post(user, url, payload);
    expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(300);
    return response;
  };

  const sendForm = (user: TestUser, url: string, fields: Record<string, string>) => {
    const form = multipart(fields);
    return t.app.inject({
      method: 'POST',
      url,
      headers: { ...form.headers, cookie: user.cookie },
      payload: form.payload,
    });
  };

  const entries = async (user: TestUser, orgId: string) => {
    const response = await post(user, '/api/org/audit-log', { orgId });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ items: OrgAuditEntry[]; totalCount: number }>();
  };

  it("records each owner's and admin's change with who, when and what, newest first", async () => {
    const org = await createOrganisation(t, owner, 'Audited Ltd', { cards: 5 });
    const email = uniqueEmail('audited');
    const invited = await ok(owner, '/api/org/invite', { orgId: org.id, email, role: 'member' });
    const { token } = await mailedInvitation(t, email);
    const member = await createUser(t.app, { email, fullName: 'Max Member' });
    await ok(member, '/api/org/accept-invitation', { token });
    await ok(owner, '/api/org/update-member', { orgId: org.id, userId: member.id, role: 'admin' });
    const card = await createOrgCard(t, member, org.id, SAMPLE_CARD_FIELDS);
    expect(card.statusCode, card.body).toBe(201);
    const cardId = card.json<Card>().id;
    await ok(member, '/api/org/assign-card', { orgId: org.id, cardId, userId: member.id });
    expect(
      (await sendForm(member, '/api/org/update-brand', { orgId: org.id, company: 'Audited' }))
        .statusCode,
    ).toBe(200);
    await ok(owner, '/api/org/remove-member', { orgId: org.id, userId: member.id });
    await ok(owner, '/api/card/delete-card', { id: cardId });

    const log = await entries(owner, org.id);
    expect(log.items.map((entry) => entry.action)).toEqual([
      'card.delete',
      'member.remove',
      'brand.update',
      'card.assign',
      'card.create',
      'member.role',
      'member.join',
      'invitation.create',
      'organisation.create',
    ]);
    const byAction = new Map(log.items.map((entry) => [entry.action, entry]));
    expect(byAction.get('invitation.create')).toMatchObject({
      actor: { id: owner.id, email: owner.email, name: 'Olivia Owner' },
      targetType: 'invitation',
      targetId: invited.json<{ id: string }>().id,
      details: { email, role: 'member' },
    });
    expect(byAction.get('member.role')).toMatchObject({
      targetId: member.id,
      details: { from: 'member', to: 'admin' },
    });
    expect(byAction.get('card.assign')).toMatchObject({
      actor: { id: member.id, name: 'Max Member' },
      targetId: cardId,
    });
    expect(Date.parse(log.items[0]?.at ?? '')).toBeGreaterThan(Date.now() - 60_000);

    // The removed admin no longer reads it; a member never did; an outsider finds nothing.
    expect((await post(member, '/api/org/audit-log', { orgId: org.id })).statusCode).toBe(404);
    const outsider = await createUser(t.app);
    expect((await post(outsider, '/api/org/audit-log', { orgId: org.id })).statusCode).toBe(404);
  });

  it("records an owner's change to the organisation's subscription", async () => {
    const org = await createOrganisation(t, owner, 'Billed Ltd', { cards: 5 });
    await ok(owner, '/api/payments/update-trial-card-count', { orgId: org.id, new_card_count: 8 });
    await ok(owner, '/api/payments/cancel-subscription', { orgId: org.id });
    const log = await entries(owner, org.id);
    expect(log.items.slice(0, 2).map((entry) => [entry.action, entry.details.change])).toEqual([
      ['billing.change', 'cancel'],
      ['billing.change', 'trial card count'],
    ]);
  });

  it('refuses every change to an entry, and lets them go only with their organisation', async () => {
    const org = await createOrganisation(t, owner, 'Kept Ltd');
    const db = t.database.db;
    const where = eq(organisationAuditLog.organizationId, org.id);
    await expect(
      db.update(organisationAuditLog).set({ action: 'member.leave' }).where(where),
    ).rejects.toThrow();
    await expect(db.delete(organisationAuditLog).where(where)).rejects.toThrow();
    await expect(db.execute(sql`truncate organisation_audit_log`)).rejects.toThrow();
    expect(await db.select().from(organisationAuditLog).where(where)).toHaveLength(1);

    await ok(owner, '/api/org/delete', { orgId: org.id, confirmation: 'Kept Ltd' });
    expect(await db.select().from(organisationAuditLog).where(where)).toEqual([]);
  });
});
