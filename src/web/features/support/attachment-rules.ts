import { megabytesToBytes } from '../../../shared/public-config';
import { isMimeTypeAllowed, parseMimeList } from '../../../shared/support';
import { translate } from '../../lib/i18n/intl';
import type { PublicConfig } from '../../lib/public-config';

export interface AttachmentLimits {
  maxFiles: number;
  maxBytes: number;
  allowedTypes: string[];
}

/**
 * The limits from the public configuration, or the product's message for what is missing (in the
 * active language, as every message here).
 */
export function attachmentLimitsOf(
  config: PublicConfig | undefined,
): { limits: AttachmentLimits } | { error: string } {
  if (!config) return { error: translate('support.message.configMissing') };
  const size = config.SUPPORT_MAX_ATTACHMENT_SIZE;
  if (!Number.isFinite(size) || size <= 0)
    return { error: translate('support.message.maxSizeMissing') };
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
      errors.push(translate('support.message.maxAttachments', { max: limits.maxFiles }));
      break;
    }
    if (!isMimeTypeAllowed(file.type, limits.allowedTypes)) {
      errors.push(translate('support.message.typeNotAllowed', { file: file.name }));
    } else if (file.size > limits.maxBytes) {
      errors.push(translate('support.message.tooLarge', { file: file.name }));
    } else {
      accepted.push(file);
    }
  }
  return { accepted, errors };
}

/** The `accept` attribute of the file picker: the allowed list as the browser understands it. */
export const acceptAttribute = (allowedTypes: readonly string[]) =>
  allowedTypes.includes('*/*') ? undefined : allowedTypes.join(',');
