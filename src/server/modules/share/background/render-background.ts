/**
 * A card's video-call background (docs/product.md#share-background): a 1920×1080 PNG drawn as one
 * SVG (shapes, the QR code's modules, the text as paths from text-paths.ts) rendered by sharp,
 * with the company logo composited on top. The QR code sits high and to one side, where the
 * caller's head does not cover it, on a white plate with its quiet zone, large enough to scan
 * from a webcam frame shown on someone else's screen.
 */
import QRCode from 'qrcode';
import sharp, { type OverlayOptions } from 'sharp';
import { fitStoredImage } from '../../../lib/images';
import { darkModuleRuns } from '../../../lib/qr-modules';
import {
  BACKGROUND_HEIGHT as HEIGHT,
  BACKGROUND_WIDTH as WIDTH,
  type BackgroundLayoutId,
} from '../../../../shared/background';
import {
  blackOrWhite,
  CONTRAST_TEXT,
  ensureContrast,
  INK,
  mix,
  WHITE,
} from '../../../../shared/contrast';
import { fitText, loadShaping, textToSvg, type FittedText } from '../../../lib/text-paths';

/** The QR code's light margin, in modules: what the standard asks for. */
const QUIET_ZONE_MODULES = 4;

/**
 * The modules against the white plate: well past the text ratio, because a webcam's compression
 * and the viewer's screen both blur it.
 */
const QR_CONTRAST = 7;

export interface BackgroundInput {
  layout: BackgroundLayoutId;
  fullName: string;
  jobTitle: string;
  company: string;
  fontFamily: string;
  accentColor: string;
  backgroundColor: string;
  /**
   * The direction of the language the text is in: right to left, every line ends at its column's
   * right edge (Arabic, Hebrew); left out, each line's own first letter decides.
   */
  direction?: 'ltr' | 'rtl';
  /** What the QR code opens: the card's page with `src=background`. */
  qrText: string;
  /** The company logo's bytes, if the card has one. */
  logo?: Buffer;
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The QR code in `color` on white, whole pixels per module, at least `minSide` pixels square
 * (quiet zone included), its top-left corner where `place` puts a square of its side.
 */
function qrSvg(
  text: string,
  color: string,
  minSide: number,
  place: (side: number) => { x: number; y: number },
) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const { size } = qr.modules;
  const total = size + 2 * QUIET_ZONE_MODULES;
  const scale = Math.ceil(minSide / total);
  const side = total * scale;
  const { x, y } = place(side);
  const parts = darkModuleRuns(size, (row, column) => qr.modules.get(row, column) === 1).map(
    ({ row, column, length }) => {
      const mx = x + (column + QUIET_ZONE_MODULES) * scale;
      const my = y + (row + QUIET_ZONE_MODULES) * scale;
      return `M${mx} ${my}h${length * scale}v${scale}h${-length * scale}z`;
    },
  );
  const svg =
    `<rect x="${x}" y="${y}" width="${side}" height="${side}" rx="${scale * 2}" fill="${WHITE}"/>` +
    `<path shape-rendering="crispEdges" fill="${color}" d="${parts.join('')}"/>`;
  return { svg, side };
}

/**
 * Lines of fitted text from `top` down (the first baseline one ascent below it); its height. A
 * line that reads right to left ends at the column's right edge, `x + width`: each line on its
 * own, so a short one is not left hanging where a longer one above it starts.
 */
function textBlock(
  fitted: FittedText,
  style: { fontId: string; weight: 400 | 700; direction?: 'ltr' | 'rtl' },
  column: { x: number; width: number },
  top: number,
  fill: string,
  lineHeight = 1.15,
) {
  const step = fitted.size * lineHeight;
  const svg = fitted.lines
    .map((line, index) =>
      textToSvg(
        line,
        { ...style, size: fitted.size },
        column.x,
        top + fitted.size * 0.9 + index * step,
        fill,
        column.x + column.width,
      ),
    )
    .join('');
  return { svg, height: fitted.lines.length * step };
}

interface TextColumn {
  x: number;
  width: number;
  nameSizes: { max: number; min: number };
  nameLines: number;
  detailSizes: { max: number; min: number };
  nameColor: string;
  detailColor: string;
}

/** The name, then the job title and company under it; the SVG and its height. */
function nameAndDetails(input: BackgroundInput, column: TextColumn, top: number) {
  const { direction } = input;
  const fontId = input.fontFamily;
  const name = fitText(
    input.fullName,
    { fontId, weight: 700, direction },
    {
      maxWidth: column.width,
      maxLines: column.nameLines,
      sizes: column.nameSizes,
    },
  );
  const nameBlock = textBlock(
    name,
    { fontId, weight: 700, direction },
    column,
    top,
    column.nameColor,
  );
  let y = top + nameBlock.height + column.detailSizes.max * 0.35;
  const parts = [nameBlock.svg];
  for (const detail of [input.jobTitle, input.company]) {
    if (!detail.trim()) continue;
    const fitted = fitText(
      detail,
      { fontId, weight: 400, direction },
      {
        maxWidth: column.width,
        maxLines: 2,
        sizes: column.detailSizes,
      },
    );
    const block = textBlock(
      fitted,
      { fontId, weight: 400, direction },
      column,
      y,
      column.detailColor,
    );
    parts.push(block.svg);
    y += block.height;
  }
  return { svg: parts.join(''), height: y - top };
}

/**
 * The name's colour: the product's ink on a light background, near-white on a dark one (nudging
 * ink toward white would stop at a dull grey that barely passes).
 */
const strongTextOn = (background: string) =>
  ensureContrast(blackOrWhite(background) === WHITE ? '#f8fafc' : INK, background, CONTRAST_TEXT);

/** The modules: the accent, darkened (its hue kept) until it stands out on white. */
const qrColorOf = (input: BackgroundInput) => ensureContrast(input.accentColor, WHITE, QR_CONTRAST);

interface Drawing {
  svg: string;
  /** Where the logo goes; `end`: against the box's right edge rather than its left. */
  logoBox?: Box & { end?: boolean };
}

/**
 * The left edge of something `width` wide at `x`, mirrored across the image for a card in a
 * right-to-left language: Corner and Minimal read from the right there, the name in the corner
 * it is read from first and the QR code on the other side, still clear of the caller's head.
 */
const startX = (input: BackgroundInput, x: number, width: number) =>
  input.direction === 'rtl' ? WIDTH - x - width : x;

function drawCorner(input: BackgroundInput): Drawing {
  const background = input.backgroundColor;
  const nameColor = strongTextOn(background);
  const accentText = ensureContrast(input.accentColor, background, CONTRAST_TEXT);
  const qr = qrSvg(input.qrText, qrColorOf(input), 360, (side) => ({
    x: startX(input, WIDTH - 96 - side, side),
    y: 96,
  }));
  const column: TextColumn = {
    x: startX(input, 120, 980),
    width: 980,
    nameSizes: { max: 92, min: 56 },
    nameLines: 2,
    detailSizes: { max: 40, min: 28 },
    nameColor,
    detailColor: accentText,
  };
  // Measured once at the top to know its height, then drawn resting on the bottom margin.
  const measured = nameAndDetails(input, column, 0);
  const top = HEIGHT - 120 - measured.height;
  const text = nameAndDetails(input, column, top);
  return {
    svg:
      `<rect width="${WIDTH}" height="${HEIGHT}" fill="${background}"/>` +
      `<rect x="${startX(input, 0, 24)}" y="0" width="24" height="${HEIGHT}" fill="${input.accentColor}"/>` +
      `<rect x="${startX(input, 120, 120)}" y="${top - 40}" width="120" height="10" rx="5" fill="${accentText}"/>` +
      qr.svg +
      text.svg,
    logoBox: {
      x: startX(input, 120, 320),
      y: Math.max(96, top - 40 - 32 - 120),
      width: 320,
      height: 120,
      end: input.direction === 'rtl',
    },
  };
}

function drawSide(input: BackgroundInput): Drawing {
  const panelX = 1280;
  const panelWidth = WIDTH - panelX;
  const panelColor = input.accentColor;
  const onPanel = ensureContrast(blackOrWhite(panelColor), panelColor, CONTRAST_TEXT);
  const qr = qrSvg(input.qrText, qrColorOf(input), 400, (side) => ({
    x: panelX + Math.round((panelWidth - side) / 2),
    y: 96,
  }));
  const text = nameAndDetails(
    input,
    {
      x: panelX + 72,
      width: panelWidth - 144,
      nameSizes: { max: 60, min: 36 },
      nameLines: 3,
      detailSizes: { max: 32, min: 22 },
      nameColor: onPanel,
      detailColor: onPanel,
    },
    96 + qr.side + 56,
  );
  const tint = mix(input.backgroundColor, input.accentColor, 0.06);
  return {
    svg:
      `<rect width="${WIDTH}" height="${HEIGHT}" fill="${tint}"/>` +
      `<rect x="${panelX}" y="0" width="${panelWidth}" height="${HEIGHT}" fill="${panelColor}"/>` +
      qr.svg +
      text.svg,
    logoBox: { x: 96, y: 96, width: 320, height: 120 },
  };
}

function drawMinimal(input: BackgroundInput): Drawing {
  const background = input.backgroundColor;
  const qr = qrSvg(input.qrText, qrColorOf(input), 320, (side) => ({
    x: startX(input, 96, side),
    y: 96,
  }));
  const text = nameAndDetails(
    input,
    {
      x: startX(input, 96, 620),
      width: 620,
      nameSizes: { max: 52, min: 34 },
      nameLines: 2,
      detailSizes: { max: 30, min: 22 },
      nameColor: strongTextOn(background),
      detailColor: ensureContrast(
        mix(strongTextOn(background), background, 0.3),
        background,
        CONTRAST_TEXT,
      ),
    },
    96 + qr.side + 40,
  );
  return {
    svg: `<rect width="${WIDTH}" height="${HEIGHT}" fill="${background}"/>` + qr.svg + text.svg,
    logoBox: { x: startX(input, WIDTH - 96 - 240, 240), y: 96, width: 240, height: 96 },
  };
}

const LAYOUTS: Record<BackgroundLayoutId, (input: BackgroundInput) => Drawing> = {
  corner: drawCorner,
  side: drawSide,
  minimal: drawMinimal,
};

/** The logo fitted inside `box` (transparency kept); undefined when it is not drawn. */
async function fittedLogo(
  bytes: Buffer,
  box: Box & { end?: boolean },
): Promise<OverlayOptions | undefined> {
  const fitted = await fitStoredImage(bytes, {
    width: box.width,
    height: box.height,
    fit: 'inside',
    withoutEnlargement: false,
  });
  if (!fitted) return undefined;
  try {
    const { data, info } = await fitted.png().toBuffer({ resolveWithObject: true });
    // sharp places overlays on whole pixels only.
    return {
      input: data,
      left: Math.round(box.end ? box.x + box.width - info.width : box.x),
      top: Math.round(box.y + (box.height - info.height) / 2),
    };
  } catch {
    return undefined;
  }
}

/**
 * The background as a 1920×1080 PNG, or `width` pixels wide: the same drawing rasterised smaller
 * (the share page's previews, a sixteenth of the pixels to draw and compress).
 */
export async function renderBackground(
  input: BackgroundInput,
  width: number = WIDTH,
): Promise<Buffer> {
  await loadShaping();
  const drawing = LAYOUTS[input.layout](input);
  const scale = width / WIDTH;
  const height = Math.round(HEIGHT * scale);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${drawing.svg}</svg>`;
  const overlays: OverlayOptions[] = [];
  if (input.logo && drawing.logoBox) {
    const { x, y, width: boxWidth, height: boxHeight, end } = drawing.logoBox;
    const logo = await fittedLogo(input.logo, {
      x: x * scale,
      y: y * scale,
      width: Math.max(1, Math.round(boxWidth * scale)),
      height: Math.max(1, Math.round(boxHeight * scale)),
      end,
    });
    if (logo) overlays.push(logo);
  }
  return sharp(Buffer.from(svg))
    .composite(overlays)
    .flatten({ background: input.backgroundColor })
    .png({ compressionLevel: 8 })
    .toBuffer();
}
