import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import fontkit, { type Font } from '@pdf-lib/fontkit';
import { fontsourceOf, type CardFontWeight } from '../../shared/card-fonts';

/**
 * The card fonts' files, read from their @fontsource packages for the drawings (text-paths.ts) and
 * the printed cards (share/print/print-fonts.ts). A package cuts each font into script subsets,
 * one .woff each; they are tried in this order, and a font without one simply has no such file.
 */
const SUBSETS = [
  'latin',
  'latin-ext',
  'cyrillic',
  'cyrillic-ext',
  'greek',
  'greek-ext',
  'vietnamese',
];

/**
 * What a card with the `system` font (which loads nothing on the page) is drawn in, and the font
 * for the scripts a card's own font lacks.
 */
const FALLBACK_FONTSOURCE = 'inter';

/** One subset file: its bytes (to embed in a PDF) and its parsed glyphs. */
export interface FontFile {
  bytes: Buffer;
  glyphs: Font;
}

const subsetsRead = new Map<string, FontFile[]>();

/** A package's subset files for one weight, read and parsed once per process. */
function subsetFiles(fontsource: string, weight: CardFontWeight): FontFile[] {
  const key = `${fontsource}-${weight}`;
  let found = subsetsRead.get(key);
  if (!found) {
    const require = createRequire(import.meta.url);
    const dir = join(dirname(require.resolve(`@fontsource/${fontsource}/package.json`)), 'files');
    found = SUBSETS.map((subset) => join(dir, `${fontsource}-${subset}-${weight}-normal.woff`))
      .filter((path) => existsSync(path))
      .map((path) => {
        const bytes = readFileSync(path);
        return { bytes, glyphs: fontkit.create(bytes) };
      });
    subsetsRead.set(key, found);
  }
  return found;
}

const cardFilesOf = new Map<string, FontFile[]>();

/**
 * The files a card's text is set from, in the order a character is looked up: the card's own
 * font's subsets, then the fallback's (for scripts the card's font lacks).
 */
export function cardFontFiles(fontId: string, weight: CardFontWeight): FontFile[] {
  const key = `${fontId}-${weight}`;
  let files = cardFilesOf.get(key);
  if (!files) {
    const own = fontsourceOf(fontId) ?? FALLBACK_FONTSOURCE;
    files = [
      ...subsetFiles(own, weight),
      ...(own === FALLBACK_FONTSOURCE ? [] : subsetFiles(FALLBACK_FONTSOURCE, weight)),
    ];
    cardFilesOf.set(key, files);
  }
  return files;
}
