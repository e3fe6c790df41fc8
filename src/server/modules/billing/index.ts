/**
 * The billing module's door: its plugin (routes, jobs, and the Stripe webhook's routes, loaded
 * only where Stripe is configured: they bring the Stripe SDK), what the cards module asks before a
 * card is made (a free slot, premium access), and what the account, the operator and the
 * deletion of an organisation need.
 */
export { grantComplimentarySubscription } from './admin';
export { assertCardSlotFree, freeCardSlots, premiumAccess, reserveCardSlot } from './allocation';
export { notifyTrialsEnding } from './notices';
export { billingModule } from './module';
export {
  endOrganisationSubscriptionNow,
  endSubscriptionNow,
  getSubscriptionDetails,
} from './service';
export type { BillingContext } from './context';
