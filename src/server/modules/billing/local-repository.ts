import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { localCheckouts } from '../../db/schema';

export type LocalCheckoutRow = typeof localCheckouts.$inferSelect;

/** One of the user's own test checkouts of the local driver. */
export async function findLocalCheckout(
  db: Database,
  userId: string,
  id: string,
): Promise<LocalCheckoutRow | undefined> {
  const [row] = await db
    .select()
    .from(localCheckouts)
    .where(and(eq(localCheckouts.id, id), eq(localCheckouts.userId, userId)));
  return row;
}

/**
 * Pays or declines an open, unexpired test checkout, once: only the first caller gets the row
 * back, however many answer it at the same moment.
 */
export async function closeLocalCheckout(
  tx: Database,
  userId: string,
  id: string,
  status: 'paid' | 'declined',
): Promise<LocalCheckoutRow | undefined> {
  const [row] = await tx
    .update(localCheckouts)
    .set({ status })
    .where(
      and(
        eq(localCheckouts.id, id),
        eq(localCheckouts.userId, userId),
        eq(localCheckouts.status, 'open'),
        gt(localCheckouts.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}
