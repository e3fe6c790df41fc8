/**
 * The public card page's language (docs/product.md#card-languages): `?lang=` when it names one of
 * ours (chosen explicitly, from the page's menus), else the visitor's (the app's language cookie,
 * else Accept-Language, else English). Its words come from the catalogue's `publicPage` area,
 * all seven languages loaded with the server: the page is rendered once per card version and
 * language, so nothing is loaded on a visit.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  type Language,
} from '../../../shared/i18n/languages';
import ar from '../../../shared/i18n/messages/ar/public-page';
import de from '../../../shared/i18n/messages/de/public-page';
import en from '../../../shared/i18n/messages/en/public-page';
import es from '../../../shared/i18n/messages/es/public-page';
import fr from '../../../shared/i18n/messages/fr/public-page';
import he from '../../../shared/i18n/messages/he/public-page';
import ja from '../../../shared/i18n/messages/ja/public-page';
import type { Catalogue } from '../../../shared/i18n/catalogue';
import { requestLanguage } from '../../lib/language';

const AREAS: Record<Language, Record<keyof typeof en, string>> = { en, de, fr, es, ar, he, ja };

const cache = createIntlCache();
const intls = new Map<Language, IntlShape>();

/** The page's words in `language`, for its render (RawIntlProvider) and its head. */
export function pageIntl(language: Language): IntlShape {
  let intl = intls.get(language);
  if (!intl) {
    intl = createIntl(
      {
        locale: language,
        defaultLocale: DEFAULT_LANGUAGE,
        // Only this area's messages: the page formats no other (its ids are typed as the whole
        // catalogue's).
        messages: AREAS[language] as Partial<Catalogue> as Catalogue,
      },
      cache,
    );
    intls.set(language, intl);
  }
  return intl;
}

const SCRIPT_PREFIX = 'publicPage.script.';

/**
 * The few words the page's script shows (toasts, the contact exchange's dialog) in `language`,
 * without their prefix: the page carries these inline, never the catalogue.
 */
export function scriptTexts(language: Language): Record<string, string> {
  return Object.fromEntries(
    Object.entries(AREAS[language])
      .filter(([id]) => id.startsWith(SCRIPT_PREFIX))
      .map(([id, text]) => [id.slice(SCRIPT_PREFIX.length), text]),
  );
}

/** Accept-Language headers seen, with the language each picks: browsers send few distinct ones. */
const byAcceptLanguage = new Map<string, Language>();
const ACCEPT_LANGUAGES_KEPT = 512;

/**
 * The visitor's language from the request's headers (`requestLanguage`), with the answer for an
 * Accept-Language header kept, since the cached-response server asks on every visit.
 */
export function visitorLanguage(headers: IncomingHttpHeaders): Language {
  if (headers.cookie?.includes(LANGUAGE_COOKIE)) return requestLanguage(headers);
  const header = headers['accept-language'];
  if (!header) return DEFAULT_LANGUAGE;
  let language = byAcceptLanguage.get(header);
  if (!language) {
    language = requestLanguage({ 'accept-language': header });
    if (byAcceptLanguage.size >= ACCEPT_LANGUAGES_KEPT) byAcceptLanguage.clear();
    byAcceptLanguage.set(header, language);
  }
  return language;
}

/** The page's language: `?lang=` when it is one of ours, else the visitor's. */
export function pageLanguageOf(
  asked: unknown,
  headers: IncomingHttpHeaders,
): { language: Language; explicit: Language | undefined } {
  const explicit = isLanguage(asked) ? asked : undefined;
  return { language: explicit ?? visitorLanguage(headers), explicit };
}
