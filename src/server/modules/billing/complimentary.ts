import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cards, subscriptions } from '../../db/schema';

/**
 * An active subscription no payment provider knows about (provider 'complimentary'), for a year:
 * the operator's and the admin console's way to grant cards. Replaces any existing allocation and
 * clears scheduled deletions, as a reactivation does.
 */
export async function grantComplimentarySubscription(
  db: Database,
  userId: string,
  cardAllocation: number,
) {
  const values = {
    userId,
    provider: 'complimentary',
    status: 'active' as const,
    cardAllocation,
    currentPeriodStart: sql`now()`,
    currentPeriodEnd: sql`now() + interval '1 year'`,
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(subscriptions)
      .values(values)
      .onConflictDoUpdate({
        target: subscriptions.userId,
        set: {
          ...values,
          canceledAt: null,
          endedAt: null,
          trialEnd: null,
          updatedAt: sql`now()`,
        },
      });
    await tx.update(cards).set({ deleteOn: null }).where(eq(cards.userId, userId));
  });
}
