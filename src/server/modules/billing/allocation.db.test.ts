import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantSubscription } from '../../../../tests/support/shared/grants';
import { createTestDatabase } from '../../../../tests/support/api/test-database';
import type { DatabaseHandle } from '../../db/client';
import { authUsers, cards } from '../../db/schema';
import { ERROR_CODES } from '../../../shared/error-codes';
import { assertCardSlotFree, premiumAccess, reserveCardSlot } from './allocation';

/**
 * The allocation's rules on the database itself, without an app: how many cards a subscription
 * lets its user hold, and when premium designs are open (docs/product.md#server-rules-allocation).
 */
describe('the card allocation', () => {
  let handle: DatabaseHandle & { close(): Promise<void> };
  let next = 0;

  /** A user holding `held` cards, with a subscription of `allocation` cards in `status`. */
  async function userWith(
    held: number,
    allocation?: number,
    status: 'trialing' | 'active' | 'past_due' | 'canceled' = 'trialing',
  ): Promise<{ ownerId: string }> {
    const id = `alloc-${++next}`;
    await handle.db.insert(authUsers).values({ id, name: id, email: `${id}@x.test` });
    if (allocation !== undefined) {
      await grantSubscription(handle.db, id, { cards: allocation, status });
    }
    for (let i = 0; i < held; i++) {
      await handle.db.insert(cards).values({
        id: `${id}-card-${i}`,
        userId: id,
        fullName: 'Card',
        jobTitle: '',
        email: 'card@x.test',
        phone: '',
        location: '',
      });
    }
    return { ownerId: id };
  }

  const codeOf = (promise: Promise<unknown>) =>
    promise.then(
      () => 'allowed',
      (error: { code?: string }) => error.code,
    );

  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it('lets a live subscription hold cards up to its allocation, and not one more', async () => {
    const { db } = handle;
    const roomy = await userWith(2, 3);
    const full = await userWith(3, 3, 'active');
    expect(await codeOf(assertCardSlotFree(db, roomy))).toBe('allowed');
    expect(await codeOf(assertCardSlotFree(db, full))).toBe(ERROR_CODES.MAX_CARDS);
    expect(await codeOf(db.transaction((tx) => reserveCardSlot(tx, roomy)))).toBe('allowed');
    expect(await codeOf(db.transaction((tx) => reserveCardSlot(tx, full)))).toBe(
      ERROR_CODES.MAX_CARDS,
    );
  });

  it('refuses every card without a live subscription, past due included', async () => {
    const { db } = handle;
    for (const user of [
      await userWith(0),
      await userWith(0, 5, 'past_due'),
      await userWith(0, 5, 'canceled'),
    ]) {
      expect(await codeOf(assertCardSlotFree(db, user))).toBe(ERROR_CODES.NO_SUBSCRIPTION);
    }
  });

  it('opens premium designs to a live subscription whose cards fit, and says why otherwise', async () => {
    const { db } = handle;
    expect(await premiumAccess(db, await userWith(2, 2))).toEqual({ open: true });
    expect(await premiumAccess(db, await userWith(3, 2))).toEqual({
      open: false,
      reason: 'over_allocation',
      held: 3,
      allocation: 2,
    });
    expect(await premiumAccess(db, await userWith(1, 2, 'canceled'))).toEqual({
      open: false,
      reason: 'ended',
    });
    expect(await premiumAccess(db, await userWith(0))).toEqual({ open: false, reason: 'ended' });
  });
});
