import {
  BLACK,
  blackOrWhite,
  contrastRatio,
  CONTRAST_LARGE,
  CONTRAST_TEXT,
  ensureContrast,
  HEX_COLOR_PATTERN,
  INK,
  mix,
  relativeLuminance,
  WHITE,
  type HexColor,
} from './contrast';

/**
 * A card's design (docs/product.md#card-design): its template, colours, font, button shape,
 * company logo and QR code options. Every value is an id from a fixed list or a `#rrggbb` colour;
 * the renderer turns them into CSS custom properties, never into user-written CSS.
 */

export const CARD_TEMPLATES = [
  {
    id: 'classic',
    name: 'Classic',
    premium: false,
    description: 'A banner, the photo over its edge, details below.',
  },
  {
    id: 'minimal',
    name: 'Minimal',
    premium: false,
    description: 'No banner: a small photo beside the name, lots of air.',
  },
  {
    id: 'centered',
    name: 'Centred',
    premium: false,
    description: 'Everything centred under a short banner.',
  },
  {
    id: 'banner',
    name: 'Bold banner',
    premium: true,
    description: 'A tall banner in your accent colour carries your name.',
  },
  {
    id: 'split',
    name: 'Split',
    premium: true,
    description: 'Your photo in a column beside the details.',
  },
  {
    id: 'photo',
    name: 'Photo forward',
    premium: true,
    description: 'A large photo first, the details under it.',
  },
  {
    id: 'corporate',
    name: 'Corporate',
    premium: true,
    description: 'Your company logo and name first, then you.',
  },
  {
    id: 'dark',
    name: 'Dark',
    premium: true,
    description: 'Light text on a dark background.',
  },
] as const;

export type CardTemplateId = (typeof CARD_TEMPLATES)[number]['id'];
export const CARD_TEMPLATE_IDS = CARD_TEMPLATES.map((t) => t.id) as [
  CardTemplateId,
  ...CardTemplateId[],
];

/**
 * The fonts a card may use, served by our own server (src/shared/card-fonts.ts); `system` loads
 * nothing. Each web font's stack names its metric-matched fallback face second.
 */
export const CARD_FONTS = [
  {
    id: 'system',
    name: 'System',
    premium: false,
    stack:
      "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  {
    id: 'inter',
    name: 'Inter',
    premium: false,
    stack:
      "'Inter', 'Inter Fallback', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
  },
  {
    id: 'montserrat',
    name: 'Montserrat',
    premium: true,
    stack:
      "'Montserrat', 'Montserrat Fallback', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Arial, sans-serif",
  },
  {
    id: 'lora',
    name: 'Lora',
    premium: true,
    stack: "'Lora', 'Lora Fallback', ui-serif, Georgia, Cambria, 'Times New Roman', serif",
  },
  {
    id: 'playfair',
    name: 'Playfair Display',
    premium: true,
    stack:
      "'Playfair Display', 'Playfair Display Fallback', ui-serif, Georgia, Cambria, 'Times New Roman', serif",
  },
] as const;

export type CardFontId = (typeof CARD_FONTS)[number]['id'];
export const CARD_FONT_IDS = CARD_FONTS.map((f) => f.id) as [CardFontId, ...CardFontId[]];

export const BUTTON_SHAPES = [
  { id: 'rounded', name: 'Rounded', radius: '0.75rem' },
  { id: 'square', name: 'Square', radius: '0.125rem' },
  { id: 'pill', name: 'Pill', radius: '9999px' },
] as const;
export type ButtonShape = (typeof BUTTON_SHAPES)[number]['id'];
export const BUTTON_SHAPE_IDS = BUTTON_SHAPES.map((s) => s.id) as [ButtonShape, ...ButtonShape[]];

/** What sits in the middle of the card's QR code. */
export const QR_LOGO_OPTIONS = [
  { id: 'none', name: 'Nothing' },
  { id: 'profile', name: 'Profile picture' },
  { id: 'logo', name: 'Company logo' },
] as const;
export type QrLogo = (typeof QR_LOGO_OPTIONS)[number]['id'];
export const QR_LOGO_IDS = QR_LOGO_OPTIONS.map((o) => o.id) as [QrLogo, ...QrLogo[]];

export const DEFAULT_ACCENT: HexColor = '#4338ca';
export const DEFAULT_BACKGROUND: HexColor = '#ffffff';
/** The Dark template's background when the chosen one is not dark enough for it. */
export const DARK_BACKGROUND: HexColor = '#0f172a';

/** Curated pairs, offered beside the colour inputs. */
export const CARD_PALETTES: readonly { name: string; accent: HexColor; background: HexColor }[] = [
  { name: 'Indigo', accent: '#4338ca', background: '#ffffff' },
  { name: 'Forest', accent: '#166534', background: '#f7fbf5' },
  { name: 'Ocean', accent: '#0e7490', background: '#f3fafc' },
  { name: 'Sunset', accent: '#c2410c', background: '#fffaf5' },
  { name: 'Berry', accent: '#a21caf', background: '#fdf7fd' },
  { name: 'Graphite', accent: '#334155', background: '#f8fafc' },
  { name: 'Midnight', accent: '#fbbf24', background: '#111827' },
];

/** Everything of a card's design, as stored and as the API returns it. */
export interface CardDesign {
  template: CardTemplateId;
  accentColor: HexColor;
  backgroundColor: HexColor;
  fontFamily: CardFontId;
  buttonShape: ButtonShape;
  hideBranding: boolean;
  qrLogo: QrLogo;
}

export const DEFAULT_DESIGN: CardDesign = {
  template: 'classic',
  accentColor: DEFAULT_ACCENT,
  backgroundColor: DEFAULT_BACKGROUND,
  fontFamily: 'system',
  buttonShape: 'rounded',
  hideBranding: false,
  qrLogo: 'none',
};

export const templateOf = (id: string) =>
  CARD_TEMPLATES.find((t) => t.id === id) ?? CARD_TEMPLATES[0];
export const fontOf = (id: string) => CARD_FONTS.find((f) => f.id === id) ?? CARD_FONTS[0];
export const buttonShapeOf = (id: string) =>
  BUTTON_SHAPES.find((s) => s.id === id) ?? BUTTON_SHAPES[0];

/** What a brand logo (or its absence) changes: whether it is a premium choice. */
export interface PremiumChoice {
  field: keyof CardDesign | 'brandLogo';
  label: string;
}

/**
 * The premium choices in `next` that differ from `current` (what the card already has, which it
 * keeps: docs/product.md#card-design-premium). `brandLogoAdded` is true when a new logo is sent.
 */
export function premiumChoices(
  next: CardDesign,
  current: CardDesign | null,
  brandLogoAdded: boolean,
): PremiumChoice[] {
  const changed = <K extends keyof CardDesign>(key: K) => !current || current[key] !== next[key];
  const choices: PremiumChoice[] = [];
  const template = templateOf(next.template);
  if (template.premium && changed('template'))
    choices.push({ field: 'template', label: `the ${template.name} template` });
  const font = fontOf(next.fontFamily);
  if (font.premium && changed('fontFamily'))
    choices.push({ field: 'fontFamily', label: `the ${font.name} font` });
  if (next.hideBranding && changed('hideBranding'))
    choices.push({ field: 'hideBranding', label: 'hiding CardVault branding' });
  if (brandLogoAdded) choices.push({ field: 'brandLogo', label: 'a company logo' });
  return choices;
}

/** A colour the renderer changed, and why, for the editor to tell the user. */
export interface ColorAdjustment {
  field: 'accentColor' | 'backgroundColor';
  from: HexColor;
  to: HexColor;
  reason: string;
}

/** The colours a card is drawn in, each checked against what it sits on. */
export interface CardPalette {
  /** The card's background. */
  surface: HexColor;
  /** Names and body text: 4.5:1 or more on the surface. */
  text: HexColor;
  /** Labels and secondary text: 4.5:1 or more on the surface. */
  muted: HexColor;
  /** Links, the job title, buttons: 4.5:1 or more on the surface. */
  accent: HexColor;
  /** Text and icons on an accent fill: 4.5:1 or more. */
  onAccent: HexColor;
  /** A light tint of the accent for chips and secondary buttons. */
  soft: HexColor;
  /** Text and icons on the tint: 4.5:1 or more. */
  onSoft: HexColor;
  /** Hairlines and borders (decorative). */
  line: HexColor;
  /** The banner when it has no image, as a gradient. */
  bannerFrom: HexColor;
  bannerVia: HexColor;
  bannerTo: HexColor;
  /** What was changed from the user's choice, and why. */
  adjustments: ColorAdjustment[];
}

/** `value` when it is a `#rrggbb` colour, `fallback` otherwise. */
export const storedColor = (value: string, fallback: HexColor): HexColor =>
  HEX_COLOR_PATTERN.test(value) ? (value as HexColor) : fallback;

const ratio = (a: string, b: string) => contrastRatio(a, b).toFixed(1);

/**
 * The card's palette from its chosen colours and template. Whatever the user picks, every text
 * and control colour reaches WCAG 2.2 AA against what it sits on; where a chosen colour cannot,
 * it is nudged (toward black or white, keeping its hue) and the change is reported.
 */
export function resolveCardPalette(chosen: {
  template: string;
  accentColor: string;
  backgroundColor: string;
}): CardPalette {
  const design = {
    template: templateOf(chosen.template).id,
    accentColor: storedColor(chosen.accentColor, DEFAULT_ACCENT),
    backgroundColor: storedColor(chosen.backgroundColor, DEFAULT_BACKGROUND),
  };
  const adjustments: ColorAdjustment[] = [];
  const chosenBackground = design.backgroundColor;
  let surface = chosenBackground;
  if (design.template === 'dark' && relativeLuminance(surface) > 0.05) {
    // Dark means light text on a dark background: a light choice is darkened, keeping its hue.
    surface = mix(surface, DARK_BACKGROUND, 0.92);
    if (relativeLuminance(surface) > 0.03) surface = DARK_BACKGROUND;
    adjustments.push({
      field: 'backgroundColor',
      from: chosenBackground,
      to: surface,
      reason: 'The Dark template needs a dark background, so the one you chose was darkened.',
    });
  }

  const accent = ensureContrast(design.accentColor, surface, CONTRAST_TEXT);
  if (accent !== design.accentColor) {
    const direction =
      relativeLuminance(accent) < relativeLuminance(design.accentColor) ? 'darkened' : 'lightened';
    adjustments.push({
      field: 'accentColor',
      from: design.accentColor,
      to: accent,
      reason:
        `Your accent colour has a contrast of ${ratio(design.accentColor, surface)}:1 on the ` +
        `background; text and buttons need 4.5:1, so it was ${direction} to ${accent}.`,
    });
  }
  const onAccent = ensureContrast(
    blackOrWhite(accent) === WHITE ? WHITE : INK,
    accent,
    CONTRAST_TEXT,
  );
  const text = ensureContrast(
    contrastRatio(WHITE, surface) >= contrastRatio(INK, surface) ? WHITE : INK,
    surface,
    CONTRAST_TEXT,
  );
  // Secondary text: the text softened toward the surface, as far as 4.5:1 allows (on the text's
  // side of the surface, so whatever raises the text's contrast raises this one's too).
  const softened = [0.3, 0.2, 0.1].map((amount) => mix(text, surface, amount));
  const muted =
    text === INK && contrastRatio('#475569', surface) >= CONTRAST_TEXT
      ? '#475569'
      : (softened.find((color) => contrastRatio(color, surface) >= CONTRAST_TEXT) ?? text);
  // Chips, secondary buttons and hovered rows: a tint of the accent, unless the text would not
  // read on it; then the surface moved away from the text, which only raises its contrast.
  let soft = mix(accent, surface, 0.88);
  const readsOn = (background: string) =>
    contrastRatio(text, background) >= CONTRAST_TEXT &&
    contrastRatio(muted, background) >= CONTRAST_TEXT;
  for (let away = 0.08; !readsOn(soft) && away <= 0.5; away += 0.04) {
    soft = mix(surface, text === WHITE ? BLACK : WHITE, away);
  }
  const onSoft = ensureContrast(accent, soft, CONTRAST_TEXT);
  const line = mix(text, surface, 0.85);

  const isDefault = design.accentColor === DEFAULT_ACCENT;
  return {
    surface,
    text,
    muted,
    accent,
    onAccent,
    soft,
    onSoft,
    line,
    // The classic look keeps its indigo-violet-fuchsia banner; another accent gets its own.
    bannerFrom: accent,
    bannerVia: isDefault ? '#7f22fe' : mix(accent, onAccent === WHITE ? '#000000' : '#ffffff', 0.2),
    bannerTo: isDefault ? '#e12afb' : mix(accent, onAccent === WHITE ? '#000000' : '#ffffff', 0.4),
    adjustments,
  };
}

export { CONTRAST_LARGE, CONTRAST_TEXT };

/** The stored columns of a card's design, as text (the database does not know the lists). */
export interface StoredDesign {
  template: string;
  accentColor: string;
  backgroundColor: string;
  fontFamily: string;
  buttonShape: string;
  hideBranding: boolean;
  qrLogo: string;
}

/**
 * A stored design as typed values: anything not on today's lists (a row written by a newer
 * version, say) falls back to the default rather than reaching the page.
 */
export function designOf(stored: StoredDesign): CardDesign {
  return {
    template: templateOf(stored.template).id,
    accentColor: storedColor(stored.accentColor, DEFAULT_ACCENT),
    backgroundColor: storedColor(stored.backgroundColor, DEFAULT_BACKGROUND),
    fontFamily: fontOf(stored.fontFamily).id,
    buttonShape: buttonShapeOf(stored.buttonShape).id,
    hideBranding: stored.hideBranding,
    qrLogo: QR_LOGO_IDS.find((id) => id === stored.qrLogo) ?? 'none',
  };
}
