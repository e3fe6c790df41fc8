import { createBrowserRouter, type RouteObject } from 'react-router';
import { HomePage } from './home-page';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';
import { adminConsoleRoute } from '../features/admin/routes';
import { RequireAdmin, RequireSignedIn } from '../features/auth/guards';
import { publicBillingRoutes, signedInBillingRoutes } from '../features/billing/routes';
import { publicCardRoutes, signedInCardRoutes } from '../features/cards/routes';
import { publicTeamRoutes, signedInTeamRoutes } from '../features/team/routes';
import { signedInProvisioningRoutes } from '../features/provisioning/routes';
import { signedInWebhookRoutes } from '../features/webhooks/routes';

const loadNotFoundPage = async () => ({
  Component: (await import('../features/not-found/not-found-page')).NotFoundPage,
});

const publicRoutes: RouteObject[] = [
  { index: true, Component: HomePage },
  {
    path: 'about',
    lazy: async () => ({ Component: (await import('./about-route')).AboutRoute }),
  },
  {
    path: 'login',
    lazy: async () => ({ Component: (await import('../features/auth/login-page')).LoginPage }),
  },
  {
    path: 'email-verification',
    lazy: async () => ({
      Component: (await import('../features/auth/email-verification-page')).EmailVerificationPage,
    }),
  },
  {
    path: 'complete-profile',
    lazy: async () => ({
      Component: (await import('../features/auth/complete-profile-route')).CompleteProfileRoute,
    }),
  },
  {
    path: 'privacy',
    lazy: async () => ({ Component: (await import('./privacy-route')).PrivacyRoute }),
  },
  {
    path: 'support',
    lazy: async () => ({
      Component: (await import('../features/support/support-page')).SupportPage,
    }),
  },
  {
    path: 'card-copy',
    lazy: async () => ({
      Component: (await import('../features/leads/card-copy-page')).CardCopyPage,
    }),
  },
  {
    path: 'logout',
    lazy: async () => ({ Component: (await import('../features/auth/logout-page')).LogoutPage }),
  },
];

/** Signed-in pages (docs/product.md#redirects); a new signed-in page is added here. */
const signedInRoutes: RouteObject[] = [
  ...signedInCardRoutes,
  ...signedInBillingRoutes,
  ...signedInTeamRoutes,
  ...signedInProvisioningRoutes,
  ...signedInWebhookRoutes,
  {
    path: 'account',
    lazy: async () => ({
      Component: (await import('./account-route')).AccountRoute,
    }),
  },
  {
    path: 'payment-success',
    lazy: async () => ({
      Component: (await import('./payment-success-route')).PaymentSuccessRoute,
    }),
  },
  {
    path: 'insights',
    lazy: async () => ({
      Component: (await import('./insights-route')).InsightsRoute,
    }),
  },
  {
    path: 'leads',
    lazy: async () => ({
      Component: (await import('./leads-route')).LeadsRoute,
    }),
  },
  {
    path: 'share',
    lazy: async () => ({
      Component: (await import('./share-route')).ShareRoute,
    }),
  },
  {
    path: 'signature',
    lazy: async () => ({
      Component: (await import('./signature-route')).SignatureRoute,
    }),
  },
];

/** The admin console (its pages and layout live in features/admin); other /admin paths are 404. */
const adminRoutes: RouteObject[] = [adminConsoleRoute, { path: '*', lazy: loadNotFoundPage }];

const notFoundRoutes: RouteObject[] = [
  { path: '404', lazy: loadNotFoundPage },
  { path: '*', lazy: loadNotFoundPage },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: () => null,
    children: [
      ...publicRoutes,
      ...publicCardRoutes,
      ...publicBillingRoutes,
      ...publicTeamRoutes,
      { Component: RequireSignedIn, children: signedInRoutes },
      { path: 'admin', Component: RequireAdmin, children: adminRoutes },
      ...notFoundRoutes,
    ],
  },
];

export const router = createBrowserRouter(routes);
