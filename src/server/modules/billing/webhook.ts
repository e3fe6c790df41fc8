import { eq, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { billingEvents, subscriptions, type SubscriptionRow } from '../../db/schema';
import { subscriptionIdOfEvent, verifyStripeEvent } from '../../plugins/billing/stripe/webhook';
import { saveProviderState } from './service';

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

async function findRow(
  app: FastifyInstance,
  subscriptionId?: string,
  customerId?: string,
  userId?: string,
) {
  const conditions = [
    subscriptionId ? eq(subscriptions.providerSubscriptionId, subscriptionId) : undefined,
    userId ? eq(subscriptions.userId, userId) : undefined,
    customerId ? eq(subscriptions.providerCustomerId, customerId) : undefined,
  ].filter((condition) => condition !== undefined);
  if (!conditions.length) return undefined;
  const [row] = await app.database.db
    .select()
    .from(subscriptions)
    .where(or(...conditions))
    .limit(1);
  return row;
}

/**
 * One Stripe event: verified by signature, handled once per event id, and applied by re-reading the
 * subscription from Stripe (so replays and out-of-order events converge on Stripe's current state).
 * A failure to reach Stripe throws, the route answers 5xx, and Stripe retries the event.
 */
export async function handleStripeWebhook(
  app: FastifyInstance,
  stripe: { client: Stripe; webhookSecret: string },
  rawBody: Buffer,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  const event = verifyStripeEvent(stripe.client, rawBody, signature, stripe.webhookSecret);
  const [seen] = await app.database.db
    .select()
    .from(billingEvents)
    .where(eq(billingEvents.eventId, event.id));
  if (seen) return 'duplicate';

  const subject = subscriptionIdOfEvent(event);
  let outcome: WebhookOutcome = 'ignored';
  if (subject.subscriptionId) {
    const row = await findRow(app, subject.subscriptionId, subject.customerId, subject.userId);
    const userId = row?.userId ?? subject.userId;
    if (userId) {
      const probe: SubscriptionRow = {
        ...(row ?? emptyRow(userId)),
        provider: 'stripe',
        providerSubscriptionId: subject.subscriptionId,
      };
      const state = await app.billing.fetchSubscription(probe);
      if (state) {
        await saveProviderState(app, userId, state);
        outcome = 'processed';
      }
    } else {
      app.log.warn(
        { eventId: event.id, type: event.type },
        'stripe event for a subscription of no known user',
      );
    }
  }
  await app.database.db
    .insert(billingEvents)
    .values({
      eventId: event.id,
      type: event.type,
      payload: event as unknown as Record<string, unknown>,
    })
    .onConflictDoNothing();
  return outcome;
}

function emptyRow(userId: string): SubscriptionRow {
  const now = new Date();
  return {
    id: '',
    userId,
    provider: 'stripe',
    providerCustomerId: null,
    providerSubscriptionId: null,
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
