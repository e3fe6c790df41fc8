/**
 * A card's row in one of its languages (docs/product.md#card-languages), for everything drawn or
 * written from it: the public page, the vCard, the QR code's vCard, the wallet pass, the e-mail
 * signature, the video background and the print sheet.
 */
import { z } from 'zod';
import {
  cardLanguagesOf,
  cardTextIn,
  chooseCardLanguage,
  storedTranslations,
} from '../../../shared/card-languages';
import type { Language } from '../../../shared/i18n/languages';
import type { CardRow } from '../../db/schema';

/** `lang`: a language the card has; anything else (unknown, or one it lacks) shows its default. */
export const cardLanguageQuery = z
  .string()
  .max(16)
  .optional()
  .describe(
    "One of the card's languages (docs/product.md#card-languages); left out or one the card lacks, its default language",
  );

/**
 * The card's row with its text fields in the language chosen (`chooseCardLanguage`: the one asked
 * for when the card has it, else the visitor's, else its default), and that language.
 */
export function rowInLanguage(
  row: CardRow,
  asked: unknown,
  visitor?: Language,
): { row: CardRow; language: Language; languages: Language[] } {
  const card = { ...row, translations: storedTranslations(row.translations) };
  const language = chooseCardLanguage(card, { explicit: asked, visitor });
  return { row: cardTextIn(card, language), language, languages: cardLanguagesOf(card) };
}
