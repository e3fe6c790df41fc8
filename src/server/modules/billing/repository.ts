import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cards, subscriptions, type SubscriptionRow } from '../../db/schema';

export type SubscriptionValues = Omit<
  typeof subscriptions.$inferInsert,
  'id' | 'userId' | 'createdAt'
>;

export async function findSubscription(
  db: Database,
  userId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row;
}

export async function findSubscriptionForUpdate(
  tx: Database,
  userId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .for('update');
  return row;
}

/**
 * Writes the user's one subscription and keeps their cards in step (DESIGN §6.4): when it has
 * ended, every card is scheduled for deletion `retentionDays` after the end; while it is trialing
 * or active, nothing is scheduled.
 */
export async function saveSubscription(
  tx: Database,
  userId: string,
  values: SubscriptionValues,
  retentionDays: number,
): Promise<SubscriptionRow> {
  const [row] = await tx
    .insert(subscriptions)
    .values({ ...values, userId })
    .onConflictDoUpdate({ target: subscriptions.userId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error('subscription upsert returned nothing');
  if (row.status === 'canceled' && row.endedAt) {
    await tx
      .update(cards)
      .set({
        deleteOn: sql`${row.endedAt.toISOString()}::timestamptz + make_interval(days => ${retentionDays})`,
      })
      .where(eq(cards.userId, userId));
  } else if (row.status === 'trialing' || row.status === 'active') {
    await tx.update(cards).set({ deleteOn: null }).where(eq(cards.userId, userId));
  }
  return row;
}

/** A row's writable values, to save it back with a few changes. */
export function valuesOf(row: SubscriptionRow): SubscriptionValues {
  const { id: _id, userId: _userId, createdAt: _createdAt, updatedAt: _updatedAt, ...values } = row;
  return values;
}
