import type { RouteObject } from 'react-router';

/**
 * The cards pages (docs/product.md#routes). /create and /update need a signed-in user: mount them under the
 * sign-in guard. /showcase is public; a full page load of it is rendered by the server, so this
 * route only serves client-side navigation.
 */
export const signedInCardRoutes: RouteObject[] = [
  {
    path: 'create',
    lazy: async () => ({ Component: (await import('./card-form-page')).CreateCardPage }),
  },
  {
    path: 'update',
    lazy: async () => ({ Component: (await import('./card-form-page')).UpdateCardPage }),
  },
  // The brand kit is the design of an organisation's cards: it is drawn with the editor's controls.
  {
    path: 'team/brand',
    lazy: async () => ({ Component: (await import('./brand-kit-page')).BrandKitPage }),
  },
];

export const publicCardRoutes: RouteObject[] = [
  { path: 'showcase', lazy: () => import('./showcase-route') },
];

export const cardRoutes: RouteObject[] = [...signedInCardRoutes, ...publicCardRoutes];
