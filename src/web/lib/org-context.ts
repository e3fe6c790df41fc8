/**
 * The organisation a signed-in screen works in, carried in the address as `?org=<slug>`
 * (docs/product.md#organisation-cards-screens): My Cards, Insights, Leads, Team and the card
 * editor keep it as the user moves between them; without it they show the user's own (personal)
 * cards.
 */
export const ORG_PARAM = 'org';

/** The organisation's slug the address names, or null for the personal context. */
export function orgSlugOf(search: string | URLSearchParams): string | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const slug = params.get(ORG_PARAM)?.trim();
  return slug ? slug : null;
}

/**
 * `to` (a path with its query and hash, if any) with `?org=` set to `slug`, or removed when `slug`
 * is null; the other parameters stay as they are.
 */
export function withOrg(to: string, slug: string | null): string {
  const hashAt = to.indexOf('#');
  const hash = hashAt === -1 ? '' : to.slice(hashAt);
  const beforeHash = hashAt === -1 ? to : to.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const params = new URLSearchParams(queryAt === -1 ? '' : beforeHash.slice(queryAt + 1));
  if (slug) params.set(ORG_PARAM, slug);
  else params.delete(ORG_PARAM);
  const query = params.toString();
  return `${path}${query ? `?${query}` : ''}${hash}`;
}

/** The screens that can show an organisation's cards; elsewhere the context is personal. */
const ORG_AWARE_PATHS = new Set([
  '/',
  '/insights',
  '/leads',
  '/team',
  '/team/brand',
  '/team/import',
  '/team/audit',
  '/team/domains',
  '/team/sso',
  '/team/webhooks',
  '/create',
]);

/**
 * Where choosing a context (`slug`, null for personal) from `pathname` leads: the same screen when
 * it has that context (Team and its sub-pages have no personal one: they lead to My Cards), else My Cards in it. A
 * card being edited belongs to one context, so switching leaves its editor for My Cards.
 */
export function switchedContextPath(pathname: string, slug: string | null): string {
  if ((pathname === '/team' || pathname.startsWith('/team/')) && slug === null) return '/';
  return withOrg(ORG_AWARE_PATHS.has(pathname) ? pathname : '/', slug);
}
