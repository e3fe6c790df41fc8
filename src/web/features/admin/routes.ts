import type { RouteObject } from 'react-router';

/** The admin console's pages inside its layout; mounted under /admin behind RequireAdmin. */
export const adminConsoleRoute: RouteObject = {
  lazy: async () => ({ Component: (await import('./admin-layout')).AdminLayout }),
  children: [
    {
      path: 'users',
      lazy: async () => ({ Component: (await import('./users-page')).UsersPage }),
    },
    {
      path: 'cards',
      lazy: async () => ({ Component: (await import('./cards-page')).CardsPage }),
    },
    {
      path: 'organisations',
      lazy: async () => ({ Component: (await import('./organisations-page')).OrganisationsPage }),
    },
    {
      path: 'subscriptions',
      lazy: async () => ({ Component: (await import('./subscriptions-page')).SubscriptionsPage }),
    },
    {
      path: 'support',
      lazy: async () => ({ Component: (await import('./support-page')).SupportPage }),
    },
    {
      path: 'insights',
      lazy: async () => ({ Component: (await import('./insights-page')).InsightsPage }),
    },
    {
      path: 'setup',
      lazy: async () => ({ Component: (await import('./site-setup-page')).SiteSetupPage }),
    },
    {
      path: 'audit',
      lazy: async () => ({ Component: (await import('./audit-page')).AuditPage }),
    },
  ],
};
