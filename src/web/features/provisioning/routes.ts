import type { RouteObject } from 'react-router';

/** An organisation's directory provisioning (SCIM), a screen under Team. */
export const signedInProvisioningRoutes: RouteObject[] = [
  {
    path: 'team/provisioning',
    lazy: async () => ({ Component: (await import('./provisioning-page')).ProvisioningPage }),
  },
];
