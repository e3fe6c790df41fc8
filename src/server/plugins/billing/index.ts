import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { createLocalProvider } from './local-provider';
import type { BillingProvider } from './provider';

export type { BillingProvider, ProviderSubscriptionState } from './provider';

/** The provider chosen by BILLING_PROVIDER. */
export async function createBillingProvider(
  config: Config,
  database: DatabaseHandle,
): Promise<BillingProvider> {
  if (config.billing.provider === 'stripe') {
    throw new Error('The Stripe driver is not wired yet');
  }
  return createLocalProvider(database.db);
}
