import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { subscriptionToFetch } from '../../plugins/billing/provider';
import { subscriptionIdOfEvent, verifyStripeEvent } from '../../plugins/billing/stripe/webhook';
import { enqueueReceipt, enqueueTrialStarted } from './notices';
import * as repository from './repository';
import { providerValues, saveProviderState } from './service';

/** Stripe's amounts are in the currency's minor unit (cents; none for JPY). */
const fromMinorUnits = (amount: number, currency: string) =>
  amount /
  10 **
    (new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2);

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

/**
 * checkout.session.completed: binds the session's subscription to the user who started the
 * session, when this server created it (and it has not bound another subscription already).
 */
async function bindCheckout(
  app: FastifyInstance,
  sessionId: string,
  subscriptionId: string,
): Promise<WebhookOutcome> {
  const db = app.database.db;
  const checkout = await repository.findProviderCheckout(db, 'stripe', sessionId);
  if (!checkout || (checkout.subscriptionId && checkout.subscriptionId !== subscriptionId)) {
    return 'ignored';
  }
  const state = await app.billing.fetchSubscription(
    subscriptionToFetch(checkout.userId, 'stripe', subscriptionId),
  );
  if (!state) return 'ignored';
  return db.transaction(async (tx) => {
    if (!(await repository.completeProviderCheckout(tx, 'stripe', sessionId, subscriptionId))) {
      return 'ignored';
    }
    const values = providerValues(app, state);
    await repository.saveSubscription(
      tx,
      checkout.userId,
      values,
      app.config.billing.retentionDays,
    );
    if (values.status === 'trialing') {
      // Stripe's request carries no address of the site: the mail links to config.publicUrl.
      await enqueueTrialStarted(
        app,
        tx,
        checkout.userId,
        { cardAllocation: values.cardAllocation, trialEnd: values.trialEnd ?? null },
        app.config.publicUrl,
      );
    }
    return 'processed';
  });
}

/** Any other event: re-reads a subscription that a completed checkout of ours already bound. */
async function refreshSubscription(
  app: FastifyInstance,
  subscriptionId: string,
): Promise<WebhookOutcome> {
  const row = await repository.findByProviderSubscription(
    app.database.db,
    'stripe',
    subscriptionId,
  );
  if (!row) return 'ignored';
  const state = await app.billing.fetchSubscription(row);
  if (!state) return 'ignored';
  await saveProviderState(app, row.userId, state);
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
  app: FastifyInstance,
  stripe: { client: Stripe; webhookSecret: string },
  rawBody: Buffer,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  const event = verifyStripeEvent(stripe.client, rawBody, signature, stripe.webhookSecret);
  if (await repository.hasBillingEvent(app.database.db, event.id)) return 'duplicate';

  const subject = subscriptionIdOfEvent(event);
  let outcome: WebhookOutcome = 'ignored';
  if (subject.subscriptionId) {
    outcome = subject.checkoutSessionId
      ? await bindCheckout(app, subject.checkoutSessionId, subject.subscriptionId)
      : await refreshSubscription(app, subject.subscriptionId);
    if (outcome === 'ignored') {
      app.log.warn(
        { eventId: event.id, type: event.type },
        'stripe event for a subscription no checkout of ours bound: ignored',
      );
    }
  }
  await app.database.db.transaction(async (tx) => {
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
          app,
          tx,
          row.userId,
          {
            amount: fromMinorUnits(invoice.amount_paid, invoice.currency),
            currency: invoice.currency.toUpperCase(),
            paidAt: new Date((invoice.status_transitions.paid_at ?? invoice.created) * 1000),
            cards: row.cardAllocation,
            reference: invoice.number ?? invoice.id ?? event.id,
            periodEnd: line ? new Date(line.period.end * 1000) : undefined,
          },
          app.config.publicUrl,
        );
      }
    }
  });
  return outcome;
}
