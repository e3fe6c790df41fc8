import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The site's address for the links better-auth's mails carry, for the request better-auth is
 * answering (`mailSiteUrl` in lib/request-origin.ts). better-auth builds its links on its fixed
 * `baseURL` (decision 0009) and calls our mail callbacks from inside its own handler, so the
 * address travels beside the call: the /api/auth bridge and our own routes that ask better-auth
 * for a mail run the call inside `withMailSite`.
 */
const mailSite = new AsyncLocalStorage<string>();

export const withMailSite = <T>(siteUrl: string, run: () => Promise<T>): Promise<T> =>
  mailSite.run(siteUrl, run);

/** The address of the request being answered, or `fallback` (PUBLIC_URL or loopback) outside one. */
export const currentMailSite = (fallback: string): string => mailSite.getStore() ?? fallback;

/**
 * better-auth's link, made on `baseUrl` (PUBLIC_URL or the loopback address), moved to `siteUrl`:
 * the same path, token and callback.
 */
export function linkAtSite(link: string, baseUrl: string, siteUrl: string): string {
  if (siteUrl === baseUrl || !link.startsWith(`${baseUrl}/`)) return link;
  return `${siteUrl}${link.slice(baseUrl.length)}`;
}
