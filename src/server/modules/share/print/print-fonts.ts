import {
  beginText,
  endText,
  PDFArray,
  PDFHexString,
  PDFNumber,
  PDFOperator,
  PDFOperatorNames,
  popGraphicsState,
  pushGraphicsState,
  setFillingColor,
  setFontAndSize,
  setTextMatrix,
  setTextRise,
  type Color,
  type PDFDocument,
  type PDFFont,
  type PDFPage,
} from 'pdf-lib';
import type { Font, Glyph } from '@pdf-lib/fontkit';
import type { FontFile } from '../../../lib/font-files';
import { shapeLine, type ShapedGlyph, type ShapedLine } from '../../../lib/shaping';

/**
 * The card's font in a printed card (docs/ARCHITECTURE.md, "Printed cards" and "Text in drawn
 * outputs"). A line is shaped by lib/shaping.ts (bidi order, HarfBuzz, the card's font then the
 * fallbacks for the scripts it lacks) and drawn glyph id by glyph id at HarfBuzz's positions, so
 * Arabic joins and reads right to left exactly as shaped. Each font file the card uses is
 * embedded once, subset to the glyphs it draws, and every glyph carries the characters it stands
 * for in the font's ToUnicode map, so a reader copies and searches the text.
 */

export type PrintWeight = 400 | 700;

/**
 * pdf-lib's subset embedder (its fields as of pdf-lib 1.17), which this file feeds glyph ids to
 * directly, as its own `encodeText` does with the glyphs fontkit lays out.
 */
interface SubsetEmbedder {
  font: Font;
  subset: { includeGlyph: (glyph: number) => number };
  glyphs: Glyph[];
  glyphIdMap: Map<number, number>;
  glyphCache: { invalidate: () => void };
}

const COMMANDS: Record<string, string> = {
  moveTo: 'M',
  lineTo: 'L',
  quadraticCurveTo: 'Q',
  bezierCurveTo: 'C',
  closePath: 'Z',
};

/** A glyph's outline as an SVG path with y pointing down (what drawSvgPath flips back). */
function flippedOutline(font: Font, id: number): string {
  // fontkit's Path keeps its drawing commands; its type leaves them out.
  const { commands } = font.getGlyph(id).path as unknown as {
    commands: { command: string; args: number[] }[];
  };
  return commands
    .map(
      ({ command, args }) =>
        (COMMANDS[command] ?? '') +
        args.map((value, index) => (index % 2 === 1 ? -value : value)).join(' '),
    )
    .join('');
}

/** One face (family and weight) of a document: shapes lines and draws them. */
export class PrintFace {
  readonly #doc: PDFDocument;
  readonly #fontId: string;
  readonly #weight: PrintWeight;
  readonly #embedded = new Map<
    FontFile,
    { font: Promise<PDFFont>; texts: Map<number, string> }[]
  >();

  constructor(doc: PDFDocument, fontId: string, weight: PrintWeight) {
    this.#doc = doc;
    this.#fontId = fontId;
    this.#weight = weight;
  }

  /** `text` shaped in this face (widths in ems). */
  shape(text: string): ShapedLine {
    return shapeLine(text, this.#fontId, this.#weight);
  }

  /**
   * The embedding of `file` in which `glyph` reads as its own characters: a glyph id maps to one
   * text per embedded font, so a glyph standing for other characters elsewhere in the document
   * (one final form for two letters) goes in a second embedding of the same file.
   */
  async #fontFor(glyph: ShapedGlyph): Promise<{ font: PDFFont; id: number }> {
    let fonts = this.#embedded.get(glyph.file);
    if (!fonts) this.#embedded.set(glyph.file, (fonts = []));
    for (const embedding of fonts) {
      const id = this.#subsetId(await embedding.font, embedding.texts, glyph);
      if (id !== undefined) return { font: await embedding.font, id };
    }
    const embedding = {
      font: this.#doc.embedFont(glyph.file.bytes, { subset: true }),
      texts: new Map<number, string>(),
    };
    fonts.push(embedding);
    const font = await embedding.font;
    const id = this.#subsetId(font, embedding.texts, glyph);
    // A fresh embedding maps nothing yet: it always takes the glyph.
    if (id === undefined) throw new Error(`glyph ${glyph.id} not embedded`);
    return { font, id };
  }

  /**
   * The glyph's id in the embedded subset, its characters recorded for the ToUnicode map;
   * undefined when this embedding already maps the glyph to other characters.
   */
  #subsetId(font: PDFFont, texts: Map<number, string>, glyph: ShapedGlyph): number | undefined {
    // The characters as a reader puts them back: it reverses what is drawn right to left.
    const text = glyph.rtl ? [...glyph.text].reverse().join('') : glyph.text;
    const embedder = (font as unknown as { embedder: SubsetEmbedder }).embedder;
    const known = texts.get(glyph.id);
    if (known !== undefined) return known === text ? embedder.glyphIdMap.get(glyph.id) : undefined;
    const original = embedder.font.getGlyph(glyph.id);
    const codePoints = [...text].map((char) => char.codePointAt(0) ?? 0);
    const withText = Object.create(original, { codePoints: { value: codePoints } }) as Glyph;
    const id = embedder.subset.includeGlyph(glyph.id);
    embedder.glyphs[id - 1] = withText;
    embedder.glyphIdMap.set(glyph.id, id);
    embedder.glyphCache.invalidate();
    texts.set(glyph.id, text);
    (font as unknown as { modified: boolean }).modified = true;
    return id;
  }

  /**
   * `line` at `size` points from `x` (its left end) on `baseline`, in `color`: one text object,
   * each glyph nudged to HarfBuzz's advance and offset. The runs are written in reading order,
   * each at its place on the line (right-to-left runs glyph by glyph from the left, as PDF text
   * is), so a reader that keeps the file's order, as well as one that sorts by position, reads
   * the line in order. A glyph that stands for no character of its own (dots or a mark HarfBuzz
   * set apart from its letter) is drawn as its outline, outside the text.
   */
  async draw(
    page: PDFPage,
    line: ShapedLine,
    at: { x: number; baseline: number; size: number; color: Color },
  ): Promise<void> {
    const { size, baseline, color } = at;
    const text: PDFOperator[] = [pushGraphicsState(), beginText(), setFillingColor(color)];
    const outlines: { d: string; x: number; y: number; scale: number }[] = [];
    // Each glyph's pen position and embedding, left to right; then the glyphs in pieces of one run
    // and one embedding, in reading order (right to left inside a right-to-left run), each piece
    // itself left to right.
    let pen = at.x;
    const placedGlyphs: {
      glyph: ShapedGlyph;
      pen: number;
      font?: { font: PDFFont; id: number };
      piece: number;
    }[] = [];
    let pieceFont: PDFFont | undefined;
    for (const glyph of line.glyphs) {
      const font = glyph.text ? await this.#fontFor(glyph) : undefined;
      const last = placedGlyphs.at(-1);
      const same =
        last && last.glyph.run === glyph.run && (!font || !pieceFont || pieceFont === font.font);
      if (!same) pieceFont = undefined;
      pieceFont ??= font?.font;
      placedGlyphs.push({ glyph, pen, font, piece: same ? last.piece : (last?.piece ?? -1) + 1 });
      pen += glyph.advance * size;
    }
    const order = (placed: (typeof placedGlyphs)[number]) =>
      placed.glyph.run * 1e6 + (placed.glyph.rtl ? -placed.piece : placed.piece);
    placedGlyphs.sort((a, b) => order(a) - order(b));
    // Where the PDF's own pen is: moved by the fonts' advances, nudged to HarfBuzz's.
    let pdfPen = at.x;
    let piece = -1;
    let font: PDFFont | undefined;
    let rise = 0;
    let shows: (PDFHexString | PDFNumber)[] = [];
    const flush = () => {
      if (!shows.length) return;
      const array = PDFArray.withContext(this.#doc.context);
      shows.forEach((part) => array.push(part));
      text.push(PDFOperator.of(PDFOperatorNames.ShowTextAdjusted, [array]));
      shows = [];
    };
    for (const { glyph, pen: glyphPen, font: placed, piece: glyphPiece } of placedGlyphs) {
      const file = glyph.file.glyphs;
      const x = glyphPen + glyph.xOffset * size;
      if (!glyph.text) {
        const d = flippedOutline(file, glyph.id);
        const scale = size / file.unitsPerEm;
        if (d) outlines.push({ d, x, y: baseline + glyph.yOffset * size, scale });
        continue;
      }
      if (!placed) continue;
      if (glyphPiece !== piece) {
        flush();
        piece = glyphPiece;
        text.push(setTextMatrix(1, 0, 0, 1, glyphPen, baseline));
        pdfPen = glyphPen;
      }
      if (placed.font !== font) {
        flush();
        font = placed.font;
        text.push(setFontAndSize(page.node.newFontDictionary(font.name, font.ref), size));
      }
      const wantedRise = glyph.yOffset * size;
      if (wantedRise !== rise) {
        flush();
        rise = wantedRise;
        text.push(setTextRise(rise));
      }
      // Move the PDF's pen to where the glyph goes, then show it.
      const move = Math.round(((pdfPen - x) / size) * 1000 * 100) / 100;
      if (move !== 0) shows.push(PDFNumber.of(move));
      pdfPen -= (move / 1000) * size;
      shows.push(PDFHexString.of(placed.id.toString(16).padStart(4, '0')));
      pdfPen += (file.getGlyph(glyph.id).advanceWidth / file.unitsPerEm) * size;
    }
    flush();
    if (rise !== 0) text.push(setTextRise(0));
    text.push(endText(), popGraphicsState());
    page.pushOperators(...text);
    for (const outline of outlines) {
      page.drawSvgPath(outline.d, { x: outline.x, y: outline.y, scale: outline.scale, color });
    }
  }
}
