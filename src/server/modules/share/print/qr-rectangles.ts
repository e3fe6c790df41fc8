import QRCode from 'qrcode';
import { darkModuleRuns } from '../../../lib/qr-modules';
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
  const rects: ModuleRect[] = darkModuleRuns(
    size,
    (row, column) => qr.modules.get(row, column) === 1,
  ).map(({ row, column, length }) => ({
    x: column + QR_QUIET_ZONE_MODULES,
    y: row + QR_QUIET_ZONE_MODULES,
    width: length,
    height: 1,
  }));
  return { total: size + 2 * QR_QUIET_ZONE_MODULES, rects };
}
