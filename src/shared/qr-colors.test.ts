import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHex, relativeLuminance } from './contrast';
import { CARD_PALETTES } from './card-design';
import { QR_MIN_CONTRAST, resolveQrColors, type QrColors } from './qr-colors';

/** The hue of a colour in degrees (undefined for greys). */
function hueOf(color: string): number | undefined {
  const [r, g, b] = parseHex(color).map((channel) => channel / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const delta = max - min;
  if (delta === 0) return undefined;
  const hue =
    max === r ? ((g - b) / delta) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  return (hue * 60 + 360) % 360;
}

/** Within `degrees` of the hue of `reference` (a very light tint rounds to whole channels). */
function expectHueNear(color: string, reference: string, degrees = 15) {
  const hue = hueOf(color);
  const expected = hueOf(reference);
  expect(hue).toBeDefined();
  expect(Math.abs((hue ?? 0) - (expected ?? 0))).toBeLessThanOrEqual(degrees);
}

/** What a phone's camera needs: darker modules, well apart from a light ground. */
function expectReadable({ dark, light }: QrColors) {
  expect(relativeLuminance(dark)).toBeLessThan(relativeLuminance(light));
  expect(contrastRatio(dark, light)).toBeGreaterThanOrEqual(QR_MIN_CONTRAST);
  expect(relativeLuminance(light)).toBeGreaterThanOrEqual(0.4);
}

describe('the colours of a branded QR code', () => {
  it.each([
    ['#4338ca', '#ffffff'],
    ['#000000', '#ffffff'],
    ['#166534', '#f7fbf5'],
    ['#c2410c', '#fffaf5'],
  ])('keeps a pair that reads as it is: %s on %s', (accent, background) => {
    const colors = resolveQrColors(accent, background);
    expect(colors).toEqual({ dark: accent, light: background, adjusted: false });
    expectReadable(colors);
  });

  it('writes colours as lower-case #rrggbb whatever the case they came in', () => {
    expect(resolveQrColors('#4338CA', '#FFFFFF')).toEqual({
      dark: '#4338ca',
      light: '#ffffff',
      adjusted: false,
    });
  });

  it('darkens yellow on white, keeping its hue, and says why', () => {
    const colors = resolveQrColors('#ffff00', '#ffffff');
    expect(colors.light).toBe('#ffffff');
    expect(colors.dark).not.toBe('#ffff00');
    expectHueNear(colors.dark, '#ffff00', 1);
    expectReadable(colors);
    expect(colors.adjusted).toBe(true);
    expect(colors.reason).toMatch(
      /your accent has 1\.\d:1 there, so they are drawn in #[0-9a-f]{6}/,
    );
    // The least change that reads: not simply black.
    expect(contrastRatio(colors.dark, colors.light)).toBeLessThan(5);
  });

  it('puts grey on black onto a light ground and darkens the grey to read on it', () => {
    const colors = resolveQrColors('#808080', '#000000');
    expect(relativeLuminance(colors.light)).toBeGreaterThan(0.8);
    expect(hueOf(colors.dark)).toBeUndefined();
    expectReadable(colors);
    expect(colors.adjusted).toBe(true);
    expect(colors.reason).toMatch(/background is too dark/);
  });

  it('separates the same colour used twice: the ground becomes a light tint of it', () => {
    const colors = resolveQrColors('#123456', '#123456');
    expect(colors.dark).toBe('#123456');
    expect(colors.light).not.toBe('#123456');
    expectHueNear(colors.light, '#123456');
    expectReadable(colors);
    expect(colors.adjusted).toBe(true);
  });

  it('turns light on dark around: dark modules on a light ground, in the accent’s hue', () => {
    const colors = resolveQrColors('#fbbf24', '#111827');
    expectHueNear(colors.dark, '#fbbf24');
    expectHueNear(colors.light, '#fbbf24');
    expectReadable(colors);
    expect(colors.reason).toMatch(/light ground/);
  });

  it('darkens the modules of a light accent on a mid-tone background it could not be read on', () => {
    const colors = resolveQrColors('#ffffff', '#767676');
    expectReadable(colors);
    expect(colors.adjusted).toBe(true);
  });

  it('reads for every curated palette and for a grid of colour pairs', () => {
    for (const palette of CARD_PALETTES) {
      expectReadable(resolveQrColors(palette.accent, palette.background));
    }
    const steps = ['00', '33', '66', '99', 'cc', 'ff'];
    const grid = steps.flatMap((r) =>
      steps.flatMap((g) => ['00', '80', 'ff'].map((b) => `#${r}${g}${b}`)),
    );
    for (const accent of grid) {
      for (const background of grid.filter((_, i) => i % 7 === 0)) {
        const colors = resolveQrColors(accent, background);
        expectReadable(colors);
        expect(colors.adjusted).toBe(colors.dark !== accent || colors.light !== background);
      }
    }
  });
});
