import type Stripe from 'stripe';
import { TRIAL_MONTHS } from '../../../shared/billing';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { createLocalProvider } from './local-provider';
import type { BillingProvider } from './provider';
import { createStripeClient } from './stripe/client';
import { createStripeProvider } from './stripe/stripe-provider';

export type { BillingProvider, ProviderSubscriptionState } from './provider';

export interface Billing {
  provider: BillingProvider;
  /** The Stripe client, for the webhook route; only with the stripe driver. */
  stripe?: { client: Stripe; webhookSecret: string };
}

/** The provider chosen by BILLING_PROVIDER. */
export function createBilling(config: Config, database: DatabaseHandle): Billing {
  const settings = config.billing.stripe;
  if (config.billing.provider !== 'stripe' || !settings)
    return { provider: createLocalProvider(database.db) };
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
