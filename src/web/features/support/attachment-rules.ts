import { megabytesToBytes } from '../../../shared/public-config';
import { isMimeTypeAllowed, parseMimeList, SUPPORT_MESSAGES } from '../../../shared/support';
import type { PublicConfig } from '../../lib/public-config';

export interface AttachmentLimits {
  maxFiles: number;
  maxBytes: number;
  allowedTypes: string[];
}

/** The limits from the public configuration, or the product's message for what is missing. */
export function attachmentLimitsOf(
  config: PublicConfig | undefined,
): { limits: AttachmentLimits } | { error: string } {
  if (!config) return { error: SUPPORT_MESSAGES.configMissing };
  const size = config.SUPPORT_MAX_ATTACHMENT_SIZE;
  if (!Number.isFinite(size) || size <= 0) return { error: SUPPORT_MESSAGES.maxSizeMissing };
  return {
    limits: {
      maxFiles: config.SUPPORT_MAX_ATTACHMENTS,
      maxBytes: megabytesToBytes(size),
      allowedTypes: parseMimeList(config.SUPPORT_ALLOWED_MIME_TYPES),
    },
  };
}

/**
 * Adds files to those already chosen, in order, within the limits (docs/product.md#validation-support). Returns
 * the files kept and a message for each refused one; once the maximum is reached the rest are
 * refused with a single message.
 */
export function addAttachments(
  current: readonly File[],
  incoming: readonly File[],
  limits: AttachmentLimits,
): { accepted: File[]; errors: string[] } {
  const accepted: File[] = [];
  const errors: string[] = [];
  for (const file of incoming) {
    if (current.length + accepted.length >= limits.maxFiles) {
      errors.push(SUPPORT_MESSAGES.maxAttachments(limits.maxFiles));
      break;
    }
    if (!isMimeTypeAllowed(file.type, limits.allowedTypes)) {
      errors.push(SUPPORT_MESSAGES.typeNotAllowed(file.name));
    } else if (file.size > limits.maxBytes) {
      errors.push(SUPPORT_MESSAGES.tooLarge(file.name));
    } else {
      accepted.push(file);
    }
  }
  return { accepted, errors };
}

/** The `accept` attribute of the file picker: the allowed list as the browser understands it. */
export const acceptAttribute = (allowedTypes: readonly string[]) =>
  allowedTypes.includes('*/*') ? undefined : allowedTypes.join(',');
