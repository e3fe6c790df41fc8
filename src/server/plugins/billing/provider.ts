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

export interface CheckoutRequest {
  userId: string;
  email: string;
  quantity: number;
  /** A canceled subscription comes back without a second trial. */
  reactivation: boolean;
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
