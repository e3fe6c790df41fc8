/**
 * Test support: QR codes read by an independent decoder (jsQR) from PNG bytes (a route's answer
 * or a screenshot), turned into raw RGBA by sharp first, and the light margin around the code
 * measured in modules.
 */
import jsQR, { type QRCode } from 'jsqr';
import sharp from 'sharp';

export interface DecodedQr {
  text: string;
  version: number;
  /** The light margin on each side, in modules (rounded to a tenth). */
  quietZone: { left: number; top: number; right: number; bottom: number };
}

interface Raster {
  data: Buffer;
  width: number;
  height: number;
}

const isDark = ({ data, width }: Raster, x: number, y: number) => {
  const at = (Math.round(y) * width + Math.round(x)) * 4;
  const luminance =
    0.299 * (data[at] ?? 255) + 0.587 * (data[at + 1] ?? 255) + 0.114 * (data[at + 2] ?? 255);
  return luminance < 128;
};

/** Lengths of the runs of one colour along a line of pixels, from its first dark pixel on. */
function runs(dark: (i: number) => boolean, length: number): { start: number; runs: number[] } {
  let start = 0;
  while (start < length && !dark(start)) start += 1;
  const found: number[] = [];
  let i = start;
  while (i < length && found.length < 5) {
    const colour = dark(i);
    let run = 0;
    while (i < length && dark(i) === colour) {
      run += 1;
      i += 1;
    }
    found.push(run);
  }
  return { start, runs: found };
}

/**
 * A finder pattern is dark 1, light 1, dark 3, light 1, dark 1 modules across its centre: the
 * five runs from the image's edge give the module's size and the margin before the pattern.
 */
function marginFromEdge(dark: (i: number) => boolean, length: number): number {
  const { start, runs: found } = runs(dark, length);
  const moduleSize = found.reduce((sum, run) => sum + run, 0) / 7;
  return Math.round((start / moduleSize) * 10) / 10;
}

function quietZoneOf(raster: Raster, code: QRCode): DecodedQr['quietZone'] {
  const { topLeftFinderPattern: topLeft, topRightFinderPattern: topRight } = code.location;
  const bottomLeft = code.location.bottomLeftFinderPattern;
  const { width, height } = raster;
  return {
    left: marginFromEdge((x) => isDark(raster, x, topLeft.y), width),
    top: marginFromEdge((y) => isDark(raster, topLeft.x, y), height),
    right: marginFromEdge((x) => isDark(raster, width - 1 - x, topRight.y), width),
    bottom: marginFromEdge((y) => isDark(raster, bottomLeft.x, height - 1 - y), height),
  };
}

/**
 * The margins a QR code should have on all four sides, within a tenth of a module either way (a
 * drawn SVG's edges fall between pixels).
 */
export function hasQuietZone(decoded: DecodedQr | undefined, modules: number): boolean {
  if (!decoded) return false;
  return Object.values(decoded.quietZone).every((side) => Math.abs(side - modules) <= 0.15);
}

/** Decodes the QR code in a PNG (or any image sharp reads); undefined when there is none. */
export async function decodeQr(image: Buffer): Promise<DecodedQr | undefined> {
  const { data, info } = await sharp(image)
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raster = { data, width: info.width, height: info.height };
  const code = jsQR(
    new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
    info.width,
    info.height,
  );
  if (!code) return undefined;
  return { text: code.data, version: code.version, quietZone: quietZoneOf(raster, code) };
}
