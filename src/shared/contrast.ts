/**
 * Colour contrast as WCAG 2.2 defines it (relative luminance, contrast ratio), and the nudging
 * that makes a colour reach a ratio: the card renderer and the QR code use these so that no colour
 * a user picks can make a card unreadable (docs/product.md#card-design).
 */

/** A colour as `#rrggbb`, lower case: the only form card colours are stored in. */
export type HexColor = `#${string}`;

export const HEX_COLOR_PATTERN = /^#[0-9a-f]{6}$/;

/** Text (4.5:1) and large text or the edges of controls and icons (3:1), WCAG 2.2 AA. */
export const CONTRAST_TEXT = 4.5;
export const CONTRAST_LARGE = 3;

type Rgb = readonly [number, number, number];

export function parseHex(color: string): Rgb {
  const value = color.trim().toLowerCase();
  if (!HEX_COLOR_PATTERN.test(value)) throw new Error(`not a #rrggbb colour: ${color}`);
  return [
    Number.parseInt(value.slice(1, 3), 16),
    Number.parseInt(value.slice(3, 5), 16),
    Number.parseInt(value.slice(5, 7), 16),
  ];
}

export const toHex = ([r, g, b]: Rgb): HexColor =>
  `#${[r, g, b]
    .map((channel) =>
      Math.round(Math.min(255, Math.max(0, channel)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

const linear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(color: string): number {
  const [r, g, b] = parseHex(color);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio of two colours, 1 to 21, whichever is lighter. */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** `color` moved `amount` (0 to 1) of the way toward `target`, in sRGB. */
export function mix(color: string, target: string, amount: number): HexColor {
  const from = parseHex(color);
  const to = parseHex(target);
  return toHex([
    from[0] + (to[0] - from[0]) * amount,
    from[1] + (to[1] - from[1]) * amount,
    from[2] + (to[2] - from[2]) * amount,
  ]);
}

export const BLACK: HexColor = '#000000';
export const WHITE: HexColor = '#ffffff';
/** The darkest text the product uses (the `ink` token): softer than black, 17:1 on white. */
export const INK: HexColor = '#0f172a';

/** Black or white, whichever stands out more against `background`. */
export const blackOrWhite = (background: string): HexColor =>
  contrastRatio(BLACK, background) >= contrastRatio(WHITE, background) ? BLACK : WHITE;

/**
 * `color` itself when it reaches `ratio` against `background`; otherwise the least change that
 * does: the colour mixed toward black or white (the one that can reach the ratio, darker first on
 * light backgrounds), found by bisection so the hue is kept as far as it can be.
 */
export function ensureContrast(color: string, background: string, ratio: number): HexColor {
  const start = toHex(parseHex(color));
  if (contrastRatio(start, background) >= ratio) return start;
  const towards = [blackOrWhite(background), blackOrWhite(background) === BLACK ? WHITE : BLACK];
  for (const target of towards) {
    if (contrastRatio(target, background) < ratio) continue;
    let low = 0;
    let high = 1;
    for (let step = 0; step < 16; step += 1) {
      const middle = (low + high) / 2;
      if (contrastRatio(mix(start, target, middle), background) >= ratio) high = middle;
      else low = middle;
    }
    // Rounding to whole channels can land a hair short: walk on until it passes.
    let amount = high;
    let result = mix(start, target, amount);
    while (contrastRatio(result, background) < ratio && amount < 1) {
      amount = Math.min(1, amount + 0.01);
      result = mix(start, target, amount);
    }
    return result;
  }
  // No colour reaches the ratio against this background (impossible for ratios up to 4.58).
  return blackOrWhite(background);
}
