/**
 * A card's QR code in its own colours, with its photo or company logo in the middle when the
 * owner asks for one (docs/product.md#vcard). The colours come from `resolveQrColors`, so
 * the pair always reads; a logo raises error correction to H and covers about a tenth of the
 * symbol, well within what H restores. Drawn from the module matrix of `qrcode`: the SVG by hand,
 * the PNG as pixels (whole pixels per module, so its colours are exactly the resolved ones).
 */
import type { Readable } from 'node:stream';
import QRCode from 'qrcode';
import sharp, { type OverlayOptions } from 'sharp';
import type { QrLogo } from '../../../shared/card-design';
import { parseHex } from '../../../shared/contrast';
import { resolveQrColors, type QrColors } from '../../../shared/qr-colors';
import { fitStoredImage, roundedSquarePng } from '../../lib/images';
import { darkModuleRuns } from '../../lib/qr-modules';
import type { Storage } from '../../plugins/storage';

/**
 * The light margin around the code, in modules: the four the QR standard asks for, so the code
 * scans from a printout or another site's page whatever surrounds it.
 */
export const QR_QUIET_ZONE_MODULES = 4;

/** The PNG download is at least this wide: print size. */
export const QR_PNG_MIN_WIDTH = 1024;

/** The plate's side as a share of the symbol's: (0.36)² ≈ 13% of its area at most. */
const PLATE_SHARE = 0.36;

/** The logo's side in the SVG, in pixels: enough for a screen, small in the file. */
const SVG_LOGO_PIXELS = 160;

export interface BrandedQrOptions {
  /** What the code encodes: the card's public address. */
  text: string;
  accentColor: string;
  backgroundColor: string;
  /** The centre image's bytes (JPEG or PNG) and how it is fitted; none for a plain code. */
  logo?: { bytes: Buffer; kind: Exclude<QrLogo, 'none'> };
}

/** Where things go, in modules from the image's top-left corner. */
interface Layout {
  /** Modules of the symbol, quiet zone excluded. */
  size: number;
  /** Modules across the whole image, quiet zone included. */
  total: number;
  isDark: (row: number, column: number) => boolean;
  /** The plate under the logo: a square of `side` modules at `offset`, none without a logo. */
  plate?: { offset: number; side: number };
  colors: QrColors;
}

function layoutOf(options: BrandedQrOptions, withLogo: boolean): Layout {
  const qr = QRCode.create(options.text, { errorCorrectionLevel: withLogo ? 'H' : 'M' });
  const { size } = qr.modules;
  const total = size + 2 * QR_QUIET_ZONE_MODULES;
  const layout: Layout = {
    size,
    total,
    isDark: (row, column) => qr.modules.get(row, column) === 1,
    colors: resolveQrColors(options.accentColor, options.backgroundColor),
  };
  if (withLogo) {
    // An odd side on the odd-sized symbol: centred on whole modules.
    let side = Math.floor(size * PLATE_SHARE);
    if (side % 2 === 0) side -= 1;
    layout.plate = { offset: QR_QUIET_ZONE_MODULES + (size - side) / 2, side };
  }
  return layout;
}

/** The logo's box inside the plate, in modules: one module of plate all round. */
const logoBox = (plate: NonNullable<Layout['plate']>) => ({
  offset: plate.offset + 1,
  side: plate.side - 2,
});

/**
 * The centre image re-encoded as a small PNG `pixels` wide with rounded corners: a photo fills
 * its square, a logo is fitted inside it whole (transparency kept). Undefined when the bytes are
 * not drawn (`fitStoredImage`: unreadable, or past the limits of an upload).
 */
async function logoPng(
  logo: NonNullable<BrandedQrOptions['logo']>,
  pixels: number,
): Promise<Buffer | undefined> {
  const radius = Math.round(pixels * (logo.kind === 'profile' ? 0.22 : 0.12));
  const fitted = await fitStoredImage(logo.bytes, {
    width: pixels,
    height: pixels,
    fit: logo.kind === 'profile' ? 'cover' : 'contain',
    background: { r: 0, g: 0, b: 0, alpha: 0 },
  });
  return fitted ? roundedSquarePng(fitted, pixels, radius) : undefined;
}

/** The dark modules as one SVG path: a run of dark modules in a row is one rectangle. */
function modulesPath(layout: Layout): string {
  return darkModuleRuns(layout.size, layout.isDark)
    .map(({ row, column, length }) => {
      const x = column + QR_QUIET_ZONE_MODULES;
      const y = row + QR_QUIET_ZONE_MODULES;
      return `M${x} ${y}h${length}v1h${-length}z`;
    })
    .join('');
}

const plateRadius = (moduleSize: number) => 1.5 * moduleSize;

/** The code as an SVG document (a viewBox of one unit per module), logo embedded as data: PNG. */
async function renderSvg(layout: Layout, logo: Buffer | undefined): Promise<Buffer> {
  const { total, colors, plate } = layout;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${total} ${total}" shape-rendering="crispEdges">`,
    `<rect width="${total}" height="${total}" fill="${colors.light}"/>`,
    `<path fill="${colors.dark}" d="${modulesPath(layout)}"/>`,
  ];
  if (plate && logo) {
    const box = logoBox(plate);
    const radius = plateRadius(1);
    parts.push(
      `<rect x="${plate.offset}" y="${plate.offset}" width="${plate.side}" height="${plate.side}" rx="${radius}" ry="${radius}" fill="${colors.light}" shape-rendering="geometricPrecision"/>`,
      `<image x="${box.offset}" y="${box.offset}" width="${box.side}" height="${box.side}" preserveAspectRatio="xMidYMid meet" href="data:image/png;base64,${logo.toString('base64')}"/>`,
    );
  }
  parts.push('</svg>');
  return Buffer.from(parts.join(''));
}

/** Pixels per module of the PNG: whole ones, enough for `QR_PNG_MIN_WIDTH`. */
const pngScale = (layout: Layout) => Math.ceil(QR_PNG_MIN_WIDTH / layout.total);

/** The code as a PNG at least `QR_PNG_MIN_WIDTH` wide, whole pixels per module. */
async function renderPng(layout: Layout, logo: Buffer | undefined): Promise<Buffer> {
  const { total, size, colors, plate } = layout;
  const scale = pngScale(layout);
  const width = total * scale;
  const light = parseHex(colors.light);
  const dark = parseHex(colors.dark);
  const pixels = Buffer.alloc(width * width * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    pixels[i] = light[0];
    pixels[i + 1] = light[1];
    pixels[i + 2] = light[2];
  }
  const darkRow = Buffer.alloc(scale * 3);
  for (let i = 0; i < darkRow.length; i += 3) {
    darkRow[i] = dark[0];
    darkRow[i + 1] = dark[1];
    darkRow[i + 2] = dark[2];
  }
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) {
      if (!layout.isDark(row, column)) continue;
      const x = (column + QR_QUIET_ZONE_MODULES) * scale;
      const y = (row + QR_QUIET_ZONE_MODULES) * scale;
      for (let line = 0; line < scale; line++) darkRow.copy(pixels, ((y + line) * width + x) * 3);
    }
  }

  const overlays: OverlayOptions[] = [];
  if (plate && logo) {
    const side = plate.side * scale;
    const radius = plateRadius(scale);
    const box = logoBox(plate);
    overlays.push(
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}"><rect width="${side}" height="${side}" rx="${radius}" ry="${radius}" fill="${colors.light}"/></svg>`,
        ),
        left: plate.offset * scale,
        top: plate.offset * scale,
      },
      { input: logo, left: box.offset * scale, top: box.offset * scale },
    );
  }
  return (
    sharp(pixels, { raw: { width, height: width, channels: 3 } })
      .composite(overlays)
      // An indexed PNG: two colours (one bit a pixel) without a logo, its colours with one.
      .png({ compressionLevel: 9, palette: true, dither: 0, ...(logo ? {} : { colours: 2 }) })
      .toBuffer()
  );
}

/**
 * The card's QR code as SVG or PNG. A centre image that cannot be decoded is left out, and the
 * code is drawn as it would be without one (error correction M).
 */
export async function renderBrandedQr(
  format: 'svg' | 'png',
  options: BrandedQrOptions,
): Promise<Buffer> {
  const render = format === 'svg' ? renderSvg : renderPng;
  if (options.logo) {
    const layout = layoutOf(options, true);
    const { plate } = layout;
    const pixels =
      format === 'svg' || !plate ? SVG_LOGO_PIXELS : logoBox(plate).side * pngScale(layout);
    const logo = await logoPng(options.logo, pixels);
    if (logo) return render(layout, logo);
  }
  return render(layoutOf(options, false), undefined);
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** What a card row says about its QR code's centre. */
export interface QrLogoSource {
  qrLogo: string;
  profileImageKey: string | null;
  brandLogoKey: string | null;
}

/** The storage key of the image a card wants in its QR code's centre, if it has that image. */
export function qrLogoKey(row: QrLogoSource): string | undefined {
  if (row.qrLogo === 'profile') return row.profileImageKey ?? undefined;
  if (row.qrLogo === 'logo') return row.brandLogoKey ?? undefined;
  return undefined;
}

/**
 * The image a card wants in its QR code's centre, read from storage; undefined when it wants
 * none or the image is absent (the code is then drawn without one).
 */
export async function loadQrLogo(
  storage: Pick<Storage, 'get'>,
  row: QrLogoSource,
): Promise<BrandedQrOptions['logo']> {
  const key = qrLogoKey(row);
  if (!key || (row.qrLogo !== 'profile' && row.qrLogo !== 'logo')) return undefined;
  const stream = await storage.get(key);
  if (!stream) return undefined;
  const bytes = await readAll(stream);
  return bytes.length > 0 ? { bytes, kind: row.qrLogo } : undefined;
}
