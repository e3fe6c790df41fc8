import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from './app/root-layout';
import { RouteErrorPage } from './app/route-error-page';
import { LandingPage } from './features/marketing/landing-page';

const loadNotFoundPage = async () => ({
  Component: (await import('./features/not-found/not-found-page')).NotFoundPage,
});

const marketingRoutes: RouteObject[] = [
  { index: true, Component: LandingPage },
  {
    path: 'about',
    lazy: async () => ({ Component: (await import('./features/marketing/about-page')).AboutPage }),
  },
];

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
    children: [...marketingRoutes, ...notFoundRoutes],
  },
];

export const router = createBrowserRouter(routes);
