import type { MessageId } from '../../../shared/i18n/catalogue';

export type LegalKind = 'terms' | 'privacy';

/** Each document's title, in the active language. */
export const LEGAL_TITLE_IDS: Record<LegalKind, MessageId> = {
  terms: 'legal.terms',
  privacy: 'legal.privacy',
};

export interface LegalSection {
  heading: string;
  paragraphs: string[];
  items?: string[];
}

/**
 * A legal document's text in one language. English (`terms.ts`, `privacy.ts`) is the source and
 * governs; each translation (`documents/<language>/`) has its sections, paragraphs and items in
 * the same order and number, and the same month of its last change (`legal-documents.test.ts`).
 */
export interface LegalDocument {
  kind: LegalKind;
  /** The month of its last change. */
  updated: { year: number; month: number };
  intro: string;
  sections: LegalSection[];
}
