/**
 * Test support: PDFs read back by an independent reader (pdfjs-dist, Mozilla's), page by page:
 * the page's size, its text, and the filled rectangles it draws in a colour. The TrimBox and
 * BleedBox, which pdfjs does not expose, are read from the file's page dictionaries (written
 * without object streams, so they are plain text).
 */
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfPage {
  /** [x1, y1, x2, y2] in points: the MediaBox. */
  view: number[];
  width: number;
  height: number;
  text: string;
  /** Every `re` rectangle the page fills, with the fill colour in force, as [x, y, w, h]. */
  filledRects: { color: string; rect: [number, number, number, number] }[];
  /**
   * Every glyph the page shows: the code it is drawn by (for the embedded fonts, the glyph id;
   * 0 is .notdef, the empty box) and the text its font maps it to.
   */
  glyphs: { code: number; unicode: string }[];
}

export interface ReadPdf {
  pages: PdfPage[];
  /** Each page dictionary's box, in file order: [x1, y1, x2, y2]. */
  boxes: (name: 'TrimBox' | 'BleedBox' | 'MediaBox') => number[][];
}

function boxesOf(bytes: Uint8Array, name: string): number[][] {
  const text = Buffer.from(bytes).toString('latin1');
  const pattern = new RegExp(`/${name}\\s*\\[([^\\]]*)\\]`, 'g');
  return [...text.matchAll(pattern)].map((match) =>
    (match[1] ?? '').trim().split(/\s+/).map(Number),
  );
}

export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages: PdfPage[] = [];
  for (let number = 1; number <= doc.numPages; number++) {
    const page = await doc.getPage(number);
    const content = await page.getTextContent();
    // Runs set in different fonts on one line are separate items: only line ends break the text.
    const text = content.items
      .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
      .join('');
    const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = page.view;
    pages.push({
      view: page.view,
      width: x2 - x1,
      height: y2 - y1,
      text,
      ...(await drawnOperators(page)),
    });
  }
  await doc.destroy();
  return { pages, boxes: (name) => boxesOf(bytes, name) };
}

type Page = Awaited<ReturnType<Awaited<ReturnType<typeof getDocument>['promise']>['getPage']>>;

interface ShownGlyph {
  originalCharCode?: number;
  unicode?: string;
}

/**
 * The rectangles of paths that are only rectangles, with the fill colour they are filled in, and
 * the glyphs the page shows.
 */
async function drawnOperators(page: Page): Promise<Pick<PdfPage, 'filledRects' | 'glyphs'>> {
  const list = await page.getOperatorList();
  const found: PdfPage['filledRects'] = [];
  const glyphs: PdfPage['glyphs'] = [];
  let color = '#000000';
  for (let i = 0; i < list.fnArray.length; i++) {
    const fn = list.fnArray[i];
    const args = list.argsArray[i] as unknown[];
    if (fn === OPS.setFillRGBColor) color = String(args[0]);
    if (fn === OPS.showText) {
      for (const glyph of (args[0] as (ShownGlyph | number | null)[]) ?? []) {
        if (glyph && typeof glyph === 'object') {
          glyphs.push({ code: glyph.originalCharCode ?? -1, unicode: glyph.unicode ?? '' });
        }
      }
    }
    if (fn !== OPS.constructPath) continue;
    const [paintOp, data] = args as [number, (Float32Array | null)[]];
    if (paintOp !== OPS.fill && paintOp !== OPS.eoFill) continue;
    const path = data[0];
    if (!path) continue;
    found.push(...rectanglesOf(path).map((rect) => ({ color, rect })));
  }
  return { filledRects: found, glyphs };
}

/** pdfjs' path data: moveTo (0) x y, lineTo (1) x y, curveTo (2) six numbers, closePath (4). */
function rectanglesOf(path: Float32Array): [number, number, number, number][] {
  const rects: [number, number, number, number][] = [];
  let points: number[][] = [];
  for (let i = 0; i < path.length;) {
    const op = path[i++];
    if (op === 0 || op === 1) {
      points.push([path[i++] ?? 0, path[i++] ?? 0]);
    } else if (op === 4) {
      const xs = points.map((p) => p[0] ?? 0);
      const ys = points.map((p) => p[1] ?? 0);
      if (points.length === 4) {
        const x = Math.min(...xs);
        const y = Math.min(...ys);
        rects.push([x, y, Math.max(...xs) - x, Math.max(...ys) - y]);
      }
      points = [];
    } else {
      // A curve: not a rectangle path.
      return [];
    }
  }
  return rects;
}
