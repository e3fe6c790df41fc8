import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { authUsers, profiles, subscriptions } from '../../db/schema';
import { saveProviderState } from './service';

/** Spec §3 Admin subscription rows, newest first. */
export async function listSubscriptions(app: FastifyInstance) {
  const rows = await app.database.db
    .select({
      subscription: subscriptions,
      email: authUsers.email,
      fullName: profiles.fullName,
      name: authUsers.name,
    })
    .from(subscriptions)
    .innerJoin(authUsers, eq(authUsers.id, subscriptions.userId))
    .leftJoin(profiles, eq(profiles.id, subscriptions.userId))
    .orderBy(desc(subscriptions.createdAt));
  const iso = (date: Date | null) => (date ? date.toISOString() : null);
  return rows.map(({ subscription, email, fullName, name }) => ({
    id: subscription.id,
    user_id: subscription.userId,
    user_name: fullName ?? name,
    user_email: email,
    status: subscription.status,
    provider: subscription.provider,
    provider_subscription_id: subscription.providerSubscriptionId,
    card_allocation: subscription.cardAllocation,
    current_period_start: iso(subscription.currentPeriodStart),
    current_period_end: iso(subscription.currentPeriodEnd),
    created_at: subscription.createdAt.toISOString(),
  }));
}

/** Re-reads every subscription of the configured provider and stores what it reports. */
export async function reconcileSubscriptions(app: FastifyInstance) {
  const rows = await app.database.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.provider, app.billing.name));
  let updated = 0;
  let failed = 0;
  for (const row of rows) {
    try {
      const state = await app.billing.fetchSubscription(row);
      if (state) {
        await saveProviderState(app, row.userId, state);
        updated += 1;
      }
    } catch (err) {
      failed += 1;
      app.log.warn({ err, subscription: row.id }, 'reconcile: could not read a subscription');
    }
  }
  return { checked: rows.length, updated, failed };
}
