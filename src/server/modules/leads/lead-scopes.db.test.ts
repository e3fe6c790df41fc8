import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../tests/support/api/test-database';
import type { DatabaseHandle } from '../../db/client';
import { authUsers, cards } from '../../db/schema';
import { ownedBy, scopeOf, type Principal } from '../access';
import * as repository from './repository';

/**
 * The leads' queries keep to the rows the access policy gives them, on the database itself: a
 * lead belongs to the owner of the card it was left on, and nobody else reads, changes or
 * deletes it.
 */
describe('lead queries within the access policy’s scope', () => {
  let handle: DatabaseHandle & { close(): Promise<void> };
  const owner: Principal = { kind: 'user', userId: 'lead-owner', roles: ['member'] };
  const other: Principal = { kind: 'user', userId: 'lead-other', roles: ['member', 'admin'] };
  let leadId = '';

  beforeAll(async () => {
    handle = await createTestDatabase();
    const { db } = handle;
    await db.insert(authUsers).values(
      [owner, other].map(({ userId }) => ({
        id: userId,
        name: userId,
        email: `${userId}@x.test`,
      })),
    );
    await db.insert(cards).values(
      [owner, other].map(({ userId }) => ({
        id: `${userId}-card`,
        userId,
        fullName: userId,
        jobTitle: '',
        email: `${userId}@x.test`,
        phone: '',
        location: '',
      })),
    );
    const lead = await repository.insertLead(db, {
      cardId: 'lead-owner-card',
      userId: owner.userId,
      name: 'Visitor',
      email: 'visitor@x.test',
      consentText: 'I agree',
      consentedAt: new Date(),
    });
    leadId = lead.id;
  });
  afterAll(() => handle.close());

  it('lists, counts and finds the lead for its owner only', async () => {
    const { db } = handle;
    const list = (principal: Principal) =>
      repository.listLeads(
        db,
        { scope: scopeOf(principal, 'view', 'lead') },
        { sort: 'newest', page: 1, pageSize: 10 },
      );
    expect((await list(owner)).items.map((row) => row.lead.id)).toEqual([leadId]);
    // An admin is a member for leads: only their own.
    expect((await list(other)).totalCount).toBe(0);
    expect(await repository.countLeadsPerCard(db, scopeOf(owner, 'view', 'lead'))).toEqual([
      { cardId: 'lead-owner-card', leads: 1 },
    ]);
    expect(await repository.countLeadsPerCard(db, scopeOf(other, 'view', 'lead'))).toEqual([]);
    expect(await repository.findLead(db, scopeOf(other, 'view', 'lead'), leadId)).toBeUndefined();
    expect((await repository.findLead(db, ownedBy(owner.userId), leadId))?.cardName).toBe(
      'lead-owner',
    );
  });

  it('changes and deletes the lead for its owner only', async () => {
    const { db } = handle;
    const note = { ownerNote: 'call back' };
    expect(await repository.updateLead(db, scopeOf(other, 'edit', 'lead'), leadId, note)).toBe(
      false,
    );
    expect(await repository.updateLead(db, scopeOf(owner, 'edit', 'lead'), leadId, note)).toBe(
      true,
    );
    expect(await repository.deleteLeads(db, scopeOf(other, 'delete', 'lead'), [leadId])).toEqual(
      [],
    );
    expect(await repository.deleteLeads(db, scopeOf(owner, 'delete', 'lead'), [leadId])).toEqual([
      leadId,
    ]);
  });
});
