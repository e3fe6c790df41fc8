/**
 * The card design's and the brand kit's names in the active language. src/shared keeps the English
 * names (the server and the public page use them); the app shows these.
 */
import type { LockableField } from '../../shared/brand-kit';
import {
  CARD_FONTS,
  type ButtonShape,
  type CardDesign,
  type CardFontId,
  type CardTemplateId,
  type ColorAdjustment,
  type QrLogo,
} from '../../shared/card-design';
import {
  CONTRAST_TEXT,
  contrastRatio,
  parseHex,
  relativeLuminance,
  toHex,
  WHITE,
} from '../../shared/contrast';
import { directionOf } from '../../shared/i18n/languages';
import { QR_MIN_CONTRAST, type QrColors } from '../../shared/qr-colors';
import { SOCIAL_LABELS, type SocialNetwork } from '../../shared/social';
import type { MessageId } from '../../shared/i18n/catalogue';
import { activeLocale, formatNumber } from './format';
import { activeLanguage, translate } from './i18n/intl';

export const templateName = (id: CardTemplateId) => translate(`editor.template.${id}`);

export const templateAbout = (id: CardTemplateId) => translate(`editor.template.${id}.about`);

/** A font is named by its own name; only the device's own font has a name to translate. */
export const fontName = (id: CardFontId) =>
  id === 'system'
    ? translate('editor.font.system')
    : (CARD_FONTS.find((font) => font.id === id)?.name ?? id);

export const buttonShapeName = (id: ButtonShape) => translate(`editor.shape.${id}`);

export const qrLogoName = (id: QrLogo) => translate(`editor.qrLogo.${id}`);

/** The palettes are known by their English names in the design data. */
export const paletteName = (name: string) => translate(`editor.palette.${name}` as MessageId);

const isSocial = (field: string): field is SocialNetwork => field in SOCIAL_LABELS;

/** A field the brand kit may lock; the social networks keep their own names. */
export const lockableLabel = (field: LockableField) =>
  isSocial(field) ? SOCIAL_LABELS[field] : translate(`brandKit.field.${field}`);

/** A contrast ratio as the active language writes numbers: '3.2:1', '3,2:1', '٣٫٢:١'. */
const formatRatio = (ratio: number) =>
  `${new Intl.NumberFormat(activeLocale(), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(ratio)}:${formatNumber(1)}`;

/** A colour code ('#8c86df') kept left to right inside right-to-left text. */
const colorCode = (color: string) =>
  directionOf(activeLanguage()) === 'rtl' ? `\u2066${color}\u2069` : color;

/**
 * Why the renderer changed a colour of a card whose background is `surface`, in the active
 * language: the reason `resolveCardPalette` gives in English.
 */
export function adjustmentText(adjustment: ColorAdjustment, surface: string): string {
  if (adjustment.field === 'backgroundColor') return translate('editor.design.darkened');
  return translate('editor.design.accentAdjusted', {
    ratio: formatRatio(contrastRatio(adjustment.from, surface)),
    needed: formatRatio(CONTRAST_TEXT),
    direction:
      relativeLuminance(adjustment.to) < relativeLuminance(adjustment.from)
        ? 'darkened'
        : 'lightened',
    color: colorCode(adjustment.to),
  });
}

/**
 * Why the QR code is not drawn in the card's own colours, in the active language: the reasons
 * `resolveQrColors` gives in English.
 */
export function qrReasonsOf(
  design: Pick<CardDesign, 'accentColor' | 'backgroundColor'>,
  qr: QrColors,
): string[] {
  if (!qr.adjusted) return [];
  const chosenDark = toHex(parseHex(design.accentColor));
  const chosenLight = toHex(parseHex(design.backgroundColor));
  const reasons: string[] = [];
  if (qr.light !== chosenLight)
    reasons.push(
      qr.light === WHITE
        ? translate('editor.design.qrOnWhite')
        : translate('editor.design.qrOnTint', { color: colorCode(qr.light) }),
    );
  if (qr.dark !== chosenDark)
    reasons.push(
      translate('editor.design.qrDarkened', {
        min: formatRatio(QR_MIN_CONTRAST),
        ratio: formatRatio(contrastRatio(chosenDark, qr.light)),
        color: colorCode(qr.dark),
      }),
    );
  return reasons;
}
