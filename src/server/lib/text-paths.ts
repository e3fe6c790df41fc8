/**
 * Text drawn as SVG paths from the card fonts' own files, so that a server with no system fonts
 * draws the same letters as a desktop (docs/ARCHITECTURE.md, "Video-call background"). The
 * glyphs come from the @fontsource packages' WOFF files (the card's font, then Inter for any
 * character it lacks); a character no file has is left out rather than drawn as a box.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit, { type Font } from '@pdf-lib/fontkit';
import { fontsourceOf, type CardFontWeight } from '../../shared/card-fonts';

/** The subsets tried for each font, in order; a package without one of them is skipped. */
const SUBSETS = [
  'latin',
  'latin-ext',
  'cyrillic',
  'cyrillic-ext',
  'greek',
  'greek-ext',
  'vietnamese',
];

/** What a card with the `system` font (which loads nothing on the page) is drawn in. */
const DEFAULT_FONT = 'inter';

const loaded = new Map<string, Font[]>();

function filesOf(fontId: string, weight: CardFontWeight): Font[] {
  const key = `${fontId}:${weight}`;
  const cached = loaded.get(key);
  if (cached) return cached;
  const pkg = fontsourceOf(fontId);
  const fonts: Font[] = [];
  if (pkg) {
    const require = createRequire(import.meta.url);
    const dir = require.resolve(`@fontsource/${pkg}/package.json`).replace(/package\.json$/, '');
    for (const subset of SUBSETS) {
      const path = `${dir}files/${pkg}-${subset}-${weight}-normal.woff`;
      if (existsSync(path)) fonts.push(fontkit.create(readFileSync(path)));
    }
  }
  loaded.set(key, fonts);
  return fonts;
}

/** The files a card's text is drawn from: its own font's, then the default's. */
function fontsFor(fontId: string, weight: CardFontWeight): Font[] {
  const own = fontId === DEFAULT_FONT ? [] : filesOf(fontId, weight);
  return [...own, ...filesOf(DEFAULT_FONT, weight)];
}

export interface TextStyle {
  fontId: string;
  weight: CardFontWeight;
  /** Pixels per em. */
  size: number;
}

interface Run {
  font: Font;
  text: string;
}

/** The text cut into runs, each in the first file that has all its characters. */
function runsOf(text: string, fonts: Font[]): Run[] {
  const runs: Run[] = [];
  const [first] = fonts;
  if (!first) return runs;
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    const font = /\s/.test(char)
      ? (runs.at(-1)?.font ?? first)
      : fonts.find((candidate) => candidate.hasGlyphForCodePoint(codePoint));
    if (!font) continue;
    const last = runs.at(-1);
    if (last?.font === font) last.text += char;
    else runs.push({ font, text: char });
  }
  return runs;
}

/** How wide `text` is drawn, in pixels. */
export function measureText(text: string, style: TextStyle): number {
  return runsOf(text, fontsFor(style.fontId, style.weight)).reduce(
    (width, run) =>
      width + run.font.layout(run.text).advanceWidth * (style.size / run.font.unitsPerEm),
    0,
  );
}

/** `text` as SVG paths filled with `fill`, starting at `x` on the baseline `y`. */
export function textToSvg(text: string, style: TextStyle, x: number, y: number, fill: string) {
  const parts: string[] = [];
  let pen = x;
  for (const run of runsOf(text, fontsFor(style.fontId, style.weight))) {
    const scale = style.size / run.font.unitsPerEm;
    const glyphs = run.font.layout(run.text);
    glyphs.glyphs.forEach((glyph, index) => {
      const position = glyphs.positions[index];
      if (!position) return;
      const d = glyph.path.toSVG();
      if (d) {
        const gx = pen + position.xOffset * scale;
        const gy = y - position.yOffset * scale;
        // Font units point up; SVG's y points down.
        parts.push(
          `<path transform="translate(${gx.toFixed(2)} ${gy.toFixed(2)}) scale(${scale.toFixed(5)} ${(-scale).toFixed(5)})" d="${d}"/>`,
        );
      }
      pen += position.xAdvance * scale;
    });
  }
  return parts.length ? `<g fill="${fill}">${parts.join('')}</g>` : '';
}

export interface FittedText {
  size: number;
  lines: string[];
}

/** `words` greedily in lines no wider than `maxWidth`; a word wider than that stands alone. */
function wrap(words: string[], style: TextStyle, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    const joined = last === undefined ? word : `${last} ${word}`;
    if (last !== undefined && measureText(joined, style) <= maxWidth)
      lines[lines.length - 1] = joined;
    else lines.push(word);
  }
  return lines;
}

/** The longest start of `text` that, with an ellipsis, fits `maxWidth`. */
function ellipsize(text: string, style: TextStyle, maxWidth: number): string {
  const chars = [...text];
  while (chars.length > 0 && measureText(`${chars.join('').trimEnd()}…`, style) > maxWidth) {
    chars.pop();
  }
  return `${chars.join('').trimEnd()}…`;
}

/**
 * The largest size from `sizes.max` down to `sizes.min` at which `text` fits `maxWidth` in at most
 * `maxLines` lines, words kept whole. When even the smallest does not, the text is drawn at the
 * smallest size, a word too long for a line is cut, and the last line ends in an ellipsis: it is
 * never drawn outside its box.
 */
export function fitText(
  text: string,
  style: Omit<TextStyle, 'size'>,
  options: { maxWidth: number; maxLines: number; sizes: { max: number; min: number } },
): FittedText {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { size: options.sizes.max, lines: [] };
  const { maxWidth, maxLines } = options;
  for (let size = options.sizes.max; size >= options.sizes.min; size -= 2) {
    const sized = { ...style, size };
    const lines = wrap(words, sized, maxWidth);
    if (lines.length <= maxLines && lines.every((line) => measureText(line, sized) <= maxWidth)) {
      return { size, lines };
    }
  }
  const sized = { ...style, size: options.sizes.min };
  const lines = wrap(words, sized, maxWidth)
    .slice(0, maxLines + 1)
    .map((line) => (measureText(line, sized) > maxWidth ? ellipsize(line, sized, maxWidth) : line));
  if (lines.length > maxLines) {
    lines.length = maxLines;
    const last = lines[maxLines - 1] ?? '';
    lines[maxLines - 1] = ellipsize(last.replace(/…$/, ''), sized, maxWidth);
  }
  return { size: options.sizes.min, lines };
}
