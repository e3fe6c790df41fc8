/**
 * The app's active language and its messages (docs/ARCHITECTURE.md, "Languages"). Every language's
 * catalogue, English's included, is a chunk of its own, loaded when it is activated; the app only
 * ever holds the active one. Code outside React (toasts, the auth messages) reads the active
 * language through `translate`.
 */
import { createIntl, createIntlCache, type IntlShape, type PrimitiveType } from 'react-intl';
import type { MessageId } from '../../../shared/i18n/catalogue';
import {
  DEFAULT_LANGUAGE,
  directionOf,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  LANGUAGES,
  languageOr,
  type Language,
} from '../../../shared/i18n/languages';

/** Whether this browser asked for the pseudo-locale (its cookie `cv_pseudo=1`; see pseudo.ts). */
export const pseudoWanted = (): boolean =>
  typeof document !== 'undefined' &&
  typeof document.cookie === 'string' &&
  document.cookie.split(';').some((part) => part.trim() === 'cv_pseudo=1');

declare global {
  // FormatJS's hook for typed ids: a message id that is not in the English catalogue is an error.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}

const cache = createIntlCache();

const intlFor = (language: Language, messages: Record<string, string>) =>
  createIntl({ locale: language, defaultLocale: DEFAULT_LANGUAGE, messages }, cache);

/**
 * Until the first language is activated there are no messages: main.tsx renders nothing before
 * then, and a `translate` that runs earlier all the same gets the message's id, not an exception.
 */
const NO_MESSAGES: Record<string, string> = {};
let active: IntlShape = createIntl(
  { locale: DEFAULT_LANGUAGE, messages: NO_MESSAGES, onError: () => undefined },
  cache,
);
const listeners = new Set<() => void>();
/** The latest activation asked for: one that finishes loading after a later one is dropped. */
let latestActivation = 0;

export const activeIntl = (): IntlShape => active;
export const activeLanguage = (): Language => languageOr(active.locale);

export function subscribeToLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A message of the active language, for code that runs outside a component's render. */
export const translate = (id: MessageId, values?: Record<string, PrimitiveType>): string =>
  active.formatMessage({ id }, values);

/** The language the server served the page in (`<html lang>`: its cookie, else Accept-Language). */
export const pageLanguage = (): Language => languageOr(document.documentElement.lang);

/**
 * Loads `language`'s catalogue, makes it the active one and sets the page's `lang` and `dir`. It
 * is the whole catalogue, nothing beneath it: the type check and catalogue.test.ts keep every key
 * in every language.
 */
export async function activateLanguage(language: Language): Promise<void> {
  const activation = ++latestActivation;
  let messages: Record<string, string> = (await LANGUAGES[language].load()).default;
  if (language === DEFAULT_LANGUAGE && pseudoWanted()) {
    // The pseudo-locale, for tests and translators: a chunk of its own, never in the app's bundle.
    messages = (await import('./pseudo')).pseudoCatalogue(messages);
  }
  if (activation !== latestActivation) return;
  active = intlFor(language, messages);
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
  for (const listener of listeners) listener();
}

/** Keeps the choice for the next page the server serves (the address carries no language). */
export function rememberLanguage(language: Language): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}
