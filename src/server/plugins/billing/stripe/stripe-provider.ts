import Stripe from 'stripe';
import type { SubscriptionRow } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type {
  BillingProvider,
  CheckoutRequest,
  ProviderCheckoutSessions,
  ProviderSubscriptionState,
} from '../provider';
import { createStripeClient, type StripeApiBase } from './client';
import { addCalendarMonths, idOf, itemOfPrice, toProviderState } from './subscription-state';
import { ERROR_CODES } from '../../../../shared/error-codes';

export interface StripeProviderOptions {
  secretKey: string;
  priceId: string;
  /** Base for success and cancel URLs given as paths. */
  publicUrl: string;
  trialMonths: number;
  /** A ready client (tests); otherwise one is built from `secretKey` and `apiBase`. */
  stripe?: Stripe;
  /** Points the SDK at a loopback endpoint in tests. */
  apiBase?: StripeApiBase;
  /** The clock for the trial end (tests). */
  now?: () => Date;
}

/** The placeholder Stripe replaces with the session id; it must reach Stripe unencoded. */
const SESSION_ID_PARAM = 'session_id={CHECKOUT_SESSION_ID}';

/** `url` resolved against `base`, with `session_id={CHECKOUT_SESSION_ID}` in its query. */
export function withSessionIdPlaceholder(url: string, base: string): string {
  const parsed = new URL(url, base);
  parsed.searchParams.delete('session_id');
  const hash = parsed.hash;
  parsed.hash = '';
  const href = parsed.href;
  const separator = parsed.search ? '&' : '?';
  return `${href}${separator}${SESSION_ID_PARAM}${hash}`;
}

function stripeIdsOf(row: SubscriptionRow | undefined) {
  // A row written by another driver (the operator switched providers) holds ids Stripe never issued.
  if (!row || row.provider !== 'stripe') return { customerId: null, subscriptionId: null };
  return { customerId: row.providerCustomerId, subscriptionId: row.providerSubscriptionId };
}

function requireSubscriptionId(row: SubscriptionRow): string {
  const { subscriptionId } = stripeIdsOf(row);
  // The billing service only calls this for a stored subscription; a row without a Stripe id is a
  // broken invariant, not a user error.
  if (!subscriptionId) throw new Error(`subscription ${row.id} has no Stripe subscription id`);
  return subscriptionId;
}

function isMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404;
}

/** The metadata that marks the billing portal configuration this driver made and uses. */
export const PORTAL_CONFIGURATION_METADATA = { cardvault: 'portal' } as const;

/**
 * The billing portal as CardVault offers it (docs/product.md#billing-portal): the payment method,
 * invoices, the billing address and cancelling at the period end. The number of cards is changed
 * only on our own screens, which check it against the cards the user holds, so the portal cannot
 * update a subscription (its quantity) or pause it.
 */
export const PORTAL_FEATURES: Stripe.BillingPortal.ConfigurationCreateParams.Features = {
  customer_update: { enabled: true, allowed_updates: ['address', 'name'] },
  invoice_history: { enabled: true },
  payment_method_update: { enabled: true },
  subscription_cancel: { enabled: true, mode: 'at_period_end' },
  subscription_pause: { enabled: false },
  subscription_update: { enabled: false },
};

/** Whether a configuration is ours and still lets no one change a subscription's quantity. */
const isOurPortal = (configuration: Stripe.BillingPortal.Configuration) =>
  configuration.active &&
  configuration.metadata?.cardvault === PORTAL_CONFIGURATION_METADATA.cardvault;

export function createStripeProvider(options: StripeProviderOptions): BillingProvider {
  const stripe =
    options.stripe ??
    createStripeClient({ secretKey: options.secretKey, apiBase: options.apiBase });
  const now = options.now ?? (() => new Date());

  async function retrieve(row: SubscriptionRow): Promise<Stripe.Subscription | undefined> {
    const { subscriptionId } = stripeIdsOf(row);
    if (!subscriptionId) return undefined;
    try {
      return await stripe.subscriptions.retrieve(subscriptionId);
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  let portalConfigurationId: Promise<string> | undefined;

  /** Our billing portal configuration (PORTAL_FEATURES): found by its metadata, else made, once. */
  function portalConfiguration(): Promise<string> {
    portalConfigurationId ??= findOrCreatePortalConfiguration().catch((error: unknown) => {
      portalConfigurationId = undefined;
      throw error;
    });
    return portalConfigurationId;
  }

  async function findOrCreatePortalConfiguration(): Promise<string> {
    for await (const configuration of stripe.billingPortal.configurations.list({
      active: true,
      limit: 100,
    })) {
      if (!isOurPortal(configuration)) continue;
      // Someone turned a feature back on in the dashboard: ours again.
      const features = configuration.features;
      if (features.subscription_update.enabled || features.subscription_pause.enabled) {
        await stripe.billingPortal.configurations.update(configuration.id, {
          features: {
            subscription_update: PORTAL_FEATURES.subscription_update,
            subscription_pause: PORTAL_FEATURES.subscription_pause,
          },
        });
      }
      return configuration.id;
    }
    const created = await stripe.billingPortal.configurations.create({
      name: 'CardVault',
      features: PORTAL_FEATURES,
      metadata: PORTAL_CONFIGURATION_METADATA,
    });
    return created.id;
  }

  const checkoutSessions: ProviderCheckoutSessions = {
    async expire(id) {
      try {
        await stripe.checkout.sessions.expire(id);
        return 'expired';
      } catch (error) {
        if (isMissing(error)) return 'expired';
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        // Only an open session can be expired: this one expired on its own, or was paid.
        const session = await stripe.checkout.sessions.retrieve(id);
        if (session.status === 'complete') return 'complete';
        if (session.status === 'expired') return 'expired';
        throw error;
      }
    },
    async discard(subscriptionId) {
      let current: Stripe.Subscription;
      try {
        current = await stripe.subscriptions.retrieve(subscriptionId);
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      if (current.status !== 'canceled' && current.status !== 'incomplete_expired') {
        await stripe.subscriptions.cancel(current.id, { invoice_now: false, prorate: false });
      }
      // A session made without a trial charged its first invoice: all of it goes back.
      const invoice = idOf(current.latest_invoice);
      if (!invoice) return;
      for await (const payment of stripe.invoicePayments.list({ invoice, status: 'paid' })) {
        const paymentIntent = idOf(payment.payment.payment_intent);
        const charge = idOf(payment.payment.charge);
        if (!paymentIntent && !charge) continue;
        try {
          await stripe.refunds.create(
            {
              ...(paymentIntent ? { payment_intent: paymentIntent } : { charge: charge ?? '' }),
              reason: 'duplicate',
              metadata: { cardvault: 'stale_checkout', subscription: subscriptionId },
            },
            { idempotencyKey: `cardvault-stale-checkout-${payment.id}` },
          );
        } catch (error) {
          // Refunded by an earlier delivery of the same completion.
          if (
            error instanceof Stripe.errors.StripeInvalidRequestError &&
            error.code === 'charge_already_refunded'
          ) {
            continue;
          }
          throw error;
        }
      }
    },
  };

  return {
    name: 'stripe',
    checkoutSessions,

    async createCheckout(request: CheckoutRequest) {
      const { customerId } = stripeIdsOf(request.existing);
      // One trial per user: none on a reactivation, none when any subscription ever existed.
      const firstSubscription = !request.reactivation && request.existing === undefined;
      const trialEnd = firstSubscription
        ? Math.floor(addCalendarMonths(now(), options.trialMonths).getTime() / 1000)
        : undefined;

      const params: Stripe.Checkout.SessionCreateParams = {
        mode: 'subscription',
        line_items: [{ price: options.priceId, quantity: request.quantity }],
        // The trial ends with an automatic charge, so a payment method is collected up front.
        payment_method_collection: 'always',
        client_reference_id: request.userId,
        // Informative only: a completed session binds its subscription to whom it was recorded for.
        metadata: {
          user_id: request.userId,
          ...(request.organisationId ? { organization_id: request.organisationId } : {}),
        },
        subscription_data: {
          metadata: {
            user_id: request.userId,
            ...(request.organisationId ? { organization_id: request.organisationId } : {}),
          },
          ...(trialEnd === undefined ? {} : { trial_end: trialEnd }),
        },
        ...(customerId ? { customer: customerId } : { customer_email: request.email }),
        success_url: withSessionIdPlaceholder(request.successUrl, options.publicUrl),
        cancel_url: new URL(request.cancelUrl, options.publicUrl).href,
      };
      const session = await stripe.checkout.sessions.create(params);
      if (!session.url)
        throw new Error(`Stripe returned checkout session ${session.id} without a url`);
      return { url: session.url, checkoutId: session.id };
    },

    async createPortal(subscription: SubscriptionRow, returnUrl: string) {
      const { customerId } = stripeIdsOf(subscription);
      if (!customerId) throw new Error(`subscription ${subscription.id} has no Stripe customer id`);
      const open = async () =>
        stripe.billingPortal.sessions.create({
          customer: customerId,
          return_url: new URL(returnUrl, options.publicUrl).href,
          configuration: await portalConfiguration(),
        });
      try {
        return { url: (await open()).url };
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        // The configuration was deactivated or deleted in the dashboard since: find or make it again.
        portalConfigurationId = undefined;
        return { url: (await open()).url };
      }
    },

    async updateQuantity(subscription: SubscriptionRow, quantity: number) {
      const id = requireSubscriptionId(subscription);
      const current = await stripe.subscriptions.retrieve(id);
      const item = itemOfPrice(current, options.priceId);
      if (!item) throw new Error(`Stripe subscription ${id} has no item of our price`);
      const previous = item.quantity ?? 1;
      if (previous === quantity) return toProviderState(current, options.priceId);

      let billing: Pick<Stripe.SubscriptionUpdateParams, 'proration_behavior' | 'payment_behavior'>;
      if (current.status === 'trialing' || quantity < previous) {
        // Trial: nothing is charged now; the prorated amount lands on the first invoice.
        // Decrease: the credit lands on the next invoice; there is nothing to collect today.
        billing = { proration_behavior: 'create_prorations' };
      } else {
        // An increase on a paid subscription is invoiced and charged at once. error_if_incomplete
        // makes it all or nothing: if the charge fails (declined, or 3-D Secure needed off
        // session) Stripe answers 402 and the subscription keeps its old quantity, so no card is
        // granted unpaid. pending_if_incomplete would leave a pending update and an open invoice
        // that the user must pay on a hosted page we have no flow for.
        billing = { proration_behavior: 'always_invoice', payment_behavior: 'error_if_incomplete' };
      }

      try {
        const updated = await stripe.subscriptions.update(id, {
          items: [{ id: item.id, quantity }],
          ...billing,
        });
        return toProviderState(updated, options.priceId);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) {
          throw new AppError(
            ERROR_CODES.PAYMENT_FAILED,
            'Your payment could not be processed. Please update your payment method and try again.',
          );
        }
        throw error;
      }
    },

    async cancel(subscription: SubscriptionRow): Promise<ProviderSubscriptionState | undefined> {
      // Decide from Stripe's status, not the stored one, which may lag a webhook behind.
      const current = await retrieve(subscription);
      if (!current) return undefined;
      switch (current.status) {
        case 'canceled':
        case 'incomplete_expired':
          return toProviderState(current, options.priceId);
        case 'trialing':
        case 'incomplete':
          // Ends now. invoice_now/prorate false drop the pending prorations of trial quantity
          // changes, so nothing is billed later for a trial that never converted.
          return toProviderState(
            await stripe.subscriptions.cancel(current.id, { invoice_now: false, prorate: false }),
            options.priceId,
          );
        default:
          // Paid up to the period end: access continues until then.
          return toProviderState(
            await stripe.subscriptions.update(current.id, { cancel_at_period_end: true }),
            options.priceId,
          );
      }
    },

    async endNow(subscription: SubscriptionRow): Promise<ProviderSubscriptionState | undefined> {
      const current = await retrieve(subscription);
      if (!current) return undefined;
      if (current.status === 'canceled' || current.status === 'incomplete_expired') {
        return toProviderState(current, options.priceId);
      }
      // Nothing further is invoiced or prorated: the account and its cards are gone.
      return toProviderState(
        await stripe.subscriptions.cancel(current.id, { invoice_now: false, prorate: false }),
        options.priceId,
      );
    },

    async fetchSubscription(subscription: SubscriptionRow) {
      const current = await retrieve(subscription);
      return current ? toProviderState(current, options.priceId) : undefined;
    },
  };
}
