import { IMAGE_MESSAGES, isAcceptedImageType } from '../../shared/images';
import { megabytesToBytes } from '../../shared/public-config';

/** The input's `accept` list for image pickers (spec §5 Image upload). */
export const IMAGE_INPUT_ACCEPT = 'image/jpeg,image/jpg,image/png';

/**
 * Spec §5 Image upload: the first problem with a chosen file, or null when it may be uploaded.
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

/** The hint under an image picker, from the configured limit. */
export const imageHint = (maxFileSizeMb: number | undefined) =>
  maxFileSizeMb ? `JPEG or PNG, up to ${maxFileSizeMb}MB` : 'JPEG or PNG';

export type PendingImage =
  { kind: 'upload'; file: File; previewUrl: string } | { kind: 'remove' } | null;
