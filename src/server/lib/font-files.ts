import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import fontkit, { type Font } from '@pdf-lib/fontkit';
import { fontsourceOf, type CardFontWeight } from '../../shared/card-fonts';
import { woffToSfnt } from './woff';

/**
 * The fonts text is drawn from on the server (docs/ARCHITECTURE.md, "Text in drawn outputs"),
 * read from @fontsource packages for the drawings (text-paths.ts) and the printed cards
 * (share/print/print-fonts.ts). A package cuts each font into subsets (latin, latin-ext,
 * arabic…; Noto Sans JP into about a hundred slices), one .woff each, and says in its
 * unicode.json which characters each file holds. A character is looked up in the card's own
 * font, then in the fallbacks below, and only the file that has it is read and parsed, once per
 * process: a server that never draws Japanese never loads a Japanese file.
 */

/**
 * What a card with the `system` font (which loads nothing on the page) is drawn in, and then the
 * fonts for the scripts the card fonts lack, in the order they are tried.
 */
const FALLBACK_FONTSOURCES = ['inter', 'noto-sans-arabic', 'noto-sans-hebrew', 'noto-sans-jp'];

/** One subset file: its bytes (sfnt, for HarfBuzz and to embed in a PDF) and its parsed glyphs. */
export interface FontFile {
  /** The package and subset, e.g. `noto-sans-arabic-arabic-700`. */
  name: string;
  bytes: Buffer;
  glyphs: Font;
}

interface Subset {
  path: string;
  ranges: [number, number][];
}

/** `U+0600-06FF,U+200C` as inclusive ranges. */
const rangesOf = (list: string): [number, number][] =>
  list.split(',').map((part) => {
    const [from = '0', to = from] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from, 16), parseInt(to, 16)];
  });

const subsetsOf = new Map<string, Subset[]>();

/** A package's subset files for one weight, from its unicode.json: nothing is read yet. */
function subsets(fontsource: string, weight: CardFontWeight): Subset[] {
  const key = `${fontsource}-${weight}`;
  let found = subsetsOf.get(key);
  if (!found) {
    const require = createRequire(import.meta.url);
    const root = dirname(require.resolve(`@fontsource/${fontsource}/package.json`));
    const unicode = JSON.parse(readFileSync(join(root, 'unicode.json'), 'utf8')) as Record<
      string,
      string
    >;
    found = Object.entries(unicode)
      .map(([subset, list]) => ({
        path: join(
          root,
          'files',
          `${fontsource}-${subset.replace(/[[\]]/g, '')}-${weight}-normal.woff`,
        ),
        ranges: rangesOf(list),
      }))
      .filter((subset) => existsSync(subset.path));
    subsetsOf.set(key, found);
  }
  return found;
}

const filesRead = new Map<string, FontFile>();

function fileAt(path: string): FontFile {
  let file = filesRead.get(path);
  if (!file) {
    const bytes = woffToSfnt(readFileSync(path));
    file = {
      name: path.replace(/^.*\//, '').replace(/-normal\.woff$/, ''),
      bytes,
      glyphs: fontkit.create(bytes),
    };
    filesRead.set(path, file);
  }
  return file;
}

const inRanges = (ranges: [number, number][], codePoint: number) =>
  ranges.some(([from, to]) => codePoint >= from && codePoint <= to);

/** The fonts a card's text is set from, in the order a character is looked up. */
export class FontChain {
  readonly #fontsources: string[];
  readonly #weight: CardFontWeight;
  readonly #found = new Map<number, FontFile | null>();

  constructor(fontId: string, weight: CardFontWeight) {
    const own = fontsourceOf(fontId);
    this.#fontsources = [...new Set([...(own ? [own] : []), ...FALLBACK_FONTSOURCES])];
    this.#weight = weight;
  }

  /** The first file that has a glyph for `codePoint`, or undefined when none has. */
  fileFor(codePoint: number): FontFile | undefined {
    let file = this.#found.get(codePoint);
    if (file === undefined) {
      file = null;
      search: for (const fontsource of this.#fontsources) {
        for (const subset of subsets(fontsource, this.#weight)) {
          if (!inRanges(subset.ranges, codePoint)) continue;
          const candidate = fileAt(subset.path);
          if (candidate.glyphs.hasGlyphForCodePoint(codePoint)) {
            file = candidate;
            break search;
          }
        }
      }
      this.#found.set(codePoint, file);
    }
    return file ?? undefined;
  }
}

const chains = new Map<string, FontChain>();

/** The font chain of a card font and weight (one per process). */
export function fontChain(fontId: string, weight: CardFontWeight): FontChain {
  const key = `${fontId}-${weight}`;
  let chain = chains.get(key);
  if (!chain) {
    chain = new FontChain(fontId, weight);
    chains.set(key, chain);
  }
  return chain;
}
