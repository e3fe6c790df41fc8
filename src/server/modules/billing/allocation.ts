import { premiumLock } from '../../../shared/billing';
import { ERROR_CODES } from '../../../shared/error-codes';
import type { Database } from '../../db/client';
import type { SubscriptionRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Holder } from '../access';
import * as repository from './repository';

/*
 * The allocation: how many cards a subscription lets its holder have. The holder is a person (their
 * own cards) or an organisation (its cards, whoever they are assigned to): an organisation's cards
 * never draw on a member's subscription, nor a person's on an organisation's. Billing owns the rule and the
 * count it needs; the cards service asks here before it creates a card. Each rule takes only the
 * database (or the transaction) it reads: allocation.db.test.ts runs them without an app.
 */

export const MAX_CARDS_MESSAGE =
  'You have reached the maximum number of cards, please add more cards to your subscription';

/** Refuses a new card without a live subscription or a free slot (docs/product.md#server-rules-allocation). */
async function refuseUnlessSlotFree(
  db: Database,
  holder: Holder,
  subscription: SubscriptionRow | undefined,
) {
  if (!subscription || (subscription.status !== 'trialing' && subscription.status !== 'active')) {
    throw new AppError(
      ERROR_CODES.NO_SUBSCRIPTION,
      subscription?.status === 'past_due'
        ? 'Your payment is past due. Update your payment method to create cards.'
        : 'organisationId' in holder
          ? 'Start your organisation’s free trial to create its cards'
          : 'Start your free trial to create cards',
    );
  }
  if ((await repository.countCardsHeldBy(db, holder)) >= subscription.cardAllocation) {
    throw new AppError(ERROR_CODES.MAX_CARDS, MAX_CARDS_MESSAGE);
  }
}

/**
 * Refuses a holder who may not have another card; the cards service asks before it reads an
 * upload, so no image is received or decoded for a card that cannot be made.
 */
export async function assertCardSlotFree(db: Database, holder: Holder): Promise<void> {
  await refuseUnlessSlotFree(db, holder, await repository.findSubscriptionOf(db, holder));
}

/**
 * The same check inside the transaction `tx` that inserts the card: the subscription row stays
 * locked until it ends, so parallel requests cannot exceed the allocation.
 */
export async function reserveCardSlot(tx: Database, holder: Holder): Promise<void> {
  const subscription = await repository.findSubscriptionOfForUpdate(tx, holder);
  await refuseUnlessSlotFree(tx, holder, subscription);
}

/** Whether premium templates and options are open to the holder, and if not, why. */
export type PremiumAccess =
  | { open: true }
  | { open: false; reason: 'ended' }
  | { open: false; reason: 'over_allocation'; held: number; allocation: number };

/**
 * Premium templates and options need a live subscription (trialing or active) whose cards fit
 * its allocation (docs/product.md#card-design-premium).
 */
export async function premiumAccess(db: Database, holder: Holder): Promise<PremiumAccess> {
  const [subscription, held] = await Promise.all([
    repository.findSubscriptionOf(db, holder),
    repository.countCardsHeldBy(db, holder),
  ]);
  const lock = premiumLock({
    status: subscription?.status ?? null,
    card_allocation: subscription?.cardAllocation ?? 0,
    current_card_count: held,
  });
  if (lock === null) return { open: true };
  if (lock === 'ended') return { open: false, reason: 'ended' };
  return { open: false, reason: lock, held, allocation: subscription?.cardAllocation ?? 0 };
}
