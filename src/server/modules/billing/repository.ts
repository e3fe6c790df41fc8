import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cards, providerCheckouts, subscriptions, type SubscriptionRow } from '../../db/schema';

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

/** A checkout session created at the provider for `userId` (see providerCheckouts). */
export async function recordProviderCheckout(
  db: Database,
  checkout: { id: string; provider: string; userId: string },
): Promise<void> {
  await db.insert(providerCheckouts).values(checkout);
}

export async function findProviderCheckout(db: Database, provider: string, id: string) {
  const [row] = await db
    .select()
    .from(providerCheckouts)
    .where(and(eq(providerCheckouts.provider, provider), eq(providerCheckouts.id, id)));
  return row;
}

/**
 * Marks the session completed with `subscriptionId`; false when it already completed with another
 * subscription (a session binds one subscription, once). A redelivery of the same completion is
 * accepted again.
 */
export async function completeProviderCheckout(
  tx: Database,
  provider: string,
  id: string,
  subscriptionId: string,
): Promise<boolean> {
  const rows = await tx
    .update(providerCheckouts)
    .set({ subscriptionId, completedAt: sql`coalesce(${providerCheckouts.completedAt}, now())` })
    .where(
      and(
        eq(providerCheckouts.provider, provider),
        eq(providerCheckouts.id, id),
        or(
          isNull(providerCheckouts.subscriptionId),
          eq(providerCheckouts.subscriptionId, subscriptionId),
        ),
      ),
    )
    .returning({ id: providerCheckouts.id });
  return rows.length > 0;
}

/** The subscription row of the provider's subscription `providerSubscriptionId`, if any. */
export async function findByProviderSubscription(
  db: Database,
  provider: string,
  providerSubscriptionId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, provider),
        eq(subscriptions.providerSubscriptionId, providerSubscriptionId),
      ),
    )
    .limit(1);
  return row;
}
