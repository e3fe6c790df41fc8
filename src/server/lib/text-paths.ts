/**
 * Text drawn as SVG paths from the fonts' own files, so that a server with no system fonts draws
 * the same letters as a desktop (docs/ARCHITECTURE.md, "Text in drawn outputs"). Each line is
 * shaped by shaping.ts (bidi order, HarfBuzz, the card's font then the fallbacks for any script it
 * lacks); a character no font has is left out rather than drawn as a box. `loadShaping()` must
 * have been awaited before any of these is called.
 */
import type { CardFontWeight } from '../../shared/card-fonts';
import { shapeLine } from './shaping';

export { loadShaping } from './shaping';

export interface TextStyle {
  fontId: string;
  weight: CardFontWeight;
  /** Pixels per em. */
  size: number;
  /**
   * The paragraph's direction, the language's the text is in: right to left, every line ends at
   * its column's right edge, whatever script it starts with. Left out, each line's first strong
   * character decides.
   */
  direction?: 'ltr' | 'rtl';
}

/** How wide `text` is drawn, in pixels. */
export function measureText(text: string, style: TextStyle): number {
  return shapeLine(text, style.fontId, style.weight, style.direction).width * style.size;
}

/**
 * `text` as SVG paths filled with `fill`, starting at `x` on the baseline `y`; a line that reads
 * right to left (`style.direction`, or an Arabic or Hebrew line when none is given) ends at
 * `right` instead, when its column gives one.
 */
export function textToSvg(
  text: string,
  style: TextStyle,
  x: number,
  y: number,
  fill: string,
  right?: number,
) {
  const parts: string[] = [];
  const line = shapeLine(text, style.fontId, style.weight, style.direction);
  let pen = line.rtl && right !== undefined ? right - line.width * style.size : x;
  for (const glyph of line.glyphs) {
    const d = glyph.file.glyphs.getGlyph(glyph.id).path.toSVG();
    if (d) {
      const scale = style.size / glyph.file.glyphs.unitsPerEm;
      const gx = pen + glyph.xOffset * style.size;
      const gy = y - glyph.yOffset * style.size;
      // Font units point up; SVG's y points down.
      parts.push(
        `<path transform="translate(${gx.toFixed(2)} ${gy.toFixed(2)}) scale(${scale.toFixed(5)} ${(-scale).toFixed(5)})" d="${d}"/>`,
      );
    }
    pen += glyph.advance * style.size;
  }
  return parts.length ? `<g fill="${fill}">${parts.join('')}</g>` : '';
}

export interface FittedText {
  size: number;
  lines: string[];
}

const graphemeSegmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** `text`'s user-perceived characters (a letter with its marks stays whole). */
export const graphemes = (text: string) =>
  [...graphemeSegmenter.segment(text)].map((part) => part.segment);

/** A piece a line may break before: a word, or one Chinese or Japanese character. */
interface Piece {
  text: string;
  /** A space stands between it and the piece before (none between Japanese characters). */
  spaced: boolean;
}

/** Han, kana and the long-vowel mark: a line may break between any two of them. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30fc]/u;
/** Closing punctuation, never at the start of a line (it stays with the character before). */
const CLOSING = /^[、。，．・：；？！ー）」』】〕〉》”’\])}]/u;

/** `text` cut where a line may break: at spaces, and between Chinese and Japanese characters. */
function piecesOf(text: string): Piece[] {
  const pieces: Piece[] = [];
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    let spaced = pieces.length > 0;
    let current = '';
    for (const char of graphemes(word)) {
      const breaks =
        current && (CJK.test(char) || CJK.test(current.at(-1) ?? '')) && !CLOSING.test(char);
      if (breaks) {
        pieces.push({ text: current, spaced });
        spaced = false;
        current = '';
      }
      current += char;
    }
    if (current) pieces.push({ text: current, spaced });
  }
  return pieces;
}

/** `pieces` greedily in lines no wider than `maxWidth`; a piece wider than that stands alone. */
function wrap(pieces: Piece[], style: TextStyle, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const piece of pieces) {
    const last = lines.at(-1);
    const joined = last === undefined ? piece.text : last + (piece.spaced ? ' ' : '') + piece.text;
    if (last !== undefined && measureText(joined, style) <= maxWidth)
      lines[lines.length - 1] = joined;
    else lines.push(piece.text);
  }
  return lines;
}

/** The longest start of `text` that, with an ellipsis, fits `maxWidth`. */
function ellipsize(text: string, style: TextStyle, maxWidth: number): string {
  const chars = graphemes(text);
  while (chars.length > 0 && measureText(`${chars.join('').trimEnd()}…`, style) > maxWidth) {
    chars.pop();
  }
  return `${chars.join('').trimEnd()}…`;
}

/**
 * The largest size from `sizes.max` down to `sizes.min` at which `text` fits `maxWidth` in at most
 * `maxLines` lines, words kept whole (Chinese and Japanese break between characters). When even the smallest does not, the text is drawn at the
 * smallest size, a word too long for a line is cut, and the last line ends in an ellipsis: it is
 * never drawn outside its box.
 */
export function fitText(
  text: string,
  style: Omit<TextStyle, 'size'>,
  options: { maxWidth: number; maxLines: number; sizes: { max: number; min: number } },
): FittedText {
  const words = piecesOf(text);
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
