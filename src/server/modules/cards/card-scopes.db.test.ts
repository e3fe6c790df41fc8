import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../tests/support/api/test-database';
import type { DatabaseHandle } from '../../db/client';
import { authUsers, cards } from '../../db/schema';
import { ownedBy, scopeOf, type Principal } from '../access';
import * as repository from './repository';

/**
 * The cards' queries keep to the rows the access policy gives them, on the database itself: no
 * server, no HTTP. Two members each own a card; an admin owns none.
 */
describe('card queries within the access policy’s scope', () => {
  let handle: DatabaseHandle & { close(): Promise<void> };
  const alice: Principal = { kind: 'user', userId: 'scope-alice', roles: ['member'] };
  const bob: Principal = { kind: 'user', userId: 'scope-bob', roles: ['member'] };
  const admin: Principal = { kind: 'user', userId: 'scope-admin', roles: ['member', 'admin'] };
  const card = (id: string, userId: string) => ({
    id,
    userId,
    fullName: `Card ${id}`,
    jobTitle: 'Tester',
    email: `${id}@example.com`,
    phone: '',
    location: '',
  });

  beforeAll(async () => {
    handle = await createTestDatabase();
    await handle.db.insert(authUsers).values(
      [alice, bob, admin].map(({ userId }) => ({
        id: userId,
        name: userId,
        email: `${userId}@example.com`,
      })),
    );
    await handle.db
      .insert(cards)
      .values([card('alice-1', alice.userId), card('bob-1', bob.userId)]);
  });
  afterAll(() => handle.close());

  it('finds a card for its owner and for nobody else, an admin acting as a member included', async () => {
    const { db } = handle;
    expect((await repository.findCard(db, 'alice-1', scopeOf(alice, 'edit', 'card')))?.id).toBe(
      'alice-1',
    );
    expect(await repository.findCard(db, 'alice-1', scopeOf(bob, 'edit', 'card'))).toBeUndefined();
    expect(
      await repository.findCard(db, 'alice-1', scopeOf(admin, 'edit', 'card')),
    ).toBeUndefined();
  });

  it("lists only the caller's cards, and every card for the admin console", async () => {
    const { db } = handle;
    const ids = async (principal: Principal, action: 'view' | 'administer') =>
      (await repository.listCards(db, scopeOf(principal, action, 'card'), 1, 10)).items
        .map((row) => row.id)
        .sort();
    expect(await ids(alice, 'view')).toEqual(['alice-1']);
    expect(await ids(admin, 'view')).toEqual([]);
    expect(await ids(admin, 'administer')).toEqual(['alice-1', 'bob-1']);
    // A member asking for the console's reach gets no rows at all.
    expect(await ids(bob, 'administer')).toEqual([]);
  });

  it("saves a change only within the scope, and only at the card's version", async () => {
    const { db } = handle;
    const before = await repository.findCard(db, 'bob-1', ownedBy(bob.userId));
    if (!before) throw new Error('no card');
    const edit = (by: Principal, version: number, jobTitle: string) =>
      repository.updateCard(handle.db, 'bob-1', scopeOf(by, 'edit', 'card'), version, { jobTitle });
    expect(await edit(alice, before.version, 'Changed by someone else')).toBeUndefined();
    expect(await edit(bob, before.version, 'Changed by Bob')).toMatchObject({
      jobTitle: 'Changed by Bob',
      version: before.version + 1,
    });
    // The version Bob's change was based on is gone: a second save on it matches nothing.
    expect(await edit(bob, before.version, 'Changed again')).toBeUndefined();
  });

  it('deletes for the owner or the admin console, never for another member', async () => {
    const { db } = handle;
    await db.insert(cards).values([card('alice-2', alice.userId), card('alice-3', alice.userId)]);
    expect(
      await repository.deleteCard(db, 'alice-2', scopeOf(bob, 'delete', 'card')),
    ).toBeUndefined();
    expect(
      await repository.deleteCard(db, 'alice-2', scopeOf(admin, 'delete', 'card')),
    ).toBeUndefined();
    expect((await repository.deleteCard(db, 'alice-2', scopeOf(alice, 'delete', 'card')))?.id).toBe(
      'alice-2',
    );
    expect(
      (await repository.deleteCard(db, 'alice-3', scopeOf(admin, 'administer', 'card')))?.userId,
    ).toBe(alice.userId);
  });
});
