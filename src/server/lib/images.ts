import sharp, { type ResizeOptions, type Sharp } from 'sharp';
import { ERROR_CODES } from '../../shared/error-codes';
import { IMAGE_MESSAGES } from '../../shared/images';
import { AppError } from './app-error';
import { ConcurrencyLimit } from './concurrency-limit';
import {
  decodeCostRefusal,
  IMAGE_LIMITS,
  readImageHeader,
  shapeDetails,
  shapeRefusal,
  type ImageHeader,
} from './image-limits';

export interface ProcessedImage {
  buffer: Buffer;
  contentType: 'image/jpeg' | 'image/png';
  extension: 'jpg' | 'png';
  width: number;
  height: number;
}

// libvips keeps the results of recent operations for a caller that repeats them; every upload
// here is new, so the cache would only hold memory.
sharp.cache(false);

const invalid = () => new AppError(ERROR_CODES.INVALID_IMAGE, IMAGE_MESSAGES.invalidType);

/**
 * What each decode or drawing is for, as /metrics counts them (`cardvault_drawings_total`):
 * uploads re-encoded, support attachments, QR codes, home-screen icons, vCard photos,
 * video-call backgrounds, printable PDFs, wallet passes.
 */
export const DRAWING_KINDS = [
  'upload',
  'attachment',
  'qr',
  'icon',
  'vcard-photo',
  'background',
  'print',
  'wallet',
] as const;
export type DrawingKind = (typeof DRAWING_KINDS)[number];

/**
 * Throws the refusal an upload's header earns (docs/product.md#validation-images): 415 for a shape
 * no card shows (a side under `minSide`, one side more than `maxAspectRatio` times the other), 413
 * for more pixels or decoded bytes than `IMAGE_LIMITS` allows. Nothing has been decoded yet.
 */
export function assertUploadable(header: ImageHeader): void {
  const shape = shapeRefusal(header);
  if (shape) {
    throw new AppError(ERROR_CODES.IMAGE_SHAPE_NOT_ACCEPTED, shape, shapeDetails(header));
  }
  const cost = decodeCostRefusal(header);
  if (cost) throw new AppError(ERROR_CODES.IMAGE_TOO_LARGE, cost);
}

/**
 * Image work, a bounded number at once for the whole process: uploads re-encoded and every
 * drawing (QR codes, icons, vCard photos, backgrounds, PDFs, wallet passes). Each decode holds its
 * pixels, so a burst would otherwise grow the server's memory with the burst, and more at once
 * than there are cores would not finish sooner. One per app (`app.images`); app.ts gives it the
 * process's share of the machine's cores.
 */
export class ImageReencoder {
  readonly #slots: ConcurrencyLimit;
  /** Decodes and drawings started since start-up, by kind (read by /metrics). */
  readonly drawn = Object.fromEntries(DRAWING_KINDS.map((kind) => [kind, 0])) as Record<
    DrawingKind,
    number
  >;

  /** `atOnce`: how many images this process decodes or draws at the same time (at least one). */
  constructor(atOnce: number) {
    this.#slots = new ConcurrencyLimit(Math.max(1, Math.floor(atOnce)));
  }

  /** Work waiting for its turn. */
  get waiting(): number {
    return this.#slots.waiting;
  }

  /**
   * Decodes an upload as JPEG or PNG whatever it claims to be, applies its orientation, bounds
   * its size, and re-encodes it, which drops every metadata block (EXIF, GPS, ICC comments) and
   * any bytes that were not image data. Its header is judged first (`assertUploadable`), so an
   * image refused costs no decoding and no turn.
   */
  async reencode(bytes: Buffer, maxDimension: number): Promise<ProcessedImage> {
    const header = await readImageHeader(bytes);
    if (!header || (header.format !== 'jpeg' && header.format !== 'png')) throw invalid();
    assertUploadable(header);
    return this.draw('upload', () => reencode(bytes, header, maxDimension));
  }

  /**
   * Runs `task` (anything that decodes or rasterises an image) in its turn, counted under `kind`.
   * A task never asks for another turn inside its own: with one slot, it would wait for itself.
   */
  draw<T>(kind: DrawingKind, task: () => Promise<T>): Promise<T> {
    return this.#slots.run(() => {
      this.drawn[kind] += 1;
      return task();
    });
  }
}

async function reencode(
  bytes: Buffer,
  header: ImageHeader,
  maxDimension: number,
): Promise<ProcessedImage> {
  const keepAlpha = header.format === 'png' && header.hasAlpha;
  try {
    const pipeline = sharp(bytes, {
      limitInputPixels: IMAGE_LIMITS.maxPixels,
      failOn: 'error',
      sequentialRead: true,
    })
      .rotate()
      .resize({
        width: maxDimension,
        height: maxDimension,
        fit: 'inside',
        withoutEnlargement: true,
      });
    const { data, info } = await (
      keepAlpha
        ? pipeline.png({ compressionLevel: 9 })
        : pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 85, mozjpeg: true })
    ).toBuffer({ resolveWithObject: true });
    return keepAlpha
      ? {
          buffer: data,
          contentType: 'image/png',
          extension: 'png',
          width: info.width,
          height: info.height,
        }
      : {
          buffer: data,
          contentType: 'image/jpeg',
          extension: 'jpg',
          width: info.width,
          height: info.height,
        };
  } catch {
    throw invalid();
  }
}

/** How far from the target's shape a region cut for `position: 'attention'` may be. */
const ATTENTION_SLACK = 2;

/**
 * The centred part of an upright `width` × `height` image that a cover fit into a box of
 * `aspect` (width / height) draws from, widened by `slack` for a position strategy to choose
 * within; undefined when that is the whole image. Cutting it first keeps the resize's
 * intermediate at most `slack` times the box: a 1 × 512 photo covering 512 × 512 would otherwise
 * be stretched to 512 × 262,144 first.
 */
export function coverRegion(
  { width, height }: { width: number; height: number },
  aspect: number,
  slack = 1,
): { left: number; top: number; width: number; height: number } | undefined {
  if (width / height > aspect * slack) {
    const cut = Math.max(1, Math.min(width, Math.round(height * aspect * slack)));
    return { left: Math.floor((width - cut) / 2), top: 0, width: cut, height };
  }
  if (width / height < aspect / slack) {
    const cut = Math.max(1, Math.min(height, Math.round((width * slack) / aspect)));
    return { left: 0, top: Math.floor((height - cut) / 2), width, height: cut };
  }
  return undefined;
}

/**
 * A stored image (a card's photo or logo) read for a drawing and resized to `resize` (width and
 * height given), upright; undefined when it is not drawn: unreadable, past the decode limits, or
 * in a shape no upload passes now (a photo stored before that rule), which every drawing treats
 * as no image. Stored images are re-encoded uploads, but old data or a file put in storage by
 * hand may be anything, so its header decides before a pixel is decoded. A cover fit is cut to
 * its region first (`coverRegion`), so no intermediate is larger than twice the box. Decoding
 * errors surface when the pipeline runs; run it inside `app.images.draw`.
 */
export async function fitStoredImage(
  bytes: Buffer,
  resize: ResizeOptions & { width: number; height: number },
): Promise<Sharp | undefined> {
  const header = await readImageHeader(bytes);
  if (!header || shapeRefusal(header) || decodeCostRefusal(header)) return undefined;
  let image = sharp(bytes, {
    autoOrient: true,
    limitInputPixels: IMAGE_LIMITS.maxPixels,
    failOn: 'error',
  });
  if (resize.fit === 'cover') {
    const slack = resize.position === 'attention' ? ATTENTION_SLACK : 1;
    const region = coverRegion(header.upright, resize.width / resize.height, slack);
    if (region) image = image.extract(region);
  }
  return image.resize(resize);
}

/**
 * A fitted square image (`fitStoredImage`, `side` pixels) cut to a rounded square with corners of
 * `radius` (half the side makes a circle), transparent outside, as a small PNG: the QR code's
 * centre photo or logo and the printed card's round photo. Undefined when it cannot be drawn.
 */
export async function roundedSquarePng(
  image: Sharp,
  side: number,
  radius: number,
): Promise<Buffer | undefined> {
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}"><rect width="${side}" height="${side}" rx="${radius}" ry="${radius}"/></svg>`,
  );
  try {
    return await image
      .ensureAlpha()
      .composite([{ input: mask, blend: 'dest-in' }])
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch {
    return undefined;
  }
}
