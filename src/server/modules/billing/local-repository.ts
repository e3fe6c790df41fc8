import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { localCheckouts } from '../../db/schema';
import { madeAfter } from './repository';
import { within, type RowScope } from '../access';

export type LocalCheckoutRow = typeof localCheckouts.$inferSelect;

/** A test checkout of the local driver within the scope, locked in `tx` when `lock` is set. */
export async function findLocalCheckout(
  db: Database,
  scope: RowScope,
  id: string,
  lock = false,
): Promise<LocalCheckoutRow | undefined> {
  const query = db
    .select()
    .from(localCheckouts)
    .where(and(eq(localCheckouts.id, id), within(localCheckouts, scope)));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** Whether the user made another test checkout after `id` (then `id` no longer counts). */
export async function hasNewerLocalCheckout(db: Database, id: string): Promise<boolean> {
  const newer = alias(localCheckouts, 'newer');
  const [row] = await db
    .select({ id: newer.id })
    .from(newer)
    .innerJoin(localCheckouts, eq(localCheckouts.id, id))
    .where(and(eq(newer.userId, localCheckouts.userId), madeAfter(newer, localCheckouts)))
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
