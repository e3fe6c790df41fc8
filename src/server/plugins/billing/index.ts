import type Stripe from 'stripe';
import { TRIAL_MONTHS } from '../../../shared/billing';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { createLocalProvider } from './local-provider';
import type { BillingProvider } from './provider';

export type { BillingProvider, ProviderSubscriptionState } from './provider';

export interface Billing {
  provider: BillingProvider;
  /** The Stripe client, for the webhook route; only with the stripe driver. */
  stripe?: { client: Stripe; webhookSecret: string };
}

/**
 * The provider chosen by BILLING_PROVIDER. The Stripe SDK, a large share of the server's memory
 * once loaded (docs/benchmarks.md, "Second round"), is imported only when it is the one.
 */
export async function createBilling(config: Config, database: DatabaseHandle): Promise<Billing> {
  const settings = config.billing.stripe;
  if (config.billing.provider !== 'stripe' || !settings)
    return { provider: createLocalProvider(database.db) };
  const [{ createStripeClient }, { createStripeProvider }] = await Promise.all([
    import('./stripe/client'),
    import('./stripe/stripe-provider'),
  ]);
  const client = createStripeClient({ secretKey: settings.secretKey, apiBase: settings.apiBase });
  return {
    provider: createStripeProvider({
      secretKey: settings.secretKey,
      priceId: settings.priceId,
      publicUrl: config.publicUrl,
      trialMonths: TRIAL_MONTHS,
      stripe: client,
    }),
    stripe: { client, webhookSecret: settings.webhookSecret },
  };
}
