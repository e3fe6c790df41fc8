import { describe, expect, it } from 'vitest';
import { contrastRatio, ensureContrast, mix, parseHex, relativeLuminance, toHex } from './contrast';

describe('contrast (WCAG 2.2)', () => {
  it('computes the ratios WCAG publishes: black on white is 21:1, a colour on itself 1:1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#3b82f6', '#3b82f6')).toBe(1);
    // #767676 is the lightest grey that reads as text on white (4.54:1).
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
    expect(relativeLuminance('#ffffff')).toBe(1);
  });

  it('reads and writes #rrggbb only', () => {
    expect(parseHex('#FF8000')).toEqual([255, 128, 0]);
    expect(toHex([255, 128, 0])).toBe('#ff8000');
    expect(() => parseHex('red')).toThrow();
    expect(() => parseHex('#fff')).toThrow();
    expect(() => parseHex('red;background:url(x)')).toThrow();
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
  });

  it('keeps a colour that already passes, and nudges one that does not by the least it can', () => {
    expect(ensureContrast('#4338ca', '#ffffff', 4.5)).toBe('#4338ca');
    const yellow = ensureContrast('#ffff00', '#ffffff', 4.5);
    expect(contrastRatio(yellow, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    // Darkened, not replaced: still a yellow-olive (red and green equal, no blue).
    const [r, g, b] = parseHex(yellow);
    expect(r).toBe(g);
    expect(b).toBe(0);
    // Just past the line: a little lighter would fail.
    expect(contrastRatio(mix(yellow, '#ffff00', 0.05), '#ffffff')).toBeLessThan(4.5);
    const onBlack = ensureContrast('#202020', '#000000', 4.5);
    expect(contrastRatio(onBlack, '#000000')).toBeGreaterThanOrEqual(4.5);
    expect(relativeLuminance(onBlack)).toBeGreaterThan(relativeLuminance('#202020'));
  });

  it('reaches 4.5:1 against every background of a grid, from any colour', () => {
    const steps = ['00', '33', '66', '80', '99', 'cc', 'ff'];
    const colours = steps.flatMap((r) =>
      steps.flatMap((g) => ['00', '80', 'ff'].map((b) => `#${r}${g}${b}`)),
    );
    for (const background of colours) {
      for (const color of ['#ffff00', '#808080', background, '#4338ca', '#ffffff', '#000000']) {
        expect(
          contrastRatio(ensureContrast(color, background, 4.5), background),
        ).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});
