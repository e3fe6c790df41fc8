/**
 * Every page the web client serves (docs/product.md#routes). The server answers these with the app
 * shell and status 200; any other path gets the shell with status 404 so the client shows its 404
 * page.
 */
export const CLIENT_ROUTES = [
  '/',
  '/about',
  '/privacy',
  '/login',
  '/email-verification',
  '/complete-profile',
  '/create',
  '/update',
  '/showcase',
  '/card-copy',
  '/account',
  '/insights',
  '/leads',
  '/team',
  '/team/join',
  '/team/brand',
  '/team/import',
  '/team/audit',
  '/team/domains',
  '/team/webhooks',
  '/share',
  '/signature',
  '/pricing',
  '/subscription',
  '/support',
  '/payment-success',
  '/payment-failure',
  '/logout',
  '/admin/users',
  '/admin/cards',
  '/admin/organisations',
  '/admin/subscriptions',
  '/admin/support',
  '/admin/audit',
  '/admin/insights',
  '/billing/checkout',
  '/billing/portal',
  '/404',
] as const;

export type ClientRoute = (typeof CLIENT_ROUTES)[number];

const known = new Set<string>(CLIENT_ROUTES.filter((route) => route !== '/404'));

export const isClientRoute = (pathname: string): boolean =>
  known.has(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
