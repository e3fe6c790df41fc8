import {
  fill,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  setFillingRgbColor,
  type PDFImage,
  type PDFPage,
  type RGB,
} from 'pdf-lib';
import { parseHex } from '../../../../shared/contrast';
import type { CardPalette } from '../../../../shared/card-design';
import type { QrColors } from '../../../../shared/qr-colors';
import { mm, type PageSize } from '../../../../shared/print';
import type { ShapedLine } from '../../../lib/shaping';
import type { PrintFace } from './print-fonts';
import type { QrRectangles } from './qr-rectangles';

/**
 * The two faces of a printed card (docs/product.md#share-print), drawn at any position on a page:
 * the front with the details, the back with the card's QR code. Sizes are in points from the
 * card's own size, so the same drawing serves 85 × 55 mm and 3.5 × 2 in. Every line is fitted to
 * its box: it shrinks to a floor, then is cut with an ellipsis, so nothing leaves the card.
 */

export interface CardContent {
  fullName: string;
  jobTitle: string;
  company: string;
  phone: string;
  email: string;
  website: string;
  /** The card's address with src=print, what the back's code opens. */
  address: string;
}

export interface FaceKit {
  content: CardContent;
  palette: CardPalette;
  qrColors: QrColors;
  qr: QrRectangles;
  regular: PrintFace;
  bold: PrintFace;
  /** The round photo and the logo, already embedded. */
  photo?: PDFImage;
  logo?: PDFImage;
}

/** Where a card's trim box sits on the page: its bottom-left corner, and its size. */
export interface Placement extends PageSize {
  x: number;
  y: number;
}

export const colorOf = (hex: string): RGB => {
  const [r, g, b] = parseHex(hex);
  return rgb(r / 255, g / 255, b / 255);
};

const PADDING = mm(5);

interface FittedLine {
  face: PrintFace;
  line: ShapedLine;
  size: number;
}

const graphemeSegmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** `text` at `size`, shrunk down to `minSize` to fit `maxWidth`, then cut with an ellipsis. */
function fitLine(
  face: PrintFace,
  text: string,
  size: number,
  minSize: number,
  maxWidth: number,
): FittedLine {
  let line = face.shape(text.trim());
  const width = line.width * size;
  if (width <= maxWidth) return { face, line, size };
  const shrunk = Math.max(minSize, size * (maxWidth / width));
  if (line.width * shrunk <= maxWidth) return { face, line, size: shrunk };
  // Whole letters (with their marks) come off the end of the text, whatever its direction.
  const letters = [...graphemeSegmenter.segment(text.trim())].map((part) => part.segment);
  while (letters.length > 1) {
    letters.pop();
    line = face.shape(`${letters.join('').trimEnd()}…`);
    if (line.width * shrunk <= maxWidth) break;
  }
  return { face, line, size: shrunk };
}

/**
 * A line at `x`: centred on it, or starting at it; in a block that reads right to left (the
 * name is Arabic or Hebrew) it starts at the other edge of its column, `right`.
 */
async function drawLine(
  page: PDFPage,
  fitted: FittedLine,
  x: number,
  baseline: number,
  color: RGB,
  align: { center: true } | { right: number; rtl: boolean },
) {
  const width = fitted.line.width * fitted.size;
  const start = 'right' in align && align.rtl ? align.right - width : x;
  await fitted.face.draw(page, fitted.line, {
    x: 'center' in align ? x - width / 2 : start,
    baseline,
    size: fitted.size,
    color,
  });
}

/** The front: logo, name, job title and company at the top, photo top right, contacts below. */
export async function drawFront(page: PDFPage, at: Placement, kit: FaceKit): Promise<void> {
  const { content, palette } = kit;
  const left = at.x + PADDING;
  const top = at.y + at.height - PADDING;
  const photoSide = kit.photo ? Math.min(mm(17), at.height * 0.32) : 0;
  const textRight = at.x + at.width - PADDING - (photoSide ? photoSide + mm(3) : 0);
  const width = textRight - left;

  if (kit.photo) {
    page.drawImage(kit.photo, {
      x: at.x + at.width - PADDING - photoSide,
      y: top - photoSide,
      width: photoSide,
      height: photoSide,
    });
  }
  let cursor = top;
  if (kit.logo) {
    const box = { width: Math.min(mm(26), width), height: mm(8) };
    const scale = Math.min(box.width / kit.logo.width, box.height / kit.logo.height);
    const size = { width: kit.logo.width * scale, height: kit.logo.height * scale };
    page.drawImage(kit.logo, { x: left, y: top - size.height, ...size });
    cursor -= size.height + mm(3);
  }

  const name = fitLine(kit.bold, content.fullName, 12.5, 8, width);
  // The name, job title and company sit on the side the name starts from.
  const block = { right: textRight, rtl: name.line.rtl };
  cursor -= name.size * 0.95;
  await drawLine(page, name, left, cursor, colorOf(palette.text), block);
  if (content.jobTitle.trim()) {
    const title = fitLine(kit.regular, content.jobTitle, 7.5, 5.5, width);
    cursor -= title.size + 3.5;
    await drawLine(page, title, left, cursor, colorOf(palette.accent), block);
  }
  if (content.company.trim()) {
    const company = fitLine(kit.bold, content.company, 7.5, 5.5, width);
    cursor -= company.size + 3;
    await drawLine(page, company, left, cursor, colorOf(palette.muted), block);
  }
  // A short rule in the accent colour under the name block, on the side the name starts.
  page.drawRectangle({
    x: block.rtl ? textRight - mm(9) : left,
    y: cursor - mm(2.6),
    width: mm(9),
    height: mm(0.7),
    color: colorOf(palette.accent),
  });

  const contacts = [content.phone, content.email, content.website].filter((line) => line.trim());
  const lineHeight = at.height * 0.06;
  let baseline = at.y + PADDING + lineHeight * (contacts.length - 1);
  for (const contact of contacts) {
    const line = fitLine(kit.regular, contact, 7, 5, at.width - 2 * PADDING);
    // Numbers and addresses read left to right, on any card.
    await drawLine(page, line, left, baseline, colorOf(palette.text), {
      right: at.x + at.width - PADDING,
      rtl: false,
    });
    baseline -= lineHeight;
  }
}

/** A square with rounded corners, as an SVG path from (0, 0) down and right. */
const roundedSquare = (side: number, radius: number) =>
  `M${radius} 0H${side - radius}A${radius} ${radius} 0 0 1 ${side} ${radius}V${side - radius}` +
  `A${radius} ${radius} 0 0 1 ${side - radius} ${side}H${radius}A${radius} ${radius} 0 0 1 0 ${side - radius}` +
  `V${radius}A${radius} ${radius} 0 0 1 ${radius} 0Z`;

/**
 * The back: the QR code on its light ground (the quiet zone included), the name and the
 * address it opens under it, on the card's accent colour.
 */
export async function drawBack(page: PDFPage, at: Placement, kit: FaceKit): Promise<void> {
  const { palette, qr, qrColors } = kit;
  const onAccent = colorOf(palette.onAccent);
  const side = at.height - mm(9) - mm(9.5);
  const qrLeft = at.x + (at.width - side) / 2;
  const qrTop = at.y + at.height - mm(4.5);
  page.drawSvgPath(roundedSquare(side, mm(1.8)), {
    x: qrLeft,
    y: qrTop,
    color: colorOf(qrColors.light),
  });
  drawQr(page, qr, { x: qrLeft, y: qrTop - side, width: side, height: side }, qrColors.dark);

  const centre = at.x + at.width / 2;
  const textWidth = at.width - 2 * PADDING;
  const name = fitLine(kit.bold, kit.content.fullName, 7.5, 5.5, textWidth);
  await drawLine(page, name, centre, qrTop - side - mm(4), onAccent, { center: true });
  const address = fitLine(kit.regular, kit.content.address, 5, 3.5, textWidth);
  await drawLine(page, address, centre, qrTop - side - mm(7.2), onAccent, { center: true });
}

/**
 * The code's dark modules as filled rectangles in `dark`, in `box` (the quiet zone included).
 * One `re` operator each, filled together, so readers see plain rectangles.
 */
export function drawQr(page: PDFPage, qr: QrRectangles, box: Placement, dark: string): void {
  const module = box.width / qr.total;
  const [r, g, b] = parseHex(dark);
  page.pushOperators(
    pushGraphicsState(),
    setFillingRgbColor(r / 255, g / 255, b / 255),
    ...qr.rects.map((rect) =>
      rectangle(
        box.x + rect.x * module,
        // Rows go down from the top; PDF's y goes up.
        box.y + box.height - (rect.y + rect.height) * module,
        rect.width * module,
        rect.height * module,
      ),
    ),
    fill(),
    popGraphicsState(),
  );
}
