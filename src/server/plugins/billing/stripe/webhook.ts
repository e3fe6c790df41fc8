import Stripe from 'stripe';
import { AppError } from '../../../lib/app-error';
import { idOf } from './subscription-state';
import { ERROR_CODES } from '../../../../shared/error-codes';

/** The events the webhook endpoint must be subscribed to in the Stripe dashboard. */
export const HANDLED_STRIPE_EVENTS = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const satisfies readonly Stripe.Event['type'][];

export type HandledStripeEventType = (typeof HANDLED_STRIPE_EVENTS)[number];

/** A webhook we refuse: unsigned, forged, stale or unreadable. The route answers 400. */
export class StripeWebhookError extends AppError {
  constructor(message: string) {
    super(ERROR_CODES.INVALID_WEBHOOK, message);
    this.name = 'StripeWebhookError';
  }
}

/**
 * The event, once its `Stripe-Signature` header proves Stripe sent exactly these bytes within the
 * last 5 minutes. `rawBody` must be the request body as received: parsing and re-serialising the
 * JSON changes the bytes and breaks the signature.
 */
export function verifyStripeEvent(
  stripe: Stripe,
  rawBody: Buffer,
  signatureHeader: string | undefined,
  secret: string,
): Stripe.Event {
  if (!signatureHeader) throw new StripeWebhookError('Missing Stripe-Signature header');
  try {
    // The explicit default tolerance (300 s) rejects replays of old deliveries; 0 would disable it.
    return stripe.webhooks.constructEvent(
      rawBody,
      signatureHeader,
      secret,
      stripe.webhooks.DEFAULT_TOLERANCE,
    );
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
      throw new StripeWebhookError('Invalid Stripe signature');
    }
    // A correctly signed body that is not JSON, or a malformed header.
    throw new StripeWebhookError('Unreadable Stripe event');
  }
}

export interface StripeEventSubject {
  subscriptionId?: string;
  /**
   * For checkout.session.completed: the session, which binds the subscription to the user who
   * started it, if we created it. Other events only update a subscription already bound.
   */
  checkoutSessionId?: string;
}

function subject(subscriptionId: string | null, checkoutSessionId?: string): StripeEventSubject {
  return {
    ...(subscriptionId ? { subscriptionId } : {}),
    ...(checkoutSessionId ? { checkoutSessionId } : {}),
  };
}

/**
 * Which subscription an event is about. Only ids are taken from the payload: the caller re-reads
 * the subscription from Stripe, so an old or out-of-order event cannot roll its state back. The
 * user ids in an event's metadata or client_reference_id are never trusted: anything created on
 * the same Stripe account can carry them. Events we do not handle give `{}`.
 */
export function subscriptionIdOfEvent(event: Stripe.Event): StripeEventSubject {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      if (session.mode !== 'subscription') return {};
      return subject(idOf(session.subscription), session.id);
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return subject(event.data.object.id);
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      // Since API 2025-03-31 the subscription of an invoice is under parent.subscription_details.
      const details = event.data.object.parent?.subscription_details ?? null;
      return subject(idOf(details?.subscription));
    }
    default:
      return {};
  }
}
