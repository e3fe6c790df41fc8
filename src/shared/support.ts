import { z } from 'zod';
import type { MessageId } from './i18n/catalogue';

/** The support page's subject choice, in this order (docs/product.md#screens-support). */
export const SUPPORT_SUBJECTS = [
  'Support',
  'Suggestion',
  'Bug Report',
  'Complaint',
  'Billing',
  'Other',
] as const;
export type SupportSubject = (typeof SUPPORT_SUBJECTS)[number];

/** Each subject's words in the catalogue; the value sent and stored stays the English name. */
export const SUPPORT_SUBJECT_MESSAGES = {
  Support: 'support.subjects.support',
  Suggestion: 'support.subjects.suggestion',
  'Bug Report': 'support.subjects.bugReport',
  Complaint: 'support.subjects.complaint',
  Billing: 'support.subjects.billing',
  Other: 'support.subjects.other',
} as const satisfies Record<SupportSubject, MessageId>;

export const SUPPORT_BODY_MAX_LENGTH = 5000;
/**
 * How long a visitor's confirmation link stays valid
 * (docs/product.md#server-rules-support-confirmation).
 */
export const SUPPORT_CONFIRM_HOURS = 24;

/**
 * The support form's checks and results, word for word (docs/product.md#validation-support,
 * docs/product.md#messages-support).
 */
export const SUPPORT_MESSAGES = {
  invalidFrom: 'Please enter a valid email in From',
  bodyRequired: 'Please enter an email body',
  maxAttachments: (max: number) => `Maximum ${max} attachments reached`,
  typeNotAllowed: (file: string) => `File type not allowed: ${file}`,
  tooLarge: (file: string) => `Attachment too large: ${file}`,
  configMissing: 'Support configuration not available.',
  maxSizeMissing: 'Max attachment size not configured.',
  sendFailed: 'Failed to send',
  submittedSignedIn: 'Support request submitted',
  submittedAnonymous: 'Confirmation email sent, please check your inbox',
  confirmed: "Support request submitted, we'll get back to you soon",
  linkAlreadyUsed: 'Link already used',
  requestFailed: 'Support request failed',
} as const;

/** The `error` values `GET support/confirm` redirects with (`/support?request_sent=false&error=`). */
export const SUPPORT_CONFIRM_ERRORS = [
  'link_already_used',
  'link_expired',
  'invalid_link',
] as const;
export type SupportConfirmError = (typeof SUPPORT_CONFIRM_ERRORS)[number];

/**
 * The text fields of `POST support/request` (multipart). `email` is the From address and is
 * required for visitors only; a signed-in user's request goes out under their account's address.
 */
export const supportRequestFieldsSchema = z
  .object({
    subject: z.enum(SUPPORT_SUBJECTS, `subject must be one of ${SUPPORT_SUBJECTS.join(', ')}`),
    body: z
      .string()
      .trim()
      .min(1, SUPPORT_MESSAGES.bodyRequired)
      .max(
        SUPPORT_BODY_MAX_LENGTH,
        `The message must be at most ${SUPPORT_BODY_MAX_LENGTH} characters`,
      ),
    email: z
      .string()
      .trim()
      .max(254, SUPPORT_MESSAGES.invalidFrom)
      .pipe(z.email(SUPPORT_MESSAGES.invalidFrom))
      .optional(),
  })
  .strict();
export type SupportRequestFields = z.infer<typeof supportRequestFieldsSchema>;

export const supportRequestResponseSchema = z.object({
  message: z.string(),
  status: z.enum(['awaiting_confirmation', 'submitted']),
});
export type SupportRequestResponse = z.infer<typeof supportRequestResponseSchema>;

/** Splits the configured list (`image/*, application/pdf`) into lower-case entries. */
export const parseMimeList = (list: string): string[] =>
  list
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);

/** Whether a MIME type is in the allowed list; `image/*` admits every `image/` type, `*\/*` all. */
export function isMimeTypeAllowed(type: string, allowed: readonly string[]): boolean {
  const value = type.trim().toLowerCase();
  if (!/^[\w.+-]+\/[\w.+-]+$/.test(value)) return false;
  const [major] = value.split('/');
  return allowed.some(
    (entry) =>
      entry === '*/*' || entry === value || (entry.endsWith('/*') && entry === `${major}/*`),
  );
}
