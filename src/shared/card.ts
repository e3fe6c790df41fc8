import { z } from 'zod';
import { PHONE_MAX_CHARS, PHONE_MAX_DIGITS, PHONE_PATTERN, phoneDigitCount } from './phone';
import { isHttpUrl, normalizeSocial, SOCIAL_NETWORKS, type SocialNetwork } from './social';
import { BUTTON_SHAPE_IDS, CARD_FONT_IDS, CARD_TEMPLATE_IDS, QR_LOGO_IDS } from './card-design';
import { cardDesignSchema, flag } from './card-design-schema';
import { HEX_COLOR_PATTERN } from './contrast';
import { editVersionSchema } from './edit-version';
import { cardLanguageSchema, cardTranslationSchema } from './card-languages';

import {
  BIO_MAX_LENGTH,
  CARD_TEXT_MAX_LENGTH,
  EMAIL_HINT,
  MY_CARDS_PAGE_SIZE,
  WEBSITE_MESSAGE,
} from './card-constants';

export * from './card-constants';

/** A domain label: letters (any script), digits and inner hyphens, at most 63 characters. */
const DOMAIN_LABEL = '[\\p{L}\\p{M}\\p{N}](?:[\\p{L}\\p{M}\\p{N}-]{0,61}[\\p{L}\\p{M}\\p{N}])?';
/** A top level: letters of any length a label may have (`.photography`), or an `xn--` name. */
const TOP_LEVEL = '(?:[\\p{L}\\p{M}]{2,63}|xn--[a-z0-9-]{1,59})';

/**
 * An optional http(s):// then a domain of two labels or more (www. is one) under any valid top
 * level, an optional port and an optional path (docs/product.md#website, docs/decisions/0029).
 */
const WEBSITE_PATTERN = new RegExp(
  `^(https?:\\/\\/)?(${DOMAIN_LABEL}\\.)+${TOP_LEVEL}(:\\d{1,5})?(\\/\\S*)?$`,
  'iu',
);

/** What the website field becomes on blur and on the server: `https://` added when missing. */
export function normalizeWebsite(raw: string): string {
  const value = raw.trim();
  if (!value) return '';
  return /^https?:\/\//i.test(value) ? value : `https://${value}`;
}

export const isValidWebsite = (raw: string): boolean => {
  const value = raw.trim();
  return !value || (WEBSITE_PATTERN.test(value) && isHttpUrl(normalizeWebsite(value)));
};

const required = (label: string, max = CARD_TEXT_MAX_LENGTH) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const optional = (label: string, max = CARD_TEXT_MAX_LENGTH) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).default('');

const social = (network: SocialNetwork, label: string) =>
  z
    .string()
    .trim()
    .max(200, `${label} must be at most 200 characters`)
    .default('')
    .transform((value, ctx) => {
      const normalized = normalizeSocial(network, value);
      if (normalized === undefined) {
        ctx.addIssue({ code: 'custom', message: `Enter a ${label} profile link or handle` });
        return z.NEVER;
      }
      return normalized;
    });

/**
 * The card's text fields (docs/product.md#data-card, docs/product.md#validation-card-form). The
 * form uses it as its resolver and the server validates create-card and update-card with it, so
 * both apply the same rules and the same normalisation (website and social links become http(s)
 * addresses).
 */
export const cardFieldsSchema = z
  .object({
    title: optional('Card title'),
    fullName: required('Full name'),
    jobTitle: required('Job title'),
    company: optional('Company'),
    bio: optional('Bio', BIO_MAX_LENGTH),
    email: z
      .string()
      .trim()
      .min(1, 'Email is required')
      .max(254, EMAIL_HINT)
      .pipe(z.email(EMAIL_HINT)),
    phone: z
      .string()
      .trim()
      .min(1, 'Phone is required')
      .max(PHONE_MAX_CHARS, `Phone must be at most ${PHONE_MAX_DIGITS} digits`)
      .regex(PHONE_PATTERN, 'Phone may contain digits, spaces, brackets, dashes and a leading +')
      .refine(
        (value) => phoneDigitCount(value) <= PHONE_MAX_DIGITS,
        `Phone must be at most ${PHONE_MAX_DIGITS} digits`,
      ),
    location: required('Location'),
    website: z
      .string()
      .trim()
      .max(CARD_TEXT_MAX_LENGTH, `Website must be at most ${CARD_TEXT_MAX_LENGTH} characters`)
      .default('')
      .refine(isValidWebsite, WEBSITE_MESSAGE)
      .transform(normalizeWebsite),
    linkedin: social('linkedin', 'LinkedIn'),
    github: social('github', 'GitHub'),
    twitter: social('twitter', 'X (Twitter)'),
    facebook: social('facebook', 'Facebook'),
    instagram: social('instagram', 'Instagram'),
  })
  .strict();

export type CardFieldsInput = z.input<typeof cardFieldsSchema>;
export type CardFields = z.output<typeof cardFieldsSchema>;

/** Multipart text fields of create-card / update-card besides the card's own. */
export const cardImageFieldsSchema = z.object({
  id: z.string().max(64).optional(),
  userId: z.string().max(200).optional(),
  /**
   * create-card on an organisation (`?orgId=`): the member the new card is assigned to
   * (docs/product.md#organisation-cards).
   */
  assigneeId: z.string().trim().min(1).max(64).optional(),
  profileImageName: z.string().max(255).optional(),
  bannerImageName: z.string().max(255).optional(),
  /** Empty: removes the company logo (docs/product.md#card-design). */
  brandLogoName: z.string().max(255).optional(),
  /**
   * `false`: visitors cannot share their details back from the public page
   * (docs/product.md#leads); left out, a new card takes them and an updated one keeps its choice.
   */
  exchangeEnabled: flag.optional(),
  /**
   * update-card: the `version` of the card the change is based on; an older one than the saved
   * card's is refused with 409 `EDIT_CONFLICT`. Left out (clients older than versions), the
   * update applies to whatever is saved (docs/product.md#edit-conflicts).
   */
  version: editVersionSchema.optional(),
});

export const cardUploadSchema = cardFieldsSchema
  .extend(cardImageFieldsSchema.shape)
  .extend(cardDesignSchema.shape)
  .strict();

/** A card as the API returns it; times are epoch seconds (docs/product.md#data-card). */
export const cardSchema = z.object({
  id: z.string(),
  /** The person the card belongs to; null on an organisation's card. */
  userId: z.string().nullable(),
  /** The organisation the card belongs to; null on a person's card. */
  organisationId: z.string().nullable(),
  /** The member an organisation's card is assigned to; null when it is not (or is personal). */
  assigneeId: z.string().nullable(),
  /** Who an organisation's card waits for: an invited address, until they join (then assigned). */
  inviteeEmail: z.string().nullable(),
  title: z.string(),
  fullName: z.string(),
  jobTitle: z.string(),
  company: z.string(),
  bio: z.string(),
  email: z.string(),
  phone: z.string(),
  location: z.string(),
  website: z.string(),
  linkedin: z.string(),
  github: z.string(),
  twitter: z.string(),
  facebook: z.string(),
  instagram: z.string(),
  profileImageUrl: z.string().nullable(),
  bannerImageUrl: z.string().nullable(),
  qrCodeUrl: z.string(),
  template: z.enum(CARD_TEMPLATE_IDS),
  accentColor: z.string().regex(HEX_COLOR_PATTERN),
  backgroundColor: z.string().regex(HEX_COLOR_PATTERN),
  fontFamily: z.enum(CARD_FONT_IDS),
  buttonShape: z.enum(BUTTON_SHAPE_IDS),
  hideBranding: z.boolean(),
  qrLogo: z.enum(QR_LOGO_IDS),
  /** Visitors may share their details back (docs/product.md#leads). */
  exchangeEnabled: z.boolean(),
  brandLogoUrl: z.string().nullable(),
  /** The language of the text fields above (docs/product.md#card-languages). */
  language: cardLanguageSchema,
  /** The same fields in up to two more languages; an empty one shows the default's text. */
  translations: z.array(cardTranslationSchema),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  deleteOn: z.number().int(),
  /** What an update names as its base (docs/product.md#edit-conflicts). */
  version: z.number().int(),
});
export type Card = z.infer<typeof cardSchema>;

/**
 * What the public page shows: no owner, organisation or assignee id, and no version (it is the
 * owner's editing state).
 */
export const publicCardSchema = cardSchema.omit({
  userId: true,
  organisationId: true,
  assigneeId: true,
  inviteeEmail: true,
  version: true,
});
export type PublicCard = z.infer<typeof publicCardSchema>;

export const cardListRequestSchema = z
  .object({
    /** The organisation whose cards to list (those the caller may see); left out, their own. */
    orgId: z.string().trim().min(1).max(64).optional(),
    page: z.number().int().min(1).max(100_000).default(1),
    pageSize: z.number().int().min(1).max(50).default(MY_CARDS_PAGE_SIZE),
  })
  .strict();

export const cardListResponseSchema = z.object({
  items: z.array(cardSchema),
  totalCount: z.number().int(),
});
export type CardListResponse = z.infer<typeof cardListResponseSchema>;

/**
 * create-card's query: the organisation the card is made for (its owners' and admins' right);
 * left out, the caller's own card. In the address, not the form, so that the allocation is
 * checked before any upload is read.
 */
export const createCardQuerySchema = z.object({
  orgId: z.string().trim().min(1).max(64).optional(),
});

export const cardIdQuerySchema = z.object({ id: z.string().min(1, 'Missing card id').max(64) });

/** What a card's QR code is drawn from, besides the site's address. */
export type CardQrDesign = Pick<
  Card,
  'id' | 'accentColor' | 'backgroundColor' | 'qrLogo' | 'profileImageUrl' | 'brandLogoUrl'
>;

/** Changed when the way codes are drawn changes, so browsers fetch the new drawing. */
const QR_DRAWING_VERSION = 1;

/**
 * A short fingerprint (FNV-1a) of everything a card's QR code is drawn from: its colours, its
 * centre choice and the image that choice shows. It changes with the code, and only with it.
 */
export function cardQrVersion(card: CardQrDesign): string {
  const image =
    card.qrLogo === 'profile'
      ? card.profileImageUrl
      : card.qrLogo === 'logo'
        ? card.brandLogoUrl
        : null;
  const text = [
    QR_DRAWING_VERSION,
    card.accentColor,
    card.backgroundColor,
    card.qrLogo,
    image ?? '',
  ].join('|');
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/**
 * The address of a card's QR code, shown inline or downloaded. `v` is `cardQrVersion`: browsers
 * keep the code for a day, and a new design must not show the old one. The server draws the code
 * from the card itself and does not read `v`.
 */
export const cardQrCodeUrl = (card: CardQrDesign, format: 'svg' | 'png', download = false) =>
  `/api/card/qr?id=${encodeURIComponent(card.id)}&format=${format}&v=${cardQrVersion(card)}${download ? '&download=1' : ''}`;

/** What a QR code carries: the card's address, or its contact (docs/product.md#share-qr). */
export const QR_CONTENTS = ['url', 'vcard'] as const;
export type QrContent = (typeof QR_CONTENTS)[number];

/**
 * The address of the QR code that carries a card's vCard. Its text changes with every edit, so
 * `v` is the card's version as well as its design's fingerprint.
 */
export const cardVCardQrCodeUrl = (
  card: CardQrDesign & Pick<Card, 'updatedAt'>,
  format: 'svg' | 'png',
  download = false,
) =>
  `/api/card/qr?id=${encodeURIComponent(card.id)}&format=${format}&content=vcard&v=${cardQrVersion(card)}-${card.updatedAt}${download ? '&download=1' : ''}`;

export const deleteCardBodySchema = z
  .object({ id: z.string().min(1).max(64), userId: z.string().max(200).optional() })
  .strict();

export const SOCIAL_FIELDS = SOCIAL_NETWORKS;
