/**
 * Lines of text shaped for drawing (docs/ARCHITECTURE.md, "Text in drawn outputs"): the Unicode
 * bidirectional algorithm (bidi-js) finds the paragraph's direction and the runs' levels, each
 * character gets the first font of the card's chain that has it (font-files.ts), and HarfBuzz
 * (harfbuzzjs, the engine browsers use) shapes each run of one level and one font, so Arabic
 * letters join and form ligatures, marks sit on their letters and right-to-left runs come out
 * right to left. The runs are then put in visual order (rule L2), ready to be drawn left to right.
 *
 * HarfBuzz is WebAssembly loaded on first use (`loadShaping`), and each font's HarfBuzz face is
 * made the first time a run is set in it.
 */
import bidiFactory from 'bidi-js';
import type * as HarfBuzzModule from 'harfbuzzjs';
import type { CardFontWeight } from '../../shared/card-fonts';
import { fontChain, type FontFile } from './font-files';

type HarfBuzz = typeof HarfBuzzModule;
type HbFont = InstanceType<HarfBuzz['Font']>;

let harfBuzz: HarfBuzz | undefined;
let loading: Promise<HarfBuzz> | undefined;

/** Loads HarfBuzz (once per process); every shaping function needs it loaded first. */
export async function loadShaping(): Promise<void> {
  loading ??= import('harfbuzzjs').then((module) => (harfBuzz = module));
  await loading;
}

let bidi: ReturnType<typeof bidiFactory> | undefined;

/** One glyph, positioned in ems (multiply by the font size). */
export interface ShapedGlyph {
  file: FontFile;
  /** The glyph's id in `file`: never 0 (.notdef). */
  id: number;
  advance: number;
  xOffset: number;
  yOffset: number;
  /** The characters this glyph stands for, in reading order ('' for a mark or dots set apart). */
  text: string;
  rtl: boolean;
  /** The run (one bidi level, one font) the glyph belongs to, numbered in reading order. */
  run: number;
}

export interface ShapedLine {
  /** Left to right, as drawn. */
  glyphs: ShapedGlyph[];
  /** In ems. */
  width: number;
  /**
   * The paragraph reads right to left: it was asked to (the card's language is Arabic or Hebrew),
   * or, asked nothing, its first strong character is Arabic or Hebrew.
   */
  rtl: boolean;
}

const hbFonts = new WeakMap<FontFile, { font: HbFont; upem: number }>();

function hbFontOf(hb: HarfBuzz, file: FontFile) {
  let found = hbFonts.get(file);
  if (!found) {
    const face = new hb.Face(new hb.Blob(file.bytes), 0);
    found = { font: new hb.Font(face), upem: face.upem };
    hbFonts.set(file, found);
  }
  return found;
}

/** Characters that take the font of the character before them when it has them. */
const FOLLOWS = /[\s\p{M}\p{Cf}]/u;

interface Item {
  start: number;
  end: number;
  level: number;
  file: FontFile;
}

/**
 * `text` with every character no font has replaced by its accent-stripped letters when a font has
 * those, or left out: no box is ever drawn.
 */
function drawable(text: string, fileFor: (codePoint: number) => FontFile | undefined): string {
  let out = '';
  for (const char of text.replace(/\s+/g, ' ')) {
    if (fileFor(char.codePointAt(0) ?? 0) || /\p{Cf}/u.test(char)) {
      out += char;
      continue;
    }
    const stripped = char.normalize('NFKD').replace(/\p{M}/gu, '');
    if (stripped && [...stripped].every((c) => fileFor(c.codePointAt(0) ?? 0))) out += stripped;
  }
  return out;
}

/** Runs of one bidi level and one font, in logical order. */
function itemsOf(text: string, levels: Uint8Array, fontId: string, weight: CardFontWeight): Item[] {
  const chain = fontChain(fontId, weight);
  const items: Item[] = [];
  let index = 0;
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    const level = levels[index] ?? 0;
    const last = items.at(-1);
    let file =
      last && FOLLOWS.test(char) && last.file.glyphs.hasGlyphForCodePoint(codePoint)
        ? last.file
        : chain.fileFor(codePoint);
    // A format character (a joiner, a direction mark) no font has stays with its neighbour.
    file ??= last?.file ?? chain.fileFor(0x20);
    if (!file) return [];
    if (last && last.file === file && last.level === level) last.end = index + char.length;
    else items.push({ start: index, end: index + char.length, level, file });
    index += char.length;
  }
  return items;
}

/** One item shaped by HarfBuzz, its glyphs left to right. */
function shapeItem(hb: HarfBuzz, text: string, item: Item, run: number): ShapedGlyph[] {
  const { font, upem } = hbFontOf(hb, item.file);
  const rtl = item.level % 2 === 1;
  const buffer = new hb.Buffer();
  // The whole line goes in as context, so letters join across a change of font.
  buffer.addText(text, item.start, item.end - item.start);
  buffer.setDirection(rtl ? hb.Direction.RTL : hb.Direction.LTR);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const glyphs = buffer.getGlyphInfosAndPositions();
  const clusters = [...new Set(glyphs.map((glyph) => glyph.cluster))].sort((a, b) => a - b);
  // A cluster's characters go to its widest glyph (the letter, not the dots or marks HarfBuzz
  // set apart from it); its other glyphs stand for no character of their own.
  const carrier = new Map<number, number>();
  glyphs.forEach((glyph, index) => {
    const best = glyphs[carrier.get(glyph.cluster) ?? -1];
    if (!best || (glyph.xAdvance ?? 0) > (best.xAdvance ?? 0)) carrier.set(glyph.cluster, index);
  });
  const shaped: ShapedGlyph[] = [];
  glyphs.forEach((glyph, index) => {
    const next = clusters.find((cluster) => cluster > glyph.cluster) ?? item.end;
    // HarfBuzz gives .notdef for a character the font lacks: never drawn.
    if (glyph.codepoint === 0) return;
    shaped.push({
      file: item.file,
      id: glyph.codepoint,
      advance: (glyph.xAdvance ?? 0) / upem,
      xOffset: (glyph.xOffset ?? 0) / upem,
      yOffset: (glyph.yOffset ?? 0) / upem,
      text: carrier.get(glyph.cluster) === index ? text.slice(glyph.cluster, next) : '',
      rtl,
      run,
    });
  });
  return shaped;
}

/** Items from logical to visual order: rule L2, reversing from the highest level down. */
function visualOrder<T extends { level: number }>(items: T[]): T[] {
  const ordered = [...items];
  const highest = Math.max(0, ...ordered.map((item) => item.level));
  const lowestOdd = Math.min(...ordered.map((item) => item.level | 1));
  for (let level = highest; level >= lowestOdd; level--) {
    for (let start = 0; start < ordered.length; start++) {
      if ((ordered[start]?.level ?? 0) < level) continue;
      let end = start;
      while (end + 1 < ordered.length && (ordered[end + 1]?.level ?? 0) >= level) end++;
      ordered.splice(start, end - start + 1, ...ordered.slice(start, end + 1).reverse());
      start = end;
    }
  }
  return ordered;
}

/**
 * One line of text (no line breaks) shaped in a card font and weight, ready to draw. `direction`
 * is the paragraph's (the language the text is written in); left out, the line's first strong
 * character decides, as `dir="auto"` does.
 */
export function shapeLine(
  line: string,
  fontId: string,
  weight: CardFontWeight,
  direction?: 'ltr' | 'rtl',
): ShapedLine {
  const hb = harfBuzz;
  if (!hb) throw new Error('loadShaping() first');
  const chain = fontChain(fontId, weight);
  const text = drawable(line, (codePoint) => chain.fileFor(codePoint));
  if (!text) return { glyphs: [], width: 0, rtl: direction === 'rtl' };
  bidi ??= bidiFactory();
  const embedding = bidi.getEmbeddingLevels(text, direction);
  const rtl = (embedding.paragraphs[0]?.level ?? 0) % 2 === 1;
  const items = itemsOf(text, embedding.levels, fontId, weight);
  const runs = items.map((item, run) => ({ ...item, run }));
  const glyphs = visualOrder(runs).flatMap((item) => shapeItem(hb, text, item, item.run));
  return { glyphs, width: glyphs.reduce((sum, glyph) => sum + glyph.advance, 0), rtl };
}
