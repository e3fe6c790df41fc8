import type { PDFDocument, PDFPage } from 'pdf-lib';
import {
  A4,
  cardSizeOf,
  LETTER,
  mm,
  type PageSize,
  type PrintSheet,
} from '../../../../shared/print';
import { colorOf, drawBack, drawFront, type FaceKit, type Placement } from './card-faces';

/**
 * Where the cards go on each sheet (docs/product.md#share-print). A single card sits on a page
 * with room for bleed and crop marks, its TrimBox and BleedBox set so a print shop's software
 * finds the cut. A sheet holds ten cards, two across and five down, butted together and centred
 * on the paper: the fronts on page 1, the backs on page 2 with the columns swapped, so that
 * printed on both sides (turning on the long edge) each back lands behind its front. Crop marks
 * stand outside the cards at every cut line.
 */

/** Colour carried past the cut so that a cut a little off leaves no white edge. */
export const BLEED = mm(3);
const MARK_LENGTH = mm(5);
const MARK_WEIGHT = 0.3;
/** Room around a single card: its bleed, then its marks, then a little paper. */
const CARD_MARGIN = BLEED + MARK_LENGTH + mm(2);

const COLUMNS = 2;
const ROWS = 5;

type Face = 'front' | 'back';

/** A rectangle, bottom-left corner first. */
interface Box extends PageSize {
  x: number;
  y: number;
}

const grow = (box: Box, by: number): Box => ({
  x: box.x - by,
  y: box.y - by,
  width: box.width + 2 * by,
  height: box.height + 2 * by,
});

/**
 * Crop marks around `block` (the cards' outer edge) at the cut lines `xs` and `ys`: short black
 * hairlines starting past the bleed, so none is printed on a card.
 */
function drawCropMarks(page: PDFPage, block: Box, xs: number[], ys: number[]) {
  const line = (start: { x: number; y: number }, end: { x: number; y: number }) =>
    page.drawLine({ start, end, thickness: MARK_WEIGHT, color: colorOf('#000000') });
  const near = BLEED;
  const far = BLEED + MARK_LENGTH;
  const top = block.y + block.height;
  const right = block.x + block.width;
  for (const x of xs) {
    line({ x, y: top + near }, { x, y: top + far });
    line({ x, y: block.y - near }, { x, y: block.y - far });
  }
  for (const y of ys) {
    line({ x: block.x - near, y }, { x: block.x - far, y });
    line({ x: right + near, y }, { x: right + far, y });
  }
}

const fillOf = (kit: FaceKit, face: Face) =>
  colorOf(face === 'front' ? kit.palette.surface : kit.palette.accent);

async function addSingleCardPage(doc: PDFDocument, kit: FaceKit, face: Face) {
  const card = cardSizeOf('card');
  const page = doc.addPage([card.width + 2 * CARD_MARGIN, card.height + 2 * CARD_MARGIN]);
  const trim: Box = { x: CARD_MARGIN, y: CARD_MARGIN, ...card };
  const bleed = grow(trim, BLEED);
  page.setTrimBox(trim.x, trim.y, trim.width, trim.height);
  page.setBleedBox(bleed.x, bleed.y, bleed.width, bleed.height);
  page.drawRectangle({ ...bleed, color: fillOf(kit, face) });
  await (face === 'front' ? drawFront : drawBack)(page, trim, kit);
  drawCropMarks(page, trim, [trim.x, trim.x + trim.width], [trim.y, trim.y + trim.height]);
}

async function addGridPage(doc: PDFDocument, kit: FaceKit, sheet: 'a4' | 'letter', face: Face) {
  const card = cardSizeOf(sheet);
  const paper = sheet === 'a4' ? A4 : LETTER;
  const page = doc.addPage([paper.width, paper.height]);
  const block: Box = {
    width: COLUMNS * card.width,
    height: ROWS * card.height,
    x: (paper.width - COLUMNS * card.width) / 2,
    y: (paper.height - ROWS * card.height) / 2,
  };
  page.drawRectangle({ ...grow(block, BLEED), color: fillOf(kit, face) });
  for (let row = 0; row < ROWS; row++) {
    for (let column = 0; column < COLUMNS; column++) {
      // Backs: the columns swap, as the sheet turns over on its long edge.
      const slot = face === 'front' ? column : COLUMNS - 1 - column;
      const at: Placement = {
        ...card,
        x: block.x + slot * card.width,
        y: block.y + block.height - (row + 1) * card.height,
      };
      await (face === 'front' ? drawFront : drawBack)(page, at, kit);
    }
  }
  const xs = Array.from({ length: COLUMNS + 1 }, (_, i) => block.x + i * card.width);
  const ys = Array.from({ length: ROWS + 1 }, (_, i) => block.y + i * card.height);
  drawCropMarks(page, block, xs, ys);
}

/** The pages of `sheet`: the fronts, then the backs. */
export async function addSheetPages(doc: PDFDocument, kit: FaceKit, sheet: PrintSheet) {
  for (const face of ['front', 'back'] as const) {
    if (sheet === 'card') await addSingleCardPage(doc, kit, face);
    else await addGridPage(doc, kit, sheet, face);
  }
}
