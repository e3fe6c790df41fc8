import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { localCheckouts, type SubscriptionRow } from '../../db/schema';
import {
  subscriptionBasis,
  type BillingProvider,
  type ProviderSubscriptionState,
} from './provider';
import { checkoutsFor } from '../../modules/access';

const CHECKOUT_LIFETIME = sql`now() + interval '1 hour'`;

export const stateOf = (row: SubscriptionRow): ProviderSubscriptionState => ({
  providerCustomerId: row.providerCustomerId,
  providerSubscriptionId:
    row.providerSubscriptionId ?? `local_sub_${row.userId ?? row.organizationId}`,
  status: row.status,
  cardAllocation: row.cardAllocation,
  trialEnd: row.trialEnd,
  currentPeriodStart: row.currentPeriodStart,
  currentPeriodEnd: row.currentPeriodEnd,
  canceledAt: row.canceledAt,
  endedAt: row.endedAt,
  cancelAtPeriodEnd: row.cancelAtPeriodEnd,
});

/**
 * The embedded default: no money moves. Checkout and the portal are pages of our own, clearly
 * labelled as a test payment; the subscription row itself is the provider's record, so the
 * billing service applies every change directly (see modules/billing/local.ts for Pay, Decline,
 * the portal and the admin clock).
 */
export function createLocalProvider(db: Database): BillingProvider {
  return {
    name: 'local',
    async createCheckout(request) {
      const id = `cs_local_${randomBytes(12).toString('base64url')}`;
      await db.transaction(async (tx) => {
        // The newest checkout is the only one that can be paid (docs/product.md#checkout-sessions).
        const holder = request.organisationId
          ? { organisationId: request.organisationId }
          : { ownerId: request.userId };
        await tx
          .update(localCheckouts)
          .set({ status: 'expired' })
          .where(and(checkoutsFor(localCheckouts, holder), eq(localCheckouts.status, 'open')));
        await tx.insert(localCheckouts).values({
          id,
          userId: request.userId,
          organizationId: request.organisationId,
          kind: request.reactivation ? 'reactivation' : 'trial',
          quantity: request.quantity,
          basis: subscriptionBasis(request.existing),
          expiresAt: CHECKOUT_LIFETIME,
        });
      });
      // The page asks for an organisation's checkout with its organisation.
      const org = request.organisationId
        ? `&orgId=${encodeURIComponent(request.organisationId)}`
        : '';
      return { url: `/billing/checkout?session=${id}${org}` };
    },
    async createPortal(subscription) {
      return {
        url: subscription.organizationId
          ? `/billing/portal?orgId=${encodeURIComponent(subscription.organizationId)}`
          : '/billing/portal',
      };
    },
    async updateQuantity(subscription, quantity) {
      // Nothing to tell anyone: the allocation in our table is the local driver's whole record.
      return { ...stateOf(subscription), cardAllocation: quantity };
    },
    async cancel(subscription) {
      return stateOf(subscription);
    },
    async endNow(subscription) {
      const now = new Date();
      return {
        ...stateOf(subscription),
        status: 'canceled',
        canceledAt: subscription.canceledAt ?? now,
        endedAt: subscription.endedAt ?? now,
        cancelAtPeriodEnd: false,
      };
    },
    async fetchSubscription(subscription) {
      return stateOf(subscription);
    },
  };
}
