import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { localCheckouts } from '../../db/schema';
import { madeAfter, sameHolder } from './repository';
import { checkoutsFor, within, type Holder, type RowScope } from '../access';

export type LocalCheckoutRow = typeof localCheckouts.$inferSelect;

/**
 * A test checkout of the local driver for the holder's subscription, opened by someone within
 * the scope (the caller: a checkout is paid by the person who opened it), locked in `tx` when
 * `lock` is set.
 */
export async function findLocalCheckout(
  db: Database,
  scope: RowScope,
  holder: Holder,
  id: string,
  lock = false,
): Promise<LocalCheckoutRow | undefined> {
  const query = db
    .select()
    .from(localCheckouts)
    .where(
      and(
        eq(localCheckouts.id, id),
        within(localCheckouts, scope),
        checkoutsFor(localCheckouts, holder),
      ),
    );
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** Whether another test checkout for the same subscription was made after `id` (then `id` no longer counts). */
export async function hasNewerLocalCheckout(db: Database, id: string): Promise<boolean> {
  const newer = alias(localCheckouts, 'newer');
  const [row] = await db
    .select({ id: newer.id })
    .from(newer)
    .innerJoin(localCheckouts, eq(localCheckouts.id, id))
    .where(and(sameHolder(newer, localCheckouts), madeAfter(newer, localCheckouts)))
    .limit(1);
  return Boolean(row);
}

/** Closes a test checkout: paid, declined, or expired (it can no longer be used). */
export async function setLocalCheckoutStatus(
  tx: Database,
  id: string,
  status: 'paid' | 'declined' | 'expired',
): Promise<void> {
  await tx
    .update(localCheckouts)
    .set({ status })
    .where(and(eq(localCheckouts.id, id), eq(localCheckouts.status, 'open')));
}
