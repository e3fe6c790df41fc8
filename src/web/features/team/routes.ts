import type { RouteObject } from 'react-router';

/**
 * /team/join is mounted outside the sign-in guard: a visitor is sent to sign in and brought back
 * to the same invitation (lib/auth/return-path), which the guard's plain redirect would lose.
 */
export const publicTeamRoutes: RouteObject[] = [
  {
    path: 'team/join',
    lazy: async () => ({ Component: (await import('./join-page')).JoinPage }),
  },
];

/** Mounted under the sign-in guard. */
export const signedInTeamRoutes: RouteObject[] = [
  {
    path: 'team',
    lazy: async () => ({ Component: (await import('./team-page')).TeamPage }),
  },
  {
    path: 'team/import',
    lazy: async () => ({ Component: (await import('./import-page')).ImportPage }),
  },
  {
    path: 'team/domains',
    lazy: async () => ({ Component: (await import('./domains-page')).DomainsPage }),
  },
  {
    path: 'team/sso',
    lazy: async () => ({ Component: (await import('./sso-page')).SsoPage }),
  },
  {
    path: 'team/audit',
    lazy: async () => ({ Component: (await import('./audit-page')).AuditPage }),
  },
  {
    path: 'team/api-tokens',
    lazy: async () => ({ Component: (await import('./api-tokens-page')).ApiTokensPage }),
  },
];
