import Stripe from 'stripe';

export interface StripeApiBase {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

/**
 * One Stripe client for the provider and the webhook route. `apiBase` points the SDK at another
 * endpoint (a loopback server in tests); the API version is the one the SDK's types describe.
 */
export function createStripeClient(options: {
  secretKey: string;
  apiBase?: StripeApiBase;
  maxNetworkRetries?: number;
}): Stripe {
  return new Stripe(options.secretKey, {
    // The SDK sends an idempotency key with every retried POST, so retrying is safe.
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    timeout: 20_000,
    appInfo: { name: 'CardVault' },
    ...(options.apiBase ?? {}),
  });
}
