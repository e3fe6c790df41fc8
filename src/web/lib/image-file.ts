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

/** The hint under an image picker, from the configured limit. */
export const imageHint = (maxFileSizeMb: number | undefined) =>
  maxFileSizeMb ? `JPEG or PNG, up to ${maxFileSizeMb}MB` : 'JPEG or PNG';

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
