import sharp, { type Metadata } from 'sharp';
import { IMAGE_MESSAGES } from '../../shared/images';
import { AppError } from './app-error';
import { ConcurrencyLimit } from './concurrency-limit';
import { ERROR_CODES } from '../../shared/error-codes';

/** Larger inputs are refused before decoding: a guard against decompression bombs. */
const MAX_INPUT_PIXELS = 40_000_000;

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

const invalid = () => new AppError(ERROR_CODES.INVALID_IMAGE, IMAGE_MESSAGES.invalidType, 415);

/**
 * Re-encodes uploaded images, a bounded number at once: each decode holds its pixels, so a burst
 * of uploads would otherwise grow the server's memory with the burst, and more at once than
 * there are cores would not finish sooner. One per app (`app.images`); app.ts gives it the
 * process's share of the machine's cores.
 */
export class ImageReencoder {
  readonly #decoding: ConcurrencyLimit;

  /** `atOnce`: how many images this process decodes at the same time (at least one). */
  constructor(atOnce: number) {
    this.#decoding = new ConcurrencyLimit(Math.max(1, Math.floor(atOnce)));
  }

  /** Uploads waiting for their turn to be decoded. */
  get waiting(): number {
    return this.#decoding.waiting;
  }

  /**
   * Decodes an upload as JPEG or PNG whatever it claims to be, applies its orientation, bounds
   * its size, and re-encodes it, which drops every metadata block (EXIF, GPS, ICC comments) and
   * any bytes that were not image data.
   */
  async reencode(bytes: Buffer, maxDimension: number): Promise<ProcessedImage> {
    if (bytes.length === 0) throw invalid();
    return this.#decoding.run(() => reencode(bytes, maxDimension));
  }
}

async function reencode(bytes: Buffer, maxDimension: number): Promise<ProcessedImage> {
  const input = () =>
    sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', sequentialRead: true });
  let metadata: Metadata;
  try {
    // Reading the header decodes no pixels, so the dimensions can be checked before decoding.
    metadata = await sharp(bytes).metadata();
  } catch {
    throw invalid();
  }
  if (metadata.format !== 'jpeg' && metadata.format !== 'png') throw invalid();
  if (!metadata.width || !metadata.height || metadata.width * metadata.height > MAX_INPUT_PIXELS) {
    throw new AppError(ERROR_CODES.IMAGE_TOO_LARGE, 'The image has too many pixels', 413);
  }
  const keepAlpha = metadata.format === 'png' && metadata.hasAlpha;
  try {
    const pipeline = input().rotate().resize({
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
