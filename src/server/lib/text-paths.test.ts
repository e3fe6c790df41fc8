import { beforeAll, describe, expect, it } from 'vitest';
import { fitText, loadShaping, measureText, textToSvg } from './text-paths';

const style = { fontId: 'inter', weight: 700 } as const;

describe('text drawn from the card fonts', () => {
  beforeAll(loadShaping);

  it('measures wider text as wider and draws one path per visible glyph', () => {
    const narrow = measureText('Ada', { ...style, size: 40 });
    expect(narrow).toBeGreaterThan(0);
    expect(measureText('Ada Lovelace', { ...style, size: 40 })).toBeGreaterThan(narrow);
    expect(measureText('Ada', { ...style, size: 80 })).toBeCloseTo(narrow * 2, 5);
    const svg = textToSvg('Ada Ł', { ...style, size: 40 }, 10, 50, '#0f172a');
    // A, d, a and Ł (from the latin-ext file); the space has no outline.
    expect(svg.match(/<path /g)).toHaveLength(4);
    expect(svg).toContain('fill="#0f172a"');
  });

  it('ends every line of a right-to-left paragraph at the right edge, a Latin one too', () => {
    const firstX = (svg: string) => Number(/translate\(([-\d.]+) /.exec(svg)?.[1]);
    const sized = { ...style, size: 40 };
    const width = measureText('Acme', sized);
    // By its own first letter a Latin line starts at x; in an Arabic or Hebrew card it ends at right.
    expect(firstX(textToSvg('Acme', sized, 10, 50, '#000000', 500))).toBeCloseTo(10, 1);
    expect(
      firstX(textToSvg('Acme', { ...sized, direction: 'rtl' }, 10, 50, '#000000', 500)),
    ).toBeCloseTo(500 - width, 0);
    expect(firstX(textToSvg('سارة', sized, 10, 50, '#000000', 500))).toBeGreaterThan(400);
  });

  it('leaves out a character no font has instead of drawing a box', () => {
    // Devanagari: in none of the card fonts nor the fallbacks.
    expect(textToSvg('क', { ...style, size: 40 }, 0, 0, '#000000')).toBe('');
    expect(measureText('Ada क', { ...style, size: 40 })).toBeCloseTo(
      measureText('Ada ', { ...style, size: 40 }),
      5,
    );
  });

  it('keeps a short name at the largest size on one line', () => {
    expect(
      fitText('Ada Lovelace', style, { maxWidth: 900, maxLines: 2, sizes: { max: 90, min: 50 } }),
    ).toEqual({
      size: 90,
      lines: ['Ada Lovelace'],
    });
  });

  it('shrinks, then wraps, then cuts with an ellipsis; never wider than its box', () => {
    const box = { maxWidth: 500, maxLines: 2, sizes: { max: 90, min: 50 } };
    const shrunk = fitText('Grace Brewster Hopper', style, box);
    expect(shrunk.size).toBeLessThan(90);
    const long = fitText(
      `Maximiliana ${'Wolfeschlegelsteinhausenberger'.repeat(3)} Smith`,
      style,
      box,
    );
    expect(long.size).toBe(50);
    expect(long.lines.length).toBeLessThanOrEqual(2);
    expect(long.lines.join(' ')).toContain('…');
    for (const line of [...shrunk.lines, ...long.lines]) {
      expect(measureText(line, { ...style, size: 50 })).toBeLessThanOrEqual(500);
    }
    for (const line of long.lines) {
      expect(measureText(line, { ...style, size: long.size })).toBeLessThanOrEqual(500);
    }
  });
});

describe('text in other scripts fitted to a box', () => {
  beforeAll(loadShaping);

  it('breaks Japanese between characters and cuts long Arabic with an ellipsis, never wider than the box', () => {
    const box = { maxWidth: 400, maxLines: 2, sizes: { max: 60, min: 40 } };
    const japanese = fitText('株式会社サンプルテクノロジーズジャパン', style, box);
    expect(japanese.lines.length).toBe(2);
    expect(japanese.lines.join('')).toMatch(/^株式会社/);
    const arabic = fitText('شركة الحلول التقنية المتقدمة للاستشارات والتدريب المحدودة', style, box);
    expect(arabic.lines.length).toBeLessThanOrEqual(2);
    expect(arabic.lines.at(-1)).toMatch(/…$/);
    for (const fitted of [japanese, arabic]) {
      for (const line of fitted.lines) {
        expect(measureText(line, { ...style, size: fitted.size })).toBeLessThanOrEqual(400);
      }
    }
  });
});
