/**
 * An organisation's brand kit (docs/product.md#brand-kit): the design and shared content every
 * card of the organisation starts from, and the fields its owners and admins lock so that they
 * come from the kit on every card. Shared by the server and the web app.
 */
import { z } from 'zod';
import { cardFieldsSchema } from './card';
import {
  BUTTON_SHAPE_IDS,
  CARD_FONT_IDS,
  CARD_TEMPLATE_IDS,
  DEFAULT_DESIGN,
  QR_LOGO_IDS,
  type CardDesign,
} from './card-design';
import { cardDesignSchema } from './card-design-schema';

/** The kit's design fields; `brandLogo` is the company logo (a file). */
export const BRAND_DESIGN_FIELDS = [
  'template',
  'accentColor',
  'backgroundColor',
  'fontFamily',
  'buttonShape',
  'qrLogo',
  'brandLogo',
] as const;

/** The kit's shared content: the card fields a company's cards have in common. */
export const BRAND_CONTENT_FIELDS = [
  'company',
  'website',
  'location',
  'phone',
  'linkedin',
  'github',
  'twitter',
  'facebook',
  'instagram',
] as const;

export const LOCKABLE_FIELDS = [...BRAND_DESIGN_FIELDS, ...BRAND_CONTENT_FIELDS] as const;
export type LockableField = (typeof LOCKABLE_FIELDS)[number];
export type BrandContentField = (typeof BRAND_CONTENT_FIELDS)[number];
export type BrandDesignField = Exclude<(typeof BRAND_DESIGN_FIELDS)[number], 'brandLogo'>;

/** How each lockable field is named to people (the editor's labels, the refusal's message). */
export const LOCKABLE_FIELD_LABELS: Record<LockableField, string> = {
  template: 'Template',
  accentColor: 'Accent colour',
  backgroundColor: 'Background colour',
  fontFamily: 'Font',
  buttonShape: 'Button shape',
  qrLogo: 'QR code centre',
  brandLogo: 'Company logo',
  company: 'Company',
  website: 'Website',
  location: 'Address',
  phone: 'Main phone',
  linkedin: 'LinkedIn',
  github: 'GitHub',
  twitter: 'X (Twitter)',
  facebook: 'Facebook',
  instagram: 'Instagram',
};

export const isLockableField = (name: string): name is LockableField =>
  (LOCKABLE_FIELDS as readonly string[]).includes(name);

export const BRAND_MESSAGES = {
  saved: 'Brand kit saved',
  /** Beside a locked field in the card editor. */
  setBy: (organisation: string) => `Set by ${organisation}`,
  /** The server's refusal of a change to a locked field (403 `FIELD_LOCKED`). */
  locked: (field: LockableField, organisation: string) =>
    `${LOCKABLE_FIELD_LABELS[field]} is set by ${organisation}: ask an owner or admin to change the brand kit`,
  lockedPhoneEmpty: 'Add the main phone before locking it: every card needs a phone number',
} as const;

/** The kit's content fields, validated and normalised as a card's are, each may be empty. */
export const brandContentSchema = z.object({
  company: cardFieldsSchema.shape.company,
  website: cardFieldsSchema.shape.website,
  location: z.string().trim().max(200, 'Address must be at most 200 characters').default(''),
  phone: z.union([z.literal(''), cardFieldsSchema.shape.phone]).default(''),
  linkedin: cardFieldsSchema.shape.linkedin,
  github: cardFieldsSchema.shape.github,
  twitter: cardFieldsSchema.shape.twitter,
  facebook: cardFieldsSchema.shape.facebook,
  instagram: cardFieldsSchema.shape.instagram,
});
export type BrandContent = z.output<typeof brandContentSchema>;

/** The kit's design fields (a card's, without hiding the CardVault branding). */
export const brandDesignSchema = cardDesignSchema.omit({ hideBranding: true });

export const lockedFieldsSchema = z
  .array(z.enum(LOCKABLE_FIELDS, { error: () => 'is not a field of the brand kit' }))
  .max(LOCKABLE_FIELDS.length)
  .transform((fields) => [...new Set(fields)]);

export type BrandDesign = Omit<CardDesign, 'hideBranding'>;

/** The brand kit as `/api/org/get-brand` gives it. */
export interface BrandKit {
  design: BrandDesign;
  content: BrandContent;
  locked: LockableField[];
  logoUrl: string | null;
  updatedAt: number;
}

/** The answer of `/api/org/get-brand` and `/api/org/update-brand`, as the web app checks it. */
export const brandKitSchema = z.object({
  // Plain values (no transforms): the server's OpenAPI document is drawn from it too.
  design: z.object({
    template: z.enum(CARD_TEMPLATE_IDS),
    accentColor: z.templateLiteral(['#', z.string()]),
    backgroundColor: z.templateLiteral(['#', z.string()]),
    fontFamily: z.enum(CARD_FONT_IDS),
    buttonShape: z.enum(BUTTON_SHAPE_IDS),
    qrLogo: z.enum(QR_LOGO_IDS),
  }),
  content: z.record(z.enum(BRAND_CONTENT_FIELDS), z.string()),
  locked: z.array(z.enum(LOCKABLE_FIELDS)),
  logoUrl: z.string().nullable(),
  updatedAt: z.number().int(),
}) satisfies z.ZodType<BrandKit>;

export const EMPTY_BRAND_CONTENT: BrandContent = {
  company: '',
  website: '',
  location: '',
  phone: '',
  linkedin: '',
  github: '',
  twitter: '',
  facebook: '',
  instagram: '',
};

const { hideBranding: _hideBranding, ...defaultBrandDesign } = DEFAULT_DESIGN;
export const DEFAULT_BRAND_DESIGN: BrandDesign = defaultBrandDesign;
