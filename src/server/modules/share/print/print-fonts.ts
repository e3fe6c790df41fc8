import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import fontkit, { type Font } from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import { fontsourceOf } from '../../../../shared/card-fonts';

/**
 * The card's font in a printed card (docs/ARCHITECTURE.md, "Printed cards"). @fontsource ships each
 * font cut into script subsets (latin, latin-ext, cyrillic…), one file each, so a line of text is
 * set in runs: every character in the first subset file that has its glyph, the card's font
 * first and Inter's after it (for scripts the card's font lacks), an accent-stripped form next,
 * and `?` last. Only the files a card uses are embedded, each subset to the glyphs it draws.
 */

export type PrintWeight = 400 | 700;

/** Script subsets in the order they are tried; a font without one simply has no such file. */
const SUBSETS = [
  'latin',
  'latin-ext',
  'cyrillic',
  'cyrillic-ext',
  'greek',
  'greek-ext',
  'vietnamese',
];

/** The card font used when the card's is `system` (a phone's own font), and for missing scripts. */
const FALLBACK_FONTSOURCE = 'inter';

interface FontFile {
  bytes: Buffer;
  glyphs: Font;
}

const files = new Map<string, FontFile[]>();

function packageFilesDir(fontsource: string): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve(`@fontsource/${fontsource}/package.json`)), 'files');
}

/** A font's subset files for one weight, read and parsed once per process. */
function subsetFiles(fontsource: string, weight: PrintWeight): FontFile[] {
  const key = `${fontsource}-${weight}`;
  let found = files.get(key);
  if (!found) {
    const dir = packageFilesDir(fontsource);
    found = SUBSETS.map((subset) => join(dir, `${fontsource}-${subset}-${weight}-normal.woff`))
      .filter((path) => existsSync(path))
      .map((path) => {
        const bytes = readFileSync(path);
        return { bytes, glyphs: fontkit.create(bytes) };
      });
    files.set(key, found);
  }
  return found;
}

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
    const own = fontsourceOf(fontId) ?? FALLBACK_FONTSOURCE;
    this.#files = [
      ...subsetFiles(own, weight),
      ...(own === FALLBACK_FONTSOURCE ? [] : subsetFiles(FALLBACK_FONTSOURCE, weight)),
    ];
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
