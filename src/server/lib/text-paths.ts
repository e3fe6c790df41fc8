/**
 * Text drawn as SVG paths from the card fonts' own files, so that a server with no system fonts
 * draws the same letters as a desktop (docs/ARCHITECTURE.md, "Video-call background"). The
 * glyphs come from the @fontsource packages' WOFF files (the card's font, then Inter for any
 * character it lacks); a character no file has is left out rather than drawn as a box.
 */
import type { Font } from '@pdf-lib/fontkit';
import type { CardFontWeight } from '../../shared/card-fonts';
import { cardFontFiles } from './font-files';

/** The glyphs a card's text is drawn from: its own font's, then the fallback's (font-files.ts). */
const fontsFor = (fontId: string, weight: CardFontWeight): Font[] =>
  cardFontFiles(fontId, weight).map((file) => file.glyphs);

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
