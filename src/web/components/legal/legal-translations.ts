import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/languages';
import type { LegalDocument, LegalKind } from './legal-types';

/** English is the source; every other language has a translation. */
export type TranslatedLanguage = Exclude<Language, 'en'>;

export const isTranslated = (language: Language): language is TranslatedLanguage =>
  language !== DEFAULT_LANGUAGE;

/**
 * Each translation is a chunk of its own, loaded when it is read: a document is longer than a
 * language's whole catalogue, and most visitors never open one. This file names no English text,
 * so the links that open a document can start loading its translation without carrying any.
 */
export const TRANSLATED_DOCUMENTS: Record<
  TranslatedLanguage,
  Record<LegalKind, () => Promise<{ default: LegalDocument }>>
> = {
  de: {
    terms: () => import('./documents/de/terms'),
    privacy: () => import('./documents/de/privacy'),
  },
  fr: {
    terms: () => import('./documents/fr/terms'),
    privacy: () => import('./documents/fr/privacy'),
  },
  es: {
    terms: () => import('./documents/es/terms'),
    privacy: () => import('./documents/es/privacy'),
  },
  ar: {
    terms: () => import('./documents/ar/terms'),
    privacy: () => import('./documents/ar/privacy'),
  },
  he: {
    terms: () => import('./documents/he/terms'),
    privacy: () => import('./documents/he/privacy'),
  },
  ja: {
    terms: () => import('./documents/ja/terms'),
    privacy: () => import('./documents/ja/privacy'),
  },
};

const loaded = new Map<string, LegalDocument>();

/** A translation already loaded, to show at once. */
export const loadedTranslation = (language: TranslatedLanguage, kind: LegalKind) =>
  loaded.get(`${language}/${kind}`);

/** A translation, loaded once; undefined when its chunk cannot be fetched (offline, say). */
export async function loadTranslation(
  language: TranslatedLanguage,
  kind: LegalKind,
): Promise<LegalDocument | undefined> {
  try {
    const document = (await TRANSLATED_DOCUMENTS[language][kind]()).default;
    loaded.set(`${language}/${kind}`, document);
    return document;
  } catch {
    return undefined;
  }
}
