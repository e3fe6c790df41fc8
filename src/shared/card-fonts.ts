import { CARD_FONTS, type CardFontId } from './card-design';

/**
 * The card fonts as the browser loads them (docs/ARCHITECTURE.md, "Cards"): the latin subset
 * of each @fontsource package, weights 400 and 700, served by our own server under
 * `/fonts/<id>-<weight>.woff2`, and for each weight a fallback face (a local Arial or Times New
 * Roman scaled to the web font's metrics) so that nothing moves when the web font arrives. Pure:
 * the public page writes these rules into its <head>, the editor into document.head.
 */

export const CARD_FONT_WEIGHTS = [400, 700] as const;
export type CardFontWeight = (typeof CARD_FONT_WEIGHTS)[number];

/** A card font that loads a file (every one but `system`). */
export type WebFontId = Exclude<CardFontId, 'system'>;

/** How a fallback face is scaled, in per cent (CSS size-adjust and the *-override descriptors). */
interface FallbackMetrics {
  sizeAdjust: number;
  ascent: number;
  descent: number;
  lineGap: number;
}

interface WebFont {
  /** The family name the card's font stack starts with. */
  family: string;
  /** The @fontsource package and the stem of its file names. */
  fontsource: string;
  fallback: 'sans' | 'serif';
  metrics: Record<CardFontWeight, FallbackMetrics>;
}

/**
 * Written by `node scripts/card-font-metrics.mjs` from the packages' own files: run it again after
 * upgrading one of them.
 */
const WEB_FONTS: Record<WebFontId, WebFont> = {
  inter: {
    family: 'Inter',
    fontsource: 'inter',
    fallback: 'sans',
    metrics: {
      400: { sizeAdjust: 106.4289, ascent: 91.0233, descent: 22.6641, lineGap: 0 },
      700: { sizeAdjust: 103.1794, ascent: 93.8899, descent: 23.3779, lineGap: 0 },
    },
  },
  montserrat: {
    family: 'Montserrat',
    fontsource: 'montserrat',
    fallback: 'sans',
    metrics: {
      400: { sizeAdjust: 112.0395, ascent: 86.3982, descent: 22.4029, lineGap: 0 },
      700: { sizeAdjust: 110.4191, ascent: 87.666, descent: 22.7316, lineGap: 0 },
    },
  },
  lora: {
    family: 'Lora',
    fontsource: 'lora',
    fallback: 'serif',
    metrics: {
      400: { sizeAdjust: 113.7925, ascent: 88.4066, descent: 24.079, lineGap: 0 },
      700: { sizeAdjust: 110.2783, ascent: 91.2238, descent: 24.8463, lineGap: 0 },
    },
  },
  playfair: {
    family: 'Playfair Display',
    fontsource: 'playfair-display',
    fallback: 'serif',
    metrics: {
      400: { sizeAdjust: 109.54, ascent: 98.7768, descent: 22.9141, lineGap: 0 },
      700: { sizeAdjust: 106.2429, ascent: 101.8421, descent: 23.6252, lineGap: 0 },
    },
  },
};

/**
 * The local fonts a fallback face is drawn with, by full and PostScript name. Liberation Sans and
 * Serif (most Linux desktops) have Arial's and Times New Roman's metrics, so the same scaling fits.
 */
const LOCAL_FACES: Record<WebFont['fallback'], Record<CardFontWeight, readonly string[]>> = {
  sans: {
    400: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'],
    700: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold'],
  },
  serif: {
    400: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'LiberationSerif'],
    700: [
      'Times New Roman Bold',
      'TimesNewRomanPS-BoldMT',
      'Liberation Serif Bold',
      'LiberationSerif-Bold',
    ],
  },
};

const webFontOf = (fontId: string): WebFont | undefined =>
  Object.hasOwn(WEB_FONTS, fontId) ? WEB_FONTS[fontId as WebFontId] : undefined;

/**
 * The @fontsource package (and file stem) of a card font, for the printed card's embedded font
 * (docs/ARCHITECTURE.md, "Printed cards"); undefined for `system` and anything unknown.
 */
export const fontsourceOf = (fontId: string): string | undefined => webFontOf(fontId)?.fontsource;

/** The family name of a font's fallback faces; its stack in CARD_FONTS lists it second. */
export const fallbackFamilyOf = (family: string) => `${family} Fallback`;

/** The URL path of one font file, served from our own origin. */
export const fontFileUrl = (fontId: WebFontId, weight: CardFontWeight) =>
  `/fonts/${fontId}-${weight}.woff2`;

export interface CardFontFile {
  /** The URL path it is served under. */
  url: string;
  /** What to resolve from node_modules (the latin subset of the @fontsource package). */
  source: string;
}

/** Every file the server serves under /fonts/. */
export const CARD_FONT_FILES: readonly CardFontFile[] = CARD_FONTS.flatMap(({ id }) => {
  const font = webFontOf(id);
  if (!font) return [];
  return CARD_FONT_WEIGHTS.map((weight) => ({
    url: fontFileUrl(id as WebFontId, weight),
    source: `@fontsource/${font.fontsource}/files/${font.fontsource}-latin-${weight}-normal.woff2`,
  }));
});

/**
 * `optional` for the public page: the preloaded font is used when it is there for the first
 * paint, else the fallback stays for the visit, so the text never moves. `swap` for the editor,
 * where the user has just picked the font and must see it.
 */
export type FontDisplay = 'optional' | 'swap';

/**
 * The @font-face rules of a card font: its two weights, and a fallback face for each, scaled to
 * the same metrics. Empty for `system` (and anything unknown). Only constants go into it.
 */
export function fontFaceCss(fontId: string, display: FontDisplay = 'optional'): string {
  const font = webFontOf(fontId);
  if (!font) return '';
  const faces = CARD_FONT_WEIGHTS.map(
    (weight) =>
      `@font-face{font-family:'${font.family}';font-style:normal;font-weight:${weight};` +
      `font-display:${display};src:url(${fontFileUrl(fontId as WebFontId, weight)}) format('woff2')}`,
  );
  const fallbacks = CARD_FONT_WEIGHTS.map((weight) => {
    const m = font.metrics[weight];
    const local = LOCAL_FACES[font.fallback][weight].map((name) => `local('${name}')`).join(',');
    return (
      `@font-face{font-family:'${fallbackFamilyOf(font.family)}';font-style:normal;` +
      `font-weight:${weight};src:${local};size-adjust:${m.sizeAdjust}%;` +
      `ascent-override:${m.ascent}%;descent-override:${m.descent}%;` +
      `line-gap-override:${m.lineGap}%}`
    );
  });
  return [...faces, ...fallbacks].join('\n');
}

/** The font files a page using `fontId` should preload; none for `system`. */
export function fontPreloads(fontId: string): string[] {
  if (!webFontOf(fontId)) return [];
  return CARD_FONT_WEIGHTS.map((weight) => fontFileUrl(fontId as WebFontId, weight));
}
