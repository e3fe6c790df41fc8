import { randomBytes } from 'node:crypto';
import path from 'node:path';
import sharp, { type FormatEnum } from 'sharp';
import { isMimeTypeAllowed, SUPPORT_MESSAGES } from '../../../shared/support';
import type { SupportAttachment } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { cleanFileName } from '../../lib/file-names';
import {
  decodeCostRefusal,
  IMAGE_LIMITS,
  readImageHeader,
  shapeRefusal,
} from '../../lib/image-limits';
import type { ImageReencoder } from '../../lib/images';
import type { UploadedFile } from '../../lib/multipart';
import { PRIVATE_PREFIX } from '../../plugins/storage';
import { ERROR_CODES } from '../../../shared/error-codes';

/** Screenshots stay readable at this size; bigger ones are scaled down when re-encoded. */
const MAX_DIMENSION = 4096;

/** The raster formats an image attachment may be; each is re-encoded in its own format. */
const IMAGE_FORMATS: Partial<Record<keyof FormatEnum, { type: string; extension: string }>> = {
  jpeg: { type: 'image/jpeg', extension: 'jpg' },
  png: { type: 'image/png', extension: 'png' },
  webp: { type: 'image/webp', extension: 'webp' },
  gif: { type: 'image/gif', extension: 'gif' },
};

/** Non-image types recognised by their first bytes; anything else is text or octet-stream. */
const SIGNATURES: { type: string; extension: string; magic: Buffer }[] = [
  { type: 'application/pdf', extension: 'pdf', magic: Buffer.from('%PDF-') },
  { type: 'application/zip', extension: 'zip', magic: Buffer.from([0x50, 0x4b, 0x03, 0x04]) },
];

export interface StoredFile {
  attachment: SupportAttachment;
  bytes: Buffer;
}

const notAllowed = (name: string) =>
  new AppError(ERROR_CODES.FILE_TYPE_NOT_ALLOWED, SUPPORT_MESSAGES.typeNotAllowed(name), {
    file: name,
  });

/** The name with the extension of what the bytes really are (a JPEG named .png becomes .jpg). */
function withExtension(name: string, extension: string): string {
  const current = path.extname(name).slice(1).toLowerCase();
  if (current === extension || (extension === 'jpg' && current === 'jpeg')) return name;
  return `${name.slice(0, name.length - path.extname(name).length) || 'attachment'}.${extension}`;
}

async function imageFormatOf(bytes: Buffer) {
  const header = await readImageHeader(bytes);
  return header && { header, format: IMAGE_FORMATS[header.format as keyof FormatEnum] };
}

function looksLikeText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** What the bytes of a non-image file are, whatever the upload claimed. */
function sniffOtherType(bytes: Buffer, declared: string) {
  const known = SIGNATURES.find(({ magic }) => bytes.subarray(0, magic.length).equals(magic));
  if (known) return known;
  if (looksLikeText(bytes)) {
    const textType = /^text\/[\w.+-]+$/.test(declared) ? declared : 'text/plain';
    return { type: textType, extension: 'txt' };
  }
  return { type: 'application/octet-stream', extension: 'bin' };
}

async function reencode(bytes: Buffer, format: keyof FormatEnum): Promise<Buffer> {
  const pipeline = sharp(bytes, {
    limitInputPixels: IMAGE_LIMITS.maxPixels,
    failOn: 'error',
    animated: format === 'gif' || format === 'webp',
  })
    .rotate()
    .resize({
      width: MAX_DIMENSION,
      height: MAX_DIMENSION,
      fit: 'inside',
      withoutEnlargement: true,
    });
  // Re-encoding writes pixels only: EXIF, GPS, comments and trailing bytes are gone.
  switch (format) {
    case 'jpeg':
      return pipeline.jpeg({ quality: 88, mozjpeg: true }).toBuffer();
    case 'png':
      return pipeline.png({ compressionLevel: 9 }).toBuffer();
    case 'webp':
      return pipeline.webp({ quality: 88 }).toBuffer();
    default:
      return pipeline.gif().toBuffer();
  }
}

/**
 * Checks one upload against the allowed types by what its bytes are (the declared type is not
 * trusted) and returns what to store: images decoded and re-encoded in their own format (in their
 * turn with the process's other image work, `images`), any other allowed type as sent. Throws 415
 * naming the file when its type is not allowed or an image does not decode, and, from an image's
 * header before it is decoded, 415 for a shape no upload passes and 413 for too many pixels or
 * decoded bytes (`lib/image-limits.ts`).
 */
export async function prepareAttachment(
  images: ImageReencoder,
  file: UploadedFile,
  requestId: string,
  allowedTypes: readonly string[],
): Promise<StoredFile> {
  const name = cleanFileName(file.filename);
  const declared = file.mimetype.trim().toLowerCase();
  const key = (extension: string) =>
    `${PRIVATE_PREFIX}support/${requestId}/${randomBytes(9).toString('base64url')}.${extension}`;
  if (file.buffer.length === 0) throw notAllowed(name);

  const image = await imageFormatOf(file.buffer);
  if (image) {
    const { header, format } = image;
    if (!format || !isMimeTypeAllowed(format.type, allowedTypes)) throw notAllowed(name);
    const shape = shapeRefusal(header);
    if (shape) {
      throw new AppError(ERROR_CODES.IMAGE_SHAPE_NOT_ACCEPTED, `${name}: ${shape}`);
    }
    // Too many pixels or bytes to decode safely (a decompression bomb, or simply a huge image).
    const cost = decodeCostRefusal(header);
    if (cost) {
      throw new AppError(ERROR_CODES.FILE_TOO_LARGE, `${SUPPORT_MESSAGES.tooLarge(name)}. ${cost}`);
    }
    let bytes: Buffer;
    try {
      bytes = await images.draw('attachment', () =>
        reencode(file.buffer, header.format as keyof FormatEnum),
      );
    } catch {
      throw notAllowed(name);
    }
    return {
      bytes,
      attachment: {
        name: withExtension(name, format.extension),
        contentType: format.type,
        size: bytes.length,
        storageKey: key(format.extension),
      },
    };
  }

  // Bytes that claim to be an image but do not decode are refused, never stored.
  if (declared.startsWith('image/')) throw notAllowed(name);
  const other = sniffOtherType(file.buffer, declared);
  if (!isMimeTypeAllowed(other.type, allowedTypes)) throw notAllowed(name);
  return {
    bytes: file.buffer,
    attachment: {
      name,
      contentType: other.type,
      size: file.buffer.length,
      storageKey: key(other.extension),
    },
  };
}
