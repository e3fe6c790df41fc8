/**
 * A card in several languages (docs/product.md#card-languages, decision 0044): the card's own text
 * fields are written in its default language, and up to two more languages each carry their own
 * text of the same fields. A field left empty in another language shows the default language's
 * text (a company name often stays the same).
 */
import { z } from 'zod';
import { BIO_MAX_LENGTH, CARD_TEXT_MAX_LENGTH } from './card-constants';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_CODES, type Language } from './i18n/languages';

/** The fields a card carries in each of its languages; the others (phone, links) are one. */
export const CARD_LANGUAGE_FIELDS = ['fullName', 'jobTitle', 'company', 'location', 'bio'] as const;
export type CardLanguageField = (typeof CARD_LANGUAGE_FIELDS)[number];

/** Its default language and two more. */
export const MAX_CARD_LANGUAGES = 3;

const LANGUAGE_LIST = LANGUAGE_CODES.join(', ');

/** One of the site's languages (src/shared/i18n/languages.ts); anything else is refused by name. */
export const cardLanguageSchema = z.enum(LANGUAGE_CODES as [Language, ...Language[]], {
  error: (issue) =>
    `${JSON.stringify(issue.input)} is not a language a card can have: use one of ${LANGUAGE_LIST}`,
});

const text = (label: string, max = CARD_TEXT_MAX_LENGTH) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).default('');

/** A card's text in one more language; an empty field shows the default language's text. */
export const cardTranslationSchema = z
  .object({
    language: cardLanguageSchema,
    fullName: text('Full name'),
    jobTitle: text('Job title'),
    company: text('Company'),
    location: text('Location'),
    bio: text('Bio', BIO_MAX_LENGTH),
  })
  .strict();
export type CardTranslation = z.output<typeof cardTranslationSchema>;
export type CardTranslationInput = z.input<typeof cardTranslationSchema>;

const languagesShape = {
  /** The language of the card's own text fields. */
  language: cardLanguageSchema,
  translations: z
    .array(cardTranslationSchema)
    .max(
      MAX_CARD_LANGUAGES - 1,
      `A card has at most ${MAX_CARD_LANGUAGES} languages: its default language and two more`,
    )
    .default([]),
};

/** No language twice: not the default again, not two translations of one language. */
function eachLanguageOnce(
  value: { language: Language; translations: CardTranslation[] },
  ctx: z.RefinementCtx,
) {
  const seen = new Set<string>([value.language]);
  value.translations.forEach((translation, index) => {
    if (seen.has(translation.language)) {
      ctx.addIssue({
        code: 'custom',
        path: ['translations', index, 'language'],
        message: `${translation.language} is already one of the card's languages`,
      });
    }
    seen.add(translation.language);
  });
}

/** A card's languages: its default (the card's own fields) and up to two translations. */
export const cardLanguagesSchema = z.object(languagesShape).strict().superRefine(eachLanguageOnce);
export type CardLanguages = z.output<typeof cardLanguagesSchema>;

/** `card/set-card-languages`: the card and its languages, replacing the ones it had. */
export const setCardLanguagesBodySchema = z
  .object({ id: z.string().min(1).max(64), ...languagesShape })
  .strict()
  .superRefine(eachLanguageOnce);
export type SetCardLanguagesBody = z.input<typeof setCardLanguagesBodySchema>;

/** What a card carries of its languages, stored or as the API gives it. */
export interface CardLanguageData {
  language: string;
  translations: readonly CardTranslation[];
}

/** The card's languages, its default first; a stored value that is no longer ours is left out. */
export function cardLanguagesOf(card: CardLanguageData): Language[] {
  const own = isLanguage(card.language) ? card.language : DEFAULT_LANGUAGE;
  const others = card.translations.map((t) => t.language).filter((l) => isLanguage(l) && l !== own);
  return [own, ...others];
}

/**
 * The language a card is shown in: the one asked for explicitly (`?lang=`) when the card has it,
 * else the visitor's when the card has it, else the card's default. Never fails.
 */
export function chooseCardLanguage(
  card: CardLanguageData,
  { explicit, visitor }: { explicit?: unknown; visitor?: Language },
): Language {
  const languages = cardLanguagesOf(card);
  if (isLanguage(explicit) && languages.includes(explicit)) return explicit;
  if (visitor && languages.includes(visitor)) return visitor;
  return languages[0] ?? DEFAULT_LANGUAGE;
}

/**
 * The card with its text fields in `language` (a field the translation leaves empty keeps the
 * default language's text); the card itself when `language` is its default or not one it has.
 */
export function cardTextIn<T extends CardLanguageData & Record<CardLanguageField, string>>(
  card: T,
  language: Language,
): T {
  const translation = card.translations.find((t) => t.language === language);
  if (!translation || language === card.language) return card;
  const localised = { ...card };
  for (const field of CARD_LANGUAGE_FIELDS) {
    if (translation[field].trim()) localised[field] = translation[field];
  }
  return localised;
}

/** Reads stored translations (jsonb) defensively: anything malformed is dropped, never thrown. */
export function storedTranslations(value: unknown): CardTranslation[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const parsed = cardTranslationSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}
