import { AsyncLocalStorage } from 'node:async_hooks';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/languages';

/**
 * The site's address for the links better-auth's mails carry, for the request better-auth is
 * answering (`mailSiteUrl` in lib/request-origin.ts). better-auth builds its links on its fixed
 * `baseURL` (decision 0009) and calls our mail callbacks from inside its own handler, so the
 * address travels beside the call: the /api/auth bridge and our own routes that ask better-auth
 * for a mail run the call inside `withMailSite`.
 */
interface MailRequest {
  siteUrl: string;
  /** The language the request was answered in (lib/language.ts): the mail is written in it. */
  language: Language;
}

const mailRequest = new AsyncLocalStorage<MailRequest>();

export const withMailSite = <T>(request: MailRequest, run: () => Promise<T>): Promise<T> =>
  mailRequest.run(request, run);

/** The address of the request being answered, or `fallback` (PUBLIC_URL or loopback) outside one. */
export const currentMailSite = (fallback: string): string =>
  mailRequest.getStore()?.siteUrl ?? fallback;

/** The language of the request being answered; English outside one. */
export const currentMailLanguage = (): Language =>
  mailRequest.getStore()?.language ?? DEFAULT_LANGUAGE;

/**
 * better-auth's link, made on `baseUrl` (PUBLIC_URL or the loopback address), moved to `siteUrl`:
 * the same path, token and callback.
 */
export function linkAtSite(link: string, baseUrl: string, siteUrl: string): string {
  if (siteUrl === baseUrl || !link.startsWith(`${baseUrl}/`)) return link;
  return `${siteUrl}${link.slice(baseUrl.length)}`;
}
