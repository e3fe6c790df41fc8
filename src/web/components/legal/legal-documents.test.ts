import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '../../../shared/i18n/languages';
import { ENGLISH_DOCUMENTS } from './legal-documents';
import { TRANSLATED_DOCUMENTS } from './legal-translations';
import type { LegalDocument, LegalKind } from './legal-types';

const KINDS: LegalKind[] = ['terms', 'privacy'];

/** Every text of a document in reading order, each with where it sits. */
function texts(document: LegalDocument): [string, string][] {
  return [
    ['intro', document.intro],
    ...document.sections.flatMap((section, s): [string, string][] => [
      [`section ${s + 1} heading`, section.heading],
      ...section.paragraphs.map((text, p): [string, string] => [
        `section ${s + 1} ¶${p + 1}`,
        text,
      ]),
      ...(section.items ?? []).map((text, i): [string, string] => [
        `section ${s + 1} item ${i + 1}`,
        text,
      ]),
    ]),
  ];
}

/** The numbers a text writes in digits (30 days, 24 hours, under 13, /64). */
const numbers = (text: string) => new Set(text.match(/\d+/g) ?? []);

describe('the legal documents in every language', () => {
  it('has a translation of each document for every language but English', () => {
    expect(Object.keys(TRANSLATED_DOCUMENTS).sort()).toEqual(
      LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANGUAGE).sort(),
    );
  });

  for (const [language, loaders] of Object.entries(TRANSLATED_DOCUMENTS) as [
    string,
    (typeof TRANSLATED_DOCUMENTS)['de'],
  ][]) {
    for (const kind of KINDS) {
      it(`${language} ${kind}: English's shape, month and figures, every text written`, async () => {
        const english = ENGLISH_DOCUMENTS[kind];
        const translated = (await loaders[kind]()).default;
        expect(translated.kind).toBe(kind);
        expect(translated.updated).toEqual(english.updated);

        // The same sections, and in each the same number of paragraphs and items.
        const shape = (document: LegalDocument) =>
          document.sections.map((section) => ({
            paragraphs: section.paragraphs.length,
            items: section.items?.length ?? 0,
          }));
        expect(shape(translated)).toEqual(shape(english));

        const theirs = texts(translated);
        const ours = new Map(texts(english));
        for (const [where, text] of theirs) {
          expect(text.trim(), `${where} is empty`).not.toBe('');
          // A word may be the same in two languages ('Contact'); a sentence is not.
          if (text.includes(' ')) {
            expect(text, `${where} is still English`).not.toBe(ours.get(where));
          }
          // A figure English writes in digits is in the translation's same text.
          for (const figure of numbers(ours.get(where) ?? '')) {
            expect(numbers(text), `${where} leaves out ${figure}`).toContain(figure);
          }
        }
        // Headings are unique within a document: they are the sections' keys.
        const headings = translated.sections.map((section) => section.heading);
        expect(new Set(headings).size).toBe(headings.length);
      });
    }
  }

  it('English has no empty text either', () => {
    for (const kind of KINDS) {
      for (const [where, text] of texts(ENGLISH_DOCUMENTS[kind])) {
        expect(text.trim(), `${kind} ${where}`).not.toBe('');
      }
    }
  });
});
