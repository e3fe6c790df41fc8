/**
 * Image uploads: the accepted types and each failure's message (docs/product.md#validation-images).
 */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png'] as const;

/**
 * The most pixels an uploaded image may have (a 24-megapixel photo, 6000 × 4000): the server
 * refuses more before decoding (docs/product.md#validation-images), and the browser shrinks a
 * larger photo before it is sent.
 */
export const IMAGE_MAX_PIXELS = 24_000_000;

/** Neither side of an uploaded image is shorter than this (docs/product.md#validation-images). */
export const IMAGE_MIN_SIDE = 16;
/** Nor is one side more than this many times the other. */
export const IMAGE_MAX_ASPECT_RATIO = 20;

/**
 * Why an image of this size is not accepted for its shape, or undefined when it is: what the
 * server answers with 415, and what the picker says before anything is sent.
 */
export function imageShapeProblem(width: number, height: number): string | undefined {
  const shorter = Math.min(width, height);
  const longer = Math.max(width, height);
  if (shorter >= IMAGE_MIN_SIDE && longer <= shorter * IMAGE_MAX_ASPECT_RATIO) return undefined;
  return (
    `The image is ${width} × ${height} pixels: each side must be at least ` +
    `${IMAGE_MIN_SIDE} pixels and at most ${IMAGE_MAX_ASPECT_RATIO} times the other.`
  );
}

export const IMAGE_MESSAGES = {
  invalidType: 'Invalid file type. Please use JPEG, JPG, or PNG format.',
  limitNotConfigured: 'Upload limit not configured. Please try again later.',
  tooLarge: (megabytes: number) => `File too large. Maximum size is ${megabytes}MB.`,
  noFile: 'No profile image file selected.',
  readError: 'Error reading profile image file.',
} as const;

export const isAcceptedImageType = (type: string): boolean =>
  (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(type.toLowerCase());
