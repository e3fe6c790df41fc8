import { eq } from 'drizzle-orm';
import type { SubscriptionDetails } from '../../../shared/billing';
import type { Database } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { cardIdsOfUser } from '../cards/repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Spec §3 Subscription details: the user's subscription, if any, and the cards they hold. */
export async function getSubscriptionDetails(
  db: Database,
  userId: string,
): Promise<SubscriptionDetails> {
  const [[row], cardIds] = await Promise.all([
    db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
    cardIdsOfUser(db, userId),
  ]);
  return {
    has_subscription: Boolean(row),
    status: row?.status ?? null,
    card_allocation: row?.cardAllocation ?? 0,
    current_card_count: cardIds.length,
    card_ids: cardIds,
    trial_end: iso(row?.trialEnd ?? null),
    current_period_start: iso(row?.currentPeriodStart ?? null),
    current_period_end: iso(row?.currentPeriodEnd ?? null),
    canceled_at: iso(row?.canceledAt ?? null),
    ended_at: iso(row?.endedAt ?? null),
    cancel_at_period_end: row?.cancelAtPeriodEnd ?? false,
  };
}
