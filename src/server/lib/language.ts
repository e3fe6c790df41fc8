import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  languageFromAcceptLanguage,
  type Language,
} from '../../shared/i18n/languages';
import { cookieValues } from './cookies';

interface LanguageSources {
  /** The request's Cookie header: the language menu's choice, when one was made. */
  cookie?: string | undefined;
  'accept-language'?: string | undefined;
}

/**
 * The language a page is served in (docs/ARCHITECTURE.md, "Languages"): the visitor's choice from
 * the language menu (its cookie), else the browser's Accept-Language, else English. A cookie that
 * names no language of ours is ignored, never an error.
 */
export function requestLanguage(headers: LanguageSources): Language {
  const chosen = cookieValues(headers.cookie, LANGUAGE_COOKIE).find(isLanguage);
  return chosen ?? languageFromAcceptLanguage(headers['accept-language']) ?? DEFAULT_LANGUAGE;
}
