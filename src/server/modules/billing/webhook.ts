import type Stripe from 'stripe';
import type { Database } from '../../db/client';
import type { SubscriptionRow } from '../../db/schema';
import { subscriptionBasis, subscriptionToFetch } from '../../plugins/billing/provider';
import { subscriptionIdOfEvent, verifyStripeEvent } from '../../plugins/billing/stripe/webhook';
import { enqueueReceipt, enqueueTrialStarted } from './notices';
import { holderOf } from '../access';
import { recordOrgAudit } from '../organisations';
import * as repository from './repository';
import type { BillingContext } from './context';
import {
  expireOpenCheckouts,
  providerValues,
  saveProviderState,
  storeProviderValues,
} from './service';

/** Stripe's amounts are in the currency's minor unit (cents; none for JPY). */
const fromMinorUnits = (amount: number, currency: string) =>
  amount /
  10 **
    (new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2);

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored' | 'stale';

/**
 * Whether a session still counts (docs/product.md#checkout-sessions): not expired by us, no newer
 * session for the same subscription, and the subscription as it was when the session was made.
 */
async function isCurrentCheckout(
  tx: Database,
  checkout: repository.ProviderCheckoutRow,
  subscription: SubscriptionRow | undefined,
): Promise<boolean> {
  if (checkout.expiredAt) return false;
  if (checkout.basis !== null && checkout.basis !== subscriptionBasis(subscription)) return false;
  return !(await repository.hasNewerProviderCheckout(tx, checkout));
}

/**
 * checkout.session.completed: binds the session's subscription to whom the session was started
 * for (the user who started it, or the organisation they started it for), when this server
 * created it (and it has not bound another subscription already), and when it is still the
 * current checkout of that subscription. A session that is no longer current changes nothing
 * here; the subscription it made at Stripe is ended and what it charged refunded.
 */
async function bindCheckout(
  ctx: BillingContext,
  sessionId: string,
  subscriptionId: string,
): Promise<WebhookOutcome> {
  const db = ctx.database.db;
  const checkout = await repository.findProviderCheckout(db, 'stripe', sessionId);
  if (!checkout || (checkout.subscriptionId && checkout.subscriptionId !== subscriptionId)) {
    return 'ignored';
  }
  const state = checkout.expiredAt
    ? undefined
    : await ctx.billing.fetchSubscription(
        subscriptionToFetch(checkout.userId, 'stripe', subscriptionId),
      );
  if (!checkout.expiredAt && !state) return 'ignored';
  const holder = repository.checkoutHolder(checkout);
  const outcome = await db.transaction(async (tx): Promise<WebhookOutcome> => {
    // The subscription, then the session: decided against the subscription as it stands.
    const current = await repository.findSubscriptionOfForUpdate(tx, holder);
    const locked = await repository.findProviderCheckout(tx, 'stripe', sessionId, true);
    if (!locked || (locked.subscriptionId && locked.subscriptionId !== subscriptionId)) {
      return 'ignored';
    }
    // A second delivery of a completion already bound is applied again, as any event is.
    const bound = locked.completedAt !== null && locked.subscriptionId === subscriptionId;
    if (!state || (!bound && !(await isCurrentCheckout(tx, locked, current)))) {
      await repository.markProviderCheckoutStale(tx, 'stripe', sessionId, subscriptionId);
      return 'stale';
    }
    if (!(await repository.completeProviderCheckout(tx, 'stripe', sessionId, subscriptionId))) {
      return 'ignored';
    }
    const values = providerValues(ctx, state);
    await storeProviderValues(ctx, tx, holder, current, values);
    if (!bound && 'organisationId' in holder) {
      // The owner who opened the checkout paid it at Stripe: theirs in the audit log, as the
      // local test checkout's payment is.
      await recordOrgAudit(tx, {
        organisationId: holder.organisationId,
        actorId: locked.userId,
        action: 'billing.change',
        targetType: 'billing',
        targetId: holder.organisationId,
        details: { change: 'checkout paid', checkoutId: sessionId },
      });
    }
    if (values.status === 'trialing' && !bound) {
      // Stripe's request carries no address of the site: the mail links to config.publicUrl.
      await enqueueTrialStarted(
        ctx,
        tx,
        holder,
        { cardAllocation: values.cardAllocation, trialEnd: values.trialEnd ?? null },
        ctx.config.publicUrl,
      );
    }
    return 'processed';
  });
  if (outcome === 'stale') {
    ctx.log.warn(
      { sessionId, subscriptionId },
      'stripe checkout completed when it was no longer current: its subscription is ended and refunded',
    );
    await ctx.billing.checkoutSessions?.discard(subscriptionId);
  } else if (outcome === 'processed') {
    // The subscription changed: any other session for it no longer applies.
    await expireOpenCheckouts(ctx, holder);
  }
  return outcome;
}

/** Any other event: re-reads a subscription that a completed checkout of ours already bound. */
async function refreshSubscription(
  ctx: BillingContext,
  subscriptionId: string,
): Promise<WebhookOutcome> {
  const row = await repository.findByProviderSubscription(
    ctx.database.db,
    'stripe',
    subscriptionId,
  );
  if (!row) return 'ignored';
  const state = await ctx.billing.fetchSubscription(row);
  if (!state) return 'ignored';
  await saveProviderState(ctx, holderOf(row), state);
  return 'processed';
}

/**
 * One Stripe event: verified by signature, handled once per event id, and applied by re-reading the
 * subscription from Stripe (so replays and out-of-order events converge on Stripe's current state).
 * A subscription counts only once a checkout session this server created binds it to a user, and
 * only with the cards of our price (STRIPE_PRICE_ID); the user ids an event carries are not
 * trusted, since anything made on the same Stripe account can carry them.
 * A failure to reach Stripe throws, the route answers 5xx, and Stripe retries the event.
 */
export async function handleStripeWebhook(
  ctx: BillingContext,
  stripe: { client: Stripe; webhookSecret: string },
  rawBody: Buffer,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  const event = verifyStripeEvent(stripe.client, rawBody, signature, stripe.webhookSecret);
  if (await repository.hasBillingEvent(ctx.database.db, event.id)) return 'duplicate';

  const subject = subscriptionIdOfEvent(event);
  let outcome: WebhookOutcome = 'ignored';
  if (subject.subscriptionId) {
    outcome = subject.checkoutSessionId
      ? await bindCheckout(ctx, subject.checkoutSessionId, subject.subscriptionId)
      : await refreshSubscription(ctx, subject.subscriptionId);
    if (outcome === 'ignored') {
      ctx.log.warn(
        { eventId: event.id, type: event.type },
        'stripe event for a subscription no checkout of ours bound: ignored',
      );
    }
  }
  await ctx.database.db.transaction(async (tx) => {
    await repository.recordBillingEvent(tx, {
      id: event.id,
      type: event.type,
      payload: event as unknown as Record<string, unknown>,
    });
    // A receipt per paid invoice of a subscription of ours, once (with the event's record).
    if (event.type === 'invoice.paid' && outcome === 'processed' && subject.subscriptionId) {
      const invoice = event.data.object;
      const row = await repository.findByProviderSubscription(tx, 'stripe', subject.subscriptionId);
      if (row && invoice.amount_paid > 0) {
        const line = invoice.lines.data[0];
        await enqueueReceipt(
          ctx,
          tx,
          holderOf(row),
          {
            amount: fromMinorUnits(invoice.amount_paid, invoice.currency),
            currency: invoice.currency.toUpperCase(),
            paidAt: new Date((invoice.status_transitions.paid_at ?? invoice.created) * 1000),
            cards: row.cardAllocation,
            reference: invoice.number ?? invoice.id ?? event.id,
            periodEnd: line ? new Date(line.period.end * 1000) : undefined,
          },
          ctx.config.publicUrl,
        );
      }
    }
  });
  return outcome;
}
