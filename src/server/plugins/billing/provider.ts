import type { SubscriptionRow } from '../../db/schema';

/**
 * What a provider reports about a subscription; the service stores it and applies the rules
 * (docs/product.md#server-rules).
 */
export interface ProviderSubscriptionState {
  providerCustomerId: string | null;
  providerSubscriptionId: string;
  status: SubscriptionRow['status'];
  cardAllocation: number;
  trialEnd: Date | null;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  canceledAt: Date | null;
  endedAt: Date | null;
  cancelAtPeriodEnd: boolean;
}

/**
 * What a checkout is bound to: the user's subscription as it was when the checkout was made
 * (`'none'` without one). Only what the subscription is and grants counts, not when the row was
 * last written, so re-reading an unchanged subscription from the provider leaves it the same.
 */
export function subscriptionBasis(row: SubscriptionRow | undefined): string {
  if (!row) return 'none';
  const time = (date: Date | null) => (date ? date.getTime() : null);
  return JSON.stringify([
    row.provider,
    row.providerSubscriptionId,
    row.status,
    row.cardAllocation,
    time(row.trialEnd),
    time(row.currentPeriodStart),
    time(row.currentPeriodEnd),
    time(row.canceledAt),
    time(row.endedAt),
    row.cancelAtPeriodEnd,
  ]);
}

/**
 * Checkout sessions that live at the provider and complete later through its events (Stripe). The
 * billing service records each one, expires the older ones when a newer one is made, and undoes a
 * completion that came when its session was no longer current (docs/product.md#checkout-sessions).
 * The local driver's checkouts are its own rows, which it expires itself.
 */
export interface ProviderCheckoutSessions {
  /**
   * Ends an open session so it can no longer be paid. `complete` when the customer finished it
   * first (its subscription is on its way through an event); an unknown session is `expired`.
   */
  expire(id: string): Promise<'expired' | 'complete'>;
  /**
   * Undoes a subscription that a session no longer current made: ends it now with nothing more
   * billed, and refunds what it collected. Safe to repeat.
   */
  discard(providerSubscriptionId: string): Promise<void>;
}

export interface CheckoutRequest {
  /** The person who opens the checkout and pays. */
  userId: string;
  email: string;
  /**
   * The organisation whose subscription the checkout makes (its owner pays for it), or null for
   * the payer's own (docs/product.md#team-billing).
   */
  organisationId: string | null;
  quantity: number;
  /** A canceled subscription comes back without a second trial. */
  reactivation: boolean;
  /**
   * The payment-success page, with what the checkout does (a trial, or a payment) in its address
   * (docs/product.md#screens-payment-success).
   */
  successUrl: string;
  cancelUrl: string;
  existing: SubscriptionRow | undefined;
}

/**
 * One payment provider. `local` (embedded default, no money moves) and `stripe` implement it; the
 * billing service holds the rules and calls these for what only the provider can do.
 */
export interface BillingProvider {
  readonly name: 'local' | 'stripe';
  /**
   * Where to send the browser to pay (or start the trial), and the provider's id of the checkout
   * session when the provider reports its completion later (the service records it).
   */
  createCheckout(request: CheckoutRequest): Promise<{ url: string; checkoutId?: string }>;
  /** Present when checkouts complete at the provider (`checkoutId` above); see the interface. */
  readonly checkoutSessions?: ProviderCheckoutSessions;
  /** Where the user manages the payment method and cancels. */
  createPortal(subscription: SubscriptionRow, returnUrl: string): Promise<{ url: string }>;
  /**
   * Changes the number of cards. During a trial nothing is charged (the prorated amount lands on
   * the first invoice); on an active subscription an increase is billed at once, all or nothing.
   * Returns what the provider reports afterwards: the allocation to store is the quantity the
   * provider confirmed, never the one asked for.
   */
  updateQuantity(
    subscription: SubscriptionRow,
    quantity: number,
  ): Promise<ProviderSubscriptionState>;
  /** A trial ends now; an active subscription ends at the period end. */
  cancel(subscription: SubscriptionRow): Promise<ProviderSubscriptionState | undefined>;
  /**
   * Ends the subscription now whatever its state, with nothing more billed (its account is being
   * deleted); undefined when the provider does not know it.
   */
  endNow(subscription: SubscriptionRow): Promise<ProviderSubscriptionState | undefined>;
  /** The provider's current view of a subscription, for reconciliation; undefined when unknown. */
  fetchSubscription(subscription: SubscriptionRow): Promise<ProviderSubscriptionState | undefined>;
}

/**
 * A row that names only a provider's subscription, with nothing else known: what the billing
 * service hands `fetchSubscription` for a subscription not stored yet (a checkout that just
 * completed).
 */
export function subscriptionToFetch(
  userId: string,
  provider: string,
  providerSubscriptionId: string,
): SubscriptionRow {
  const now = new Date();
  return {
    id: '',
    userId,
    organizationId: null,
    provider,
    providerCustomerId: null,
    providerSubscriptionId,
    status: 'trialing',
    cardAllocation: 0,
    trialEnd: null,
    currentPeriodStart: null,
    currentPeriodEnd: null,
    canceledAt: null,
    endedAt: null,
    cancelAtPeriodEnd: false,
    failNextRenewal: false,
    createdAt: now,
    updatedAt: now,
  };
}
