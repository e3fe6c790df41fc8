/**
 * The billing module's door: its routes, what the cards module asks before a card is made (a free
 * slot, premium access), what the account and the jobs need, and the Stripe webhook's routes,
 * loaded only where Stripe is configured (they bring the Stripe SDK).
 */
export { billingAdminRoutes } from './admin-routes';
export { grantComplimentarySubscription, reconcileSubscriptions } from './admin';
export { assertCardSlotFree, premiumAccess, reserveCardSlot } from './allocation';
export { notifyTrialsEnding } from './notices';
export { billingRoutes } from './routes';
export { endSubscriptionNow, getSubscriptionDetails } from './service';

/** The Stripe webhook's routes, imported on first use so that the SDK stays out otherwise. */
export const loadStripeWebhookRoutes = async () =>
  (await import('./webhook-routes')).stripeWebhookRoutes;
