import QRCode from 'qrcode';
import { QR_QUIET_ZONE_MODULES } from '../../cards';

/** A run of dark modules, in modules from the top-left corner of the quiet zone. */
export interface ModuleRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface QrRectangles {
  /** Modules across the whole code, quiet zone included. */
  total: number;
  rects: ModuleRect[];
}

/**
 * A QR code as the rectangles a printer draws: each run of dark modules in a row is one
 * rectangle, so the printed code is sharp at any size and the PDF stays small. The quiet zone is
 * the standard's four modules, left light, like the code the card page offers (branded-qr.ts).
 * Error correction Q: a printed card gets scuffed, and nothing covers its centre.
 */
export function qrRectangles(text: string): QrRectangles {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'Q' });
  const { size } = qr.modules;
  const rects: ModuleRect[] = [];
  for (let row = 0; row < size; row++) {
    let column = 0;
    while (column < size) {
      if (qr.modules.get(row, column) !== 1) {
        column++;
        continue;
      }
      const start = column;
      while (column < size && qr.modules.get(row, column) === 1) column++;
      rects.push({
        x: start + QR_QUIET_ZONE_MODULES,
        y: row + QR_QUIET_ZONE_MODULES,
        width: column - start,
        height: 1,
      });
    }
  }
  return { total: size + 2 * QR_QUIET_ZONE_MODULES, rects };
}
