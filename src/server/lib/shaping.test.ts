import { beforeAll, describe, expect, it } from 'vitest';
import { loadShaping, shapeLine, type ShapedLine } from './shaping';

/** The characters of a shaped line in the order its glyphs are drawn, left to right. */
const drawnOrder = (line: ShapedLine) => line.glyphs.map((glyph) => glyph.text).join('');
const ids = (line: ShapedLine) => line.glyphs.map((glyph) => glyph.id);

describe('text shaped for drawing (HarfBuzz and the bidi algorithm)', () => {
  beforeAll(loadShaping);

  it('joins Arabic letters: a word takes other glyphs than its letters standing alone', () => {
    const word = shapeLine('سلام', 'inter', 400);
    const isolated = ['س', 'ل', 'ا', 'م'].map((letter) => ids(shapeLine(letter, 'inter', 400)));
    expect(word.rtl).toBe(true);
    expect(word.glyphs.every((glyph) => glyph.file.name.startsWith('noto-sans-arabic-'))).toBe(
      true,
    );
    // Seen (initial form) and lam (medial) join; alef takes its final form.
    const [meem, alef, lam, seen] = ids(word);
    expect(seen).not.toBe(isolated[0]?.[0]);
    expect(lam).not.toBe(isolated[1]?.[0]);
    expect(alef).not.toBe(isolated[2]?.[0]);
    // Meem follows alef, which does not join to the left: it stands alone.
    expect(meem).toBe(isolated[3]?.[0]);
    // Right to left: the first letter is drawn last, at the right end.
    expect(drawnOrder(word)).toBe('مالس');
  });

  it('orders mixed runs: an English company and digits read left to right inside Arabic', () => {
    const arabicFirst = shapeLine('سارة Acme Corp 2024', 'inter', 700);
    expect(arabicFirst.rtl).toBe(true);
    expect(drawnOrder(arabicFirst)).toBe('Acme Corp 2024 ةراس');
    const englishFirst = shapeLine('Sara سارة Ltd', 'inter', 700);
    expect(englishFirst.rtl).toBe(false);
    expect(drawnOrder(englishFirst)).toBe('Sara ةراس Ltd');
    const hebrew = shapeLine('מנהלת מוצר', 'montserrat', 400);
    expect(hebrew.rtl).toBe(true);
    expect(drawnOrder(hebrew)).toBe('רצומ תלהנמ');
  });

  it('reads a line in the direction asked for: a Latin start inside an Arabic card comes first from the right', () => {
    const mixed = 'Acme Corp سارة';
    expect(drawnOrder(shapeLine(mixed, 'inter', 700))).toBe('Acme Corp ةراس');
    const arabic = shapeLine(mixed, 'inter', 700, 'rtl');
    expect(arabic.rtl).toBe(true);
    expect(drawnOrder(arabic)).toBe('ةراس Acme Corp');
    // A Latin line alone keeps its letters' order, in a paragraph that reads right to left.
    const latin = shapeLine('Acme 2024', 'inter', 400, 'rtl');
    expect(latin.rtl).toBe(true);
    expect(drawnOrder(latin)).toBe('Acme 2024');
    expect(shapeLine('سارة', 'inter', 400, 'ltr').rtl).toBe(false);
  });

  it('draws scripts the card font lacks from a font that has them, never glyph 0', () => {
    const japanese = shapeLine('山田 花子', 'lora', 700);
    expect(japanese.glyphs.filter((glyph) => glyph.text.trim()).map((g) => g.file.name)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^noto-sans-jp-/)]),
    );
    expect(drawnOrder(japanese)).toBe('山田 花子');
    // Devanagari is in none of the fonts: left out, not drawn as a box.
    const mixed = shapeLine('Ada क سلام 山', 'inter', 400);
    expect(mixed.glyphs.length).toBeGreaterThan(0);
    expect(mixed.glyphs.every((glyph) => glyph.id !== 0)).toBe(true);
    expect(drawnOrder(mixed)).not.toContain('क');
  });
});
