import { availableParallelism } from 'node:os';
import sharp, { type Metadata } from 'sharp';
import { IMAGE_MESSAGES } from '../../shared/images';
import { AppError } from './app-error';
import { Slots } from './slots';
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

/**
 * Images decoded at once: one per core (see decodeImagesAtOnce). More would not finish sooner, and
 * each holds its decoded pixels, so a burst of uploads would otherwise grow the server's memory
 * with the burst.
 */
let decoding = new Slots(Math.max(1, availableParallelism()));

/**
 * Sets how many images this process decodes at once; called at start-up (app.ts), where a
 * cluster's workers share the cores: one per core for the whole server, not per worker.
 */
export function decodeImagesAtOnce(count: number): void {
  decoding = new Slots(Math.max(1, Math.floor(count)));
}

/** Uploads waiting for their turn to be decoded. */
export function imagesWaitingToDecode(): number {
  return decoding.waiting;
}

// libvips keeps the results of recent operations (up to 50 MB) for a caller that repeats them;
// every upload here is new, so the cache would only hold memory.
sharp.cache(false);

const invalid = () => new AppError(ERROR_CODES.INVALID_IMAGE, IMAGE_MESSAGES.invalidType, 415);

/**
 * Decodes an upload as JPEG or PNG whatever it claims to be, applies its orientation, bounds its
 * size, and re-encodes it, which drops every metadata block (EXIF, GPS, ICC comments) and any
 * bytes that were not image data.
 */
export async function reencodeImage(bytes: Buffer, maxDimension: number): Promise<ProcessedImage> {
  if (bytes.length === 0) throw invalid();
  return decoding.run(() => reencode(bytes, maxDimension));
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
