/**
 * What an image may cost to decode, judged from its header before a single pixel is decoded
 * (docs/product.md#validation-images). A compressed file says little about its cost: a 300 KB
 * PNG can promise 6320 × 6320 pixels of 16-bit RGBA (320 MB once decoded, all of it held at once
 * when the file is interlaced), and a 60 KB one two columns of 19.9 million rows (seconds of CPU,
 * row by row). So the header is read first (sharp's metadata: PNG's IHDR, JPEG's SOF, decoding
 * nothing), and what it promises is bounded three ways: pixels, decoded bytes (width × height ×
 * channels × bytes per sample, every frame), and shape.
 */
import sharp, { type Metadata } from 'sharp';
import type { ErrorDetails } from '../../shared/errors';
import {
  IMAGE_MAX_ASPECT_RATIO,
  IMAGE_MAX_PIXELS,
  IMAGE_MIN_SIDE,
  imageShapeProblem,
} from '../../shared/images';

export const IMAGE_LIMITS = {
  /** Pixels of one decode, every frame together: a 24-megapixel photo (6000 × 4000). */
  maxPixels: IMAGE_MAX_PIXELS,
  /**
   * What the decoded pixels may take in bytes: that photo with an alpha channel at 8 bits, or
   * half as many pixels at 16 bits.
   */
  maxDecodedBytes: 96_000_000,
  /** The longer side is at most this many times the shorter. */
  maxAspectRatio: IMAGE_MAX_ASPECT_RATIO,
  /** Neither side is shorter than this. */
  minSide: IMAGE_MIN_SIDE,
} as const;

/** What a header says an image is, before decoding. Sides are of one frame, as stored. */
export interface ImageHeader {
  /** sharp's name of the format: `jpeg`, `png`, `gif`, `webp`, … */
  format: string;
  width: number;
  height: number;
  /** The sides once turned upright by its EXIF orientation. */
  upright: { width: number; height: number };
  frames: number;
  channels: number;
  /** Bytes of one decoded sample (1 for 8 bits and less, 2 for 16 bits). */
  bytesPerSample: number;
  hasAlpha: boolean;
}

/** Bytes per sample of each of libvips' band formats (sharp's `depth`). */
const SAMPLE_BYTES: Record<string, number> = {
  uchar: 1,
  char: 1,
  ushort: 2,
  short: 2,
  uint: 4,
  int: 4,
  float: 4,
  complex: 8,
  double: 8,
  dpcomplex: 16,
};

/**
 * The header of `bytes`, read without decoding pixels; undefined when sharp does not read it as
 * an image. No pixel limit applies here, so an image past every limit is still described (and
 * then refused as too large, not as unreadable).
 */
export async function readImageHeader(bytes: Buffer): Promise<ImageHeader | undefined> {
  if (bytes.length === 0) return undefined;
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return undefined;
  }
  const { width, height, channels } = metadata;
  if (!width || !height || !channels) return undefined;
  const frames = Math.max(1, metadata.pages ?? 1);
  const frameHeight = frames > 1 && metadata.pageHeight ? metadata.pageHeight : height;
  const turned = (metadata.orientation ?? 1) >= 5;
  return {
    format: metadata.format,
    width,
    height: frameHeight,
    upright: turned ? { width: frameHeight, height: width } : { width, height: frameHeight },
    frames,
    channels,
    bytesPerSample: SAMPLE_BYTES[metadata.depth ?? 'uchar'] ?? 1,
    hasAlpha: metadata.hasAlpha === true,
  };
}

/** The bytes the decoded pixels of every frame take. */
export const decodedBytesOf = (header: ImageHeader) =>
  header.width * header.height * header.frames * header.channels * header.bytesPerSample;

const megabytes = (bytes: number) => `${Math.ceil(bytes / 1_000_000)} MB`;

/**
 * Why decoding this image would cost too much (413), or undefined when it may be decoded: more
 * pixels than `maxPixels`, or decoded bytes past `maxDecodedBytes`.
 */
export function decodeCostRefusal(header: ImageHeader): string | undefined {
  const pixels = header.width * header.height * header.frames;
  const bytes = decodedBytesOf(header);
  if (pixels <= IMAGE_LIMITS.maxPixels && bytes <= IMAGE_LIMITS.maxDecodedBytes) return undefined;
  const frames = header.frames > 1 ? ` in ${header.frames} frames` : '';
  const bits = header.bytesPerSample * 8;
  return (
    `The image is too large to decode: its ${header.width} × ${header.height} pixels${frames} ` +
    `(${header.channels} channels of ${bits} bits) take ${megabytes(bytes)}; at most ` +
    `${IMAGE_LIMITS.maxPixels / 1_000_000} megapixels and ${megabytes(IMAGE_LIMITS.maxDecodedBytes)} are accepted.`
  );
}

/**
 * Why this image's shape is not accepted (415), or undefined when it is: a side shorter than
 * `minSide`, or one side more than `maxAspectRatio` times the other. Such images show nothing in
 * a card's round photo or a logo's box, and drawing them to cover a square needs an intermediate
 * as long as the ratio.
 */
export function shapeRefusal(header: ImageHeader): string | undefined {
  return imageShapeProblem(header.width, header.height);
}

/**
 * What the shape refusal's sentence names, sent beside it (`error.IMAGE_SHAPE_NOT_ACCEPTED`): the
 * sizes as strings, as the picker says them, without a thousands separator.
 */
export const shapeDetails = (header: ImageHeader): ErrorDetails => ({
  width: String(header.width),
  height: String(header.height),
  minSide: String(IMAGE_LIMITS.minSide),
  maxRatio: IMAGE_LIMITS.maxAspectRatio,
});
