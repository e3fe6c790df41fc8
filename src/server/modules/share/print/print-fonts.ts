import type { PDFDocument, PDFFont } from 'pdf-lib';
import { cardFontFiles, type FontFile } from '../../../lib/font-files';

/**
 * The card's font in a printed card (docs/ARCHITECTURE.md, "Printed cards"). @fontsource ships each
 * font cut into script subsets (latin, latin-ext, cyrillic…), one file each, so a line of text is
 * set in runs: every character in the first subset file that has its glyph, the card's font
 * first and Inter's after it (for scripts the card's font lacks), an accent-stripped form next,
 * and `?` last. Only the files a card uses are embedded, each subset to the glyphs it draws.
 */

export type PrintWeight = 400 | 700;

export interface TextRun {
  font: PDFFont;
  text: string;
}

/** One face (family and weight) of a document: sets text in runs, embedding files as needed. */
export class PrintFace {
  readonly #doc: PDFDocument;
  readonly #files: FontFile[];
  readonly #embedded = new Map<FontFile, Promise<PDFFont>>();

  constructor(doc: PDFDocument, fontId: string, weight: PrintWeight) {
    this.#doc = doc;
    this.#files = cardFontFiles(fontId, weight);
  }

  #fileFor(codePoint: number): FontFile | undefined {
    return this.#files.find((file) => file.glyphs.hasGlyphForCodePoint(codePoint));
  }

  #embed(file: FontFile): Promise<PDFFont> {
    let font = this.#embedded.get(file);
    if (!font) {
      font = this.#doc.embedFont(file.bytes, { subset: true });
      this.#embedded.set(file, font);
    }
    return font;
  }

  /** `text` as runs of one font each; characters no file has are replaced (see the module). */
  async runs(text: string): Promise<TextRun[]> {
    const pieces: { file: FontFile; text: string }[] = [];
    for (const character of text.replace(/\s+/g, ' ')) {
      let chosen = character;
      let file = this.#fileFor(character.codePointAt(0) ?? 0);
      if (!file) {
        chosen = character.normalize('NFKD').replace(/\p{M}/gu, '') || '?';
        file = [...chosen].every((c) => this.#fileFor(c.codePointAt(0) ?? 0))
          ? this.#fileFor(chosen.codePointAt(0) ?? 0)
          : undefined;
      }
      if (!file) {
        chosen = '?';
        file = this.#fileFor(0x3f);
      }
      if (!file) continue;
      const last = pieces.at(-1);
      // A character every file has (a space) stays in the run before it.
      if (
        last &&
        (last.file === file || last.file.glyphs.hasGlyphForCodePoint(chosen.codePointAt(0) ?? 0))
      )
        last.text += chosen;
      else pieces.push({ file, text: chosen });
    }
    return Promise.all(
      pieces.map(async (piece) => ({ font: await this.#embed(piece.file), text: piece.text })),
    );
  }
}

/** The width of runs at `size` points. */
export const runsWidth = (runs: TextRun[], size: number) =>
  runs.reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0);
