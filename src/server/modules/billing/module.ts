import type { FastifyPluginAsync } from 'fastify';
import type Stripe from 'stripe';
import { billingAdminRoutes } from './admin-routes';
import { reconcileSubscriptions } from './admin';
import { notifyTrialsEnding } from './notices';
import { billingRoutes } from './routes';

/** Stripe's client and the webhook's signing secret, with the stripe driver. */
type StripeSetup = { client: Stripe; webhookSecret: string };

/**
 * The billing module as the app composes it: its routes, the admin console's, Stripe's webhook
 * when Stripe is the driver, and its jobs.
 */
export const billingModule: FastifyPluginAsync<{ stripe: StripeSetup | undefined }> = async (
  app,
  { stripe },
) => {
  await app.register(billingRoutes);
  await app.register(billingAdminRoutes);
  if (stripe) {
    const { stripeWebhookRoutes } = await import('./webhook-routes');
    await app.register(stripeWebhookRoutes, { stripe });
  }
  app.jobs.add(
    // docs/product.md#billing-mails: once per trial, a few days before it ends.
    { name: 'notify-trial-ending', everyMs: 60 * 60_000, run: (app) => notifyTrialsEnding(app) },
    {
      name: 'reconcile-subscriptions',
      everyMs: 60 * 60_000,
      // The local driver's rows are its own record; only a real provider can drift from ours.
      run: (app) =>
        app.billing.name === 'local' ? Promise.resolve() : reconcileSubscriptions(app),
    },
  );
};
