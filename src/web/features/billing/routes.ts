import type { RouteObject } from 'react-router';

/** /pricing is public: signed-out visitors see the trial offer (docs/product.md#screens-pricing, docs/product.md#pricing-variants). */
export const publicBillingRoutes: RouteObject[] = [
  {
    path: 'pricing',
    lazy: async () => ({ Component: (await import('./pricing-page')).PricingPage }),
  },
];

/**
 * Mounted under the sign-in guard; /billing/* are the local driver's test pages. /payment-success
 * is composed in app/ with the cards feature's Create Card gate.
 */
export const signedInBillingRoutes: RouteObject[] = [
  {
    path: 'subscription',
    lazy: async () => ({ Component: (await import('./subscription-page')).SubscriptionPage }),
  },
  {
    path: 'payment-failure',
    lazy: async () => ({
      Component: (await import('./payment-result-pages')).PaymentFailurePage,
    }),
  },
  {
    path: 'billing/checkout',
    lazy: async () => ({ Component: (await import('./local-checkout-page')).LocalCheckoutPage }),
  },
  {
    path: 'billing/portal',
    lazy: async () => ({ Component: (await import('./local-portal-page')).LocalPortalPage }),
  },
];
