import {
  BLACK,
  contrastRatio,
  CONTRAST_TEXT,
  ensureContrast,
  mix,
  parseHex,
  relativeLuminance,
  toHex,
  WHITE,
  type HexColor,
} from './contrast';

/**
 * The colours of a card's QR code (docs/product.md#vcard): dark modules in the card's
 * accent on its background, unless a phone's camera would not read that pair. Readers expect dark
 * modules on a light ground (many fail on the inverse) and need the two well apart, so the pair is
 * corrected before it is drawn, and the correction is reported.
 */

/** The least contrast between the modules and the ground: the WCAG text ratio. */
export const QR_MIN_CONTRAST = CONTRAST_TEXT;

/**
 * The darkest background still used as the code's ground. Below it (a dark or mid-tone card) the
 * ground becomes a light tint of the accent: dark modules on it could not reach the contrast,
 * or would have to be near black.
 */
export const QR_MIN_LIGHT_LUMINANCE = 0.4;

/** How far toward white the accent is taken for the ground of a code on a dark card. */
const TINT_AMOUNT = 0.92;

/** The luminance a tinted ground must reach; otherwise it is white. */
const TINT_MIN_LUMINANCE = 0.8;

export interface QrColors {
  /** The modules: the accent, or the accent darkened (its hue kept) until it reads. */
  dark: HexColor;
  /** The ground and the quiet zone around it: the background, or a light one. */
  light: HexColor;
  /** Whether either colour differs from the card's. */
  adjusted: boolean;
  /** Why, in words for the card's owner, when `adjusted`. */
  reason?: string;
}

const normalized = (color: string): HexColor => toHex(parseHex(color));

/** The light ground of a code on a card whose background is too dark to be one. */
function lightGround(accent: HexColor): HexColor {
  const tint = mix(accent, WHITE, TINT_AMOUNT);
  return relativeLuminance(tint) >= TINT_MIN_LUMINANCE ? tint : WHITE;
}

/** Makes `color` darker than `light` and at least `QR_MIN_CONTRAST` from it, keeping its hue. */
function darkModules(color: HexColor, light: HexColor): HexColor {
  let dark = ensureContrast(color, light, QR_MIN_CONTRAST);
  // On a light ground the contrast can only be reached by darkening, but be sure of the direction.
  if (relativeLuminance(dark) >= relativeLuminance(light)) {
    dark = ensureContrast(mix(color, BLACK, 0.5), light, QR_MIN_CONTRAST);
  }
  return relativeLuminance(dark) < relativeLuminance(light) ? dark : BLACK;
}

/**
 * The QR code's colours for a card with `accent` and `background` (both `#rrggbb`): dark modules
 * darker than the light ground with a contrast of at least 4.5:1, a light ground (a dark card's
 * becomes white or a very light tint of its accent).
 */
export function resolveQrColors(accent: string, background: string): QrColors {
  const chosenDark = normalized(accent);
  const chosenLight = normalized(background);
  const reasons: string[] = [];

  let light = chosenLight;
  if (relativeLuminance(chosenLight) < QR_MIN_LIGHT_LUMINANCE) {
    light = lightGround(chosenDark);
    reasons.push(
      `Phone cameras read QR codes as dark squares on a light ground, and your background is too dark for that, so the code sits on ${light === WHITE ? 'white' : `a light tint of your accent (${light})`}.`,
    );
  }

  const dark = darkModules(chosenDark, light);
  if (dark !== chosenDark) {
    reasons.push(
      `The code's squares need ${QR_MIN_CONTRAST}:1 on its ground and darker than it, and your accent has ${contrastRatio(chosenDark, light).toFixed(1)}:1 there, so they are drawn in ${dark}.`,
    );
  }

  return reasons.length > 0
    ? { dark, light, adjusted: true, reason: reasons.join(' ') }
    : { dark, light, adjusted: false };
}
