import type { RouteObject } from 'react-router';

/** An organisation's webhooks, a screen under Team; the account's are a section of /account. */
export const signedInWebhookRoutes: RouteObject[] = [
  {
    path: 'team/webhooks',
    lazy: async () => ({ Component: (await import('./team-webhooks-page')).TeamWebhooksPage }),
  },
];
