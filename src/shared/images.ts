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

export const IMAGE_MESSAGES = {
  invalidType: 'Invalid file type. Please use JPEG, JPG, or PNG format.',
  limitNotConfigured: 'Upload limit not configured. Please try again later.',
  tooLarge: (megabytes: number) => `File too large. Maximum size is ${megabytes}MB.`,
  noFile: 'No profile image file selected.',
  readError: 'Error reading profile image file.',
} as const;

export const isAcceptedImageType = (type: string): boolean =>
  (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(type.toLowerCase());
