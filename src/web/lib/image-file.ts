import { useEffect, useState } from 'react';
import { IMAGE_MESSAGES, isAcceptedImageType } from '../../shared/images';
import { megabytesToBytes } from '../../shared/public-config';

/** The input's `accept` list for image pickers (docs/product.md#validation-images). */
export const IMAGE_INPUT_ACCEPT = 'image/jpeg,image/jpg,image/png';

/**
 * Image upload (docs/product.md#validation-images): the first problem with a chosen file, or null when it may be uploaded.
 * `maxFileSizeMb` is MAX_FILE_SIZE from the public configuration (undefined when it is missing).
 */
export function validateImageFile(
  file: File | null | undefined,
  maxFileSizeMb: number | undefined,
): string | null {
  if (!file) return IMAGE_MESSAGES.noFile;
  if (!isAcceptedImageType(file.type)) return IMAGE_MESSAGES.invalidType;
  if (maxFileSizeMb === undefined || !(maxFileSizeMb > 0)) return IMAGE_MESSAGES.limitNotConfigured;
  if (file.size > megabytesToBytes(maxFileSizeMb)) return IMAGE_MESSAGES.tooLarge(maxFileSizeMb);
  return null;
}

export type PendingImage =
  { kind: 'upload'; file: File; previewUrl: string } | { kind: 'remove' } | null;

/**
 * An image change held until its form is saved. `savedUrl` is what is stored now; `shownUrl` is
 * what the page shows with the change applied. A new picture's preview address is released once
 * it is replaced or the page is left.
 */
export function usePendingImage(savedUrl: string | null) {
  const [pending, setPending] = useState<PendingImage>(null);
  useEffect(
    () => () => {
      if (pending?.kind === 'upload') URL.revokeObjectURL(pending.previewUrl);
    },
    [pending],
  );
  const shownUrl =
    pending?.kind === 'upload' ? pending.previewUrl : pending?.kind === 'remove' ? null : savedUrl;
  return {
    pending,
    shownUrl,
    // Removing what was never saved is no change at all.
    apply: (image: PendingImage) =>
      setPending(image?.kind === 'remove' && !savedUrl ? null : image),
    clear: () => setPending(null),
  };
}

/**
 * Runs `draw` on the file decoded upright (EXIF orientation applied), and releases the bitmap
 * after. Null when the browser cannot decode the file.
 */
async function withUprightBitmap<T>(
  file: File,
  draw: (bitmap: ImageBitmap) => Promise<T | null>,
): Promise<T | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return null;
  }
  try {
    return await draw(bitmap);
  } finally {
    bitmap.close();
  }
}

/** The canvas as a JPEG file named after `original` (`photo.png` → `photo.jpg`). */
async function canvasToJpeg(canvas: HTMLCanvasElement, original: File, quality: number) {
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', quality),
  );
  if (!blob) return null;
  return new File([blob], original.name.replace(/\.[^.]*$/, '') + '.jpg', { type: 'image/jpeg' });
}

/** The long edge of a photo downscaled in the browser (docs/product.md#validation-images). */
const DOWNSCALE_LONG_EDGE = 2048;

/**
 * A photo larger than the upload limit, made to fit (docs/product.md#validation-images): decoded
 * upright (EXIF orientation applied), drawn at most DOWNSCALE_LONG_EDGE px on its long edge and
 * encoded as JPEG, at lower quality and size until it is under `maxBytes`. Null when the browser
 * cannot decode it or it cannot be made small enough; the server re-encodes it either way.
 */
export async function downscaleImage(file: File, maxBytes: number): Promise<File | null> {
  return withUprightBitmap(file, async (bitmap) => {
    for (const [edge, quality] of [
      [DOWNSCALE_LONG_EDGE, 0.85],
      [DOWNSCALE_LONG_EDGE, 0.7],
      [1600, 0.7],
      [1024, 0.7],
    ] as const) {
      const scale = Math.min(1, edge / Math.max(bitmap.width, bitmap.height));
      const canvas = document.createElement('canvas');
      canvas.width = Math.max(1, Math.round(bitmap.width * scale));
      canvas.height = Math.max(1, Math.round(bitmap.height * scale));
      const context = canvas.getContext('2d');
      if (!context) return null;
      context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      const smaller = await canvasToJpeg(canvas, file, quality);
      if (smaller && smaller.size <= maxBytes) return smaller;
    }
    return null;
  });
}

/** A photo's size once decoded by the browser; null when it cannot decode it. */
export async function sizeOf(file: File): Promise<{ width: number; height: number } | null> {
  return withUprightBitmap(file, (bitmap) =>
    Promise.resolve({ width: bitmap.width, height: bitmap.height }),
  );
}

const CROP_EDGE = 512;

/**
 * The round picture's chosen square, drawn from the photo decoded upright (EXIF orientation
 * applied) into at most CROP_EDGE × CROP_EDGE px and encoded as JPEG on white. `square` is in the
 * pixels of `shownSize`, the upright size the preview measured; it is rescaled should the decoded
 * bitmap differ. Null when the browser cannot decode or encode it.
 */
export async function cropImage(
  file: File,
  square: { x: number; y: number; size: number },
  shownSize: { width: number; height: number },
): Promise<File | null> {
  return withUprightBitmap(file, async (bitmap) => {
    const ratio = bitmap.width / shownSize.width;
    const size = square.size * ratio;
    const edge = Math.max(1, Math.min(CROP_EDGE, Math.round(size)));
    const canvas = document.createElement('canvas');
    canvas.width = edge;
    canvas.height = edge;
    const context = canvas.getContext('2d');
    if (!context) return null;
    // A transparent PNG would turn black as JPEG.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, edge, edge);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, square.x * ratio, square.y * ratio, size, size, 0, 0, edge, edge);
    return canvasToJpeg(canvas, file, 0.9);
  });
}
