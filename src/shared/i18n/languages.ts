/**
 * The languages CardVault speaks (docs/ARCHITECTURE.md, "Languages"; decision 0042). Adding one is
 * a catalogue folder in messages/ plus its line here: the menu, the server's choice from
 * Accept-Language, `<html lang dir>` and the catalogue test all read this list.
 */
import type { Catalogue } from './catalogue';

export interface LanguageEntry {
  /** The language's name in itself, as the language menu shows it. */
  name: string;
  dir: 'ltr' | 'rtl';
  /** Its catalogue: in the browser a chunk of its own, loaded when the language is activated. */
  load: () => Promise<{ default: Catalogue }>;
}

export const LANGUAGES = {
  en: { name: 'English', dir: 'ltr', load: () => import('./messages/en') },
  de: { name: 'Deutsch', dir: 'ltr', load: () => import('./messages/de') },
  fr: { name: 'Français', dir: 'ltr', load: () => import('./messages/fr') },
  es: { name: 'Español', dir: 'ltr', load: () => import('./messages/es') },
  ar: { name: 'العربية', dir: 'rtl', load: () => import('./messages/ar') },
  he: { name: 'עברית', dir: 'rtl', load: () => import('./messages/he') },
  ja: { name: '日本語', dir: 'ltr', load: () => import('./messages/ja') },
} as const satisfies Record<string, LanguageEntry>;

export type Language = keyof typeof LANGUAGES;

/** English: the source text, and what anything unknown falls back to. */
export const DEFAULT_LANGUAGE: Language = 'en';

export const LANGUAGE_CODES = Object.keys(LANGUAGES) as Language[];

/** The cookie that keeps a visitor's choice from the language menu (a year, the whole site). */
export const LANGUAGE_COOKIE = 'cv_lang';
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && Object.hasOwn(LANGUAGES, value);

/** A stored or sent language, or English when it is missing or not one of ours. */
export const languageOr = (value: unknown, fallback: Language = DEFAULT_LANGUAGE): Language =>
  isLanguage(value) ? value : fallback;

export const directionOf = (language: Language): 'ltr' | 'rtl' => LANGUAGES[language].dir;

/**
 * The first of ours among an Accept-Language header's ranges, best quality first (`de-AT` picks
 * `de`; `*` and anything unknown pick nothing): undefined when none is ours.
 */
export function languageFromAcceptLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranges = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return {
        tag: tag.trim().toLowerCase(),
        quality: Number.isFinite(quality) ? quality : 0,
        index,
      };
    })
    .filter((range) => range.tag && range.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const range of ranges) {
    const primary = range.tag.split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return undefined;
}
