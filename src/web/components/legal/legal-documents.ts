import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { DEFAULT_LANGUAGE, languageOr, type Language } from '../../../shared/i18n/languages';
import { isTranslated, loadedTranslation, loadTranslation } from './legal-translations';
import type { LegalDocument, LegalKind } from './legal-types';
import { privacyPolicy } from './privacy';
import { termsOfService } from './terms';

/** The English documents: the source, and the version that governs. */
export const ENGLISH_DOCUMENTS: Record<LegalKind, LegalDocument> = {
  terms: termsOfService,
  privacy: privacyPolicy,
};

/** A document and the language it is written in (English when its translation could not load). */
export interface ShownDocument {
  document: LegalDocument;
  language: Language;
}

const english = (kind: LegalKind): ShownDocument => ({
  document: ENGLISH_DOCUMENTS[kind],
  language: DEFAULT_LANGUAGE,
});

/**
 * A legal document in the active language: undefined while its translation loads. A change of
 * language reads it again, so an open dialog follows the language menu.
 */
export function useLegalDocument(kind: LegalKind): ShownDocument | undefined {
  const language = languageOr(useIntl().locale);
  const ready = isTranslated(language) ? loadedTranslation(language, kind) : undefined;
  const asked = `${language}/${kind}`;
  const [arrived, setArrived] = useState<{ asked: string; shown: ShownDocument }>();
  useEffect(() => {
    if (!isTranslated(language) || loadedTranslation(language, kind)) return;
    let current = true;
    void loadTranslation(language, kind).then((document) => {
      // Offline with the chunk not yet fetched: the English text, which governs anyway.
      const shown = document ? { document, language } : english(kind);
      if (current) setArrived({ asked, shown });
    });
    return () => {
      current = false;
    };
  }, [language, kind, asked]);
  if (!isTranslated(language)) return english(kind);
  if (ready) return { document: ready, language };
  return arrived?.asked === asked ? arrived.shown : undefined;
}
