import type Stripe from 'stripe';
import type { SubscriptionRow } from '../../../db/schema';
import type { ProviderSubscriptionState } from '../provider';

const toDate = (seconds: number | null | undefined): Date | null =>
  seconds == null ? null : new Date(seconds * 1000);

/** Stripe's id whether the field came back as an id or as an expanded object. */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (value == null) return null;
  return typeof value === 'string' ? value : value.id;
}

/**
 * Stripe's eight statuses folded onto our four. The rule behind each choice: `past_due` blocks new
 * cards but keeps the existing ones and sends the user to the portal, so every state where money is
 * owed or a payment method is missing lands there; only states Stripe calls terminal are `canceled`.
 */
export function toStatus(status: Stripe.Subscription.Status): SubscriptionRow['status'] {
  switch (status) {
    case 'trialing':
      return 'trialing';
    case 'active':
      return 'active';
    // incomplete_expired: never paid within 23 hours of checkout; terminal, the invoice is voided.
    case 'canceled':
    case 'incomplete_expired':
      return 'canceled';
    // unpaid: retries exhausted under the "mark unpaid" setting. Configure Stripe (Billing →
    // Revenue recovery) to cancel instead, so an unresolved past_due ends
    // (docs/product.md#server-rules-past-due).
    // incomplete: the first payment (a reactivation has no trial) failed or needs 3-D Secure;
    // within 23 hours it becomes active or incomplete_expired. Payment is owed, so it neither
    // grants cards nor schedules deletions.
    // paused: a trial ended without a usable payment method; the portal fixes it.
    case 'past_due':
    case 'unpaid':
    case 'incomplete':
    case 'paused':
      return 'past_due';
    default:
      // A status added by a later API version: block new cards, touch nothing else.
      return 'past_due';
  }
}

/** The subscription's item of our price (STRIPE_PRICE_ID), if it has one. */
export function itemOfPrice(
  sub: Stripe.Subscription,
  priceId: string,
): Stripe.SubscriptionItem | undefined {
  return sub.items.data.find((item) => item.price.id === priceId);
}

/**
 * What we store about a Stripe subscription. Since API 2025-03-31 the billing period lives on each
 * subscription item (`items.data[].current_period_*`), not on the subscription. Only the item of
 * our price (`priceId`) counts: its quantity is the number of cards. Items of other prices on the
 * same account (another product, a cheaper price) grant nothing, so a subscription without our
 * price holds 0 cards.
 */
export function toProviderState(
  sub: Stripe.Subscription,
  priceId: string,
): ProviderSubscriptionState {
  const ours = itemOfPrice(sub, priceId);
  const item = ours ?? sub.items.data[0];
  const status = toStatus(sub.status);
  return {
    providerCustomerId: idOf(sub.customer),
    providerSubscriptionId: sub.id,
    status,
    // A licensed price always has a quantity; Stripe omits it only for metered prices.
    cardAllocation: ours ? (ours.quantity ?? 1) : 0,
    trialEnd: toDate(sub.trial_end),
    currentPeriodStart: toDate(item?.current_period_start),
    currentPeriodEnd: toDate(item?.current_period_end),
    canceledAt: toDate(sub.canceled_at),
    endedAt: toDate(sub.ended_at),
    // The Billing Portal may schedule the end with `cancel_at` (set to the period end) instead of
    // `cancel_at_period_end`; for the user both mean "ends later, not now".
    cancelAtPeriodEnd:
      sub.cancel_at_period_end || (status !== 'canceled' && sub.cancel_at !== null),
  };
}

/**
 * `months` calendar months after `from`, in UTC, clamped to the last day of the target month
 * (31 December + 2 months = 28/29 February, not 3 March).
 */
export function addCalendarMonths(from: Date, months: number): Date {
  const result = new Date(from.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0),
  ).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}
