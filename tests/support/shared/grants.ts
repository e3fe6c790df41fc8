import { sql } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/client';
import { subscriptions, type SubscriptionRow } from '../../../src/server/db/schema';

/**
 * Gives a user a subscription row directly, standing in for a checkout until the test is about
 * billing itself. Upserts, so a test can change the status or allocation of an existing one.
 */
export async function grantSubscription(
  db: Database,
  userId: string,
  options: { cards?: number; status?: SubscriptionRow['status'] } = {},
): Promise<void> {
  const values = {
    userId,
    provider: 'local',
    status: options.status ?? 'trialing',
    cardAllocation: options.cards ?? 3,
    trialEnd: sql`now() + interval '2 months'`,
    currentPeriodStart: sql`now()`,
    currentPeriodEnd: sql`now() + interval '2 months'`,
  };
  await db
    .insert(subscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: subscriptions.userId,
      set: { status: values.status, cardAllocation: values.cardAllocation },
    });
}
