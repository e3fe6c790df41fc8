import { z } from 'zod';
import { BUTTON_SHAPE_IDS, CARD_FONT_IDS, CARD_TEMPLATE_IDS, QR_LOGO_IDS } from './card-design';
import { HEX_COLOR_PATTERN, type HexColor } from './contrast';

/*
 * The design fields' validation (docs/product.md#card-design), apart from the lists and the
 * palette so that pages which only draw cards do not load the validation library.
 */

const COLOR_MESSAGE = 'must be a colour written as #rrggbb';

const colorField = z
  .string()
  .trim()
  .transform((value) => value.toLowerCase())
  .refine((value) => HEX_COLOR_PATTERN.test(value), COLOR_MESSAGE)
  .transform((value) => value as HexColor);

const listed = <T extends string>(ids: readonly [T, ...T[]], what: string) =>
  z.enum(ids, { error: () => `must be one of the ${what}: ${ids.join(', ')}` });

/** `true`/`false` as multipart text, or a boolean in JSON. */
export const flag = z
  .union([z.boolean(), z.enum(['true', 'false'])], { error: () => 'must be true or false' })
  .transform((value) => value === true || value === 'true');

/**
 * The design fields of create-card and update-card. Each may be left out: a new card then gets
 * the default, an updated one keeps what it has.
 */
export const cardDesignSchema = z
  .object({
    template: listed(CARD_TEMPLATE_IDS, 'templates'),
    accentColor: colorField,
    backgroundColor: colorField,
    fontFamily: listed(CARD_FONT_IDS, 'fonts'),
    buttonShape: listed(BUTTON_SHAPE_IDS, 'button shapes'),
    hideBranding: flag,
    qrLogo: listed(QR_LOGO_IDS, 'QR code centres'),
  })
  .partial()
  .strict();
export type CardDesignInput = z.input<typeof cardDesignSchema>;
export type CardDesignPatch = z.output<typeof cardDesignSchema>;

export const cardTemplateListSchema = z.array(
  z.object({ id: z.string(), name: z.string(), premium: z.boolean() }),
);
