import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '../../../shared/error-codes';
import type { Database } from '../../db/client';
import type { SubscriptionRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import * as repository from './repository';

/*
 * The allocation: how many cards a subscription lets its user hold. Billing owns the rule and the
 * count it needs; the cards service asks here before it creates a card.
 */

export const MAX_CARDS_MESSAGE =
  'You have reached the maximum number of cards, please add more cards to your subscription';

/** Refuses a new card without a live subscription or a free slot (docs/product.md#server-rules-allocation). */
async function refuseUnlessSlotFree(
  db: Database,
  userId: string,
  subscription: SubscriptionRow | undefined,
) {
  if (!subscription || (subscription.status !== 'trialing' && subscription.status !== 'active')) {
    throw new AppError(
      ERROR_CODES.NO_SUBSCRIPTION,
      subscription?.status === 'past_due'
        ? 'Your payment is past due. Update your payment method to create cards.'
        : 'Start your free trial to create cards',
      403,
    );
  }
  if ((await repository.countCardsOfUser(db, userId)) >= subscription.cardAllocation) {
    throw new AppError(ERROR_CODES.MAX_CARDS, MAX_CARDS_MESSAGE, 403);
  }
}

/**
 * Refuses a user who may not create another card; the cards service asks before it reads an
 * upload, so no image is received or decoded for a card that cannot be made.
 */
export async function assertCardSlotFree(app: FastifyInstance, userId: string): Promise<void> {
  const db = app.database.db;
  await refuseUnlessSlotFree(db, userId, await repository.findSubscription(db, userId));
}

/**
 * The same check inside the transaction `tx` that inserts the card: the subscription row stays
 * locked until it ends, so parallel requests cannot exceed the allocation.
 */
export async function reserveCardSlot(tx: Database, userId: string): Promise<void> {
  await refuseUnlessSlotFree(tx, userId, await repository.findSubscriptionForUpdate(tx, userId));
}

/**
 * Whether the user's subscription is live (trialing or active): premium templates and options
 * need one (docs/product.md#card-design-premium).
 */
export async function hasLiveSubscription(app: FastifyInstance, userId: string): Promise<boolean> {
  const subscription = await repository.findSubscription(app.database.db, userId);
  return subscription?.status === 'trialing' || subscription?.status === 'active';
}
