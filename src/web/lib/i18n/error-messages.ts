import { REAUTHENTICATION_MINUTES } from '../../../shared/account-data';
import { API_TOKENS_PER_ORGANISATION } from '../../../shared/api-tokens';
import type { LockableField } from '../../../shared/brand-kit';
import { ERROR_CODES, type ErrorCode } from '../../../shared/error-codes';
import type { ErrorDetails } from '../../../shared/errors';
import type { MessageId } from '../../../shared/i18n/catalogue';
import { DEFAULT_LANGUAGE } from '../../../shared/i18n/languages';
import { LEAD_COPY_LINK_HOURS, LEADS_EXCEL_MAX } from '../../../shared/leads-constants';
import {
  DOMAIN_LOOKUP_TIMEOUT_SECONDS,
  ORG_DOMAIN_LIMIT,
} from '../../../shared/organisation-domains';
import { SCIM_MAX_ACTIVE_TOKENS } from '../../../shared/scim';
import { SOCIAL_LABELS, type SocialNetwork } from '../../../shared/social';
import { activeLanguage, translate } from './intl';

const C = ERROR_CODES;

/**
 * The codes whose meaning one sentence says, whatever the server's words for the case: shown as
 * `error.<CODE>`, with the product's fixed limits where the sentence names one.
 */
export const ONE_SENTENCE_CODES: Partial<Record<ErrorCode, Record<string, number>>> = {
  [C.INVALID_INPUT]: {},
  [C.INVALID_JSON]: {},
  [C.INVALID_CONTENT_LENGTH]: {},
  [C.BAD_REQUEST]: {},
  [C.REQUEST_ERROR]: {},
  [C.UNAUTHORIZED]: {},
  [C.FORBIDDEN]: {},
  [C.NOT_FOUND]: {},
  [C.CROSS_SITE_REQUEST]: {},
  [C.RATE_LIMITED]: {},
  [C.INTERNAL_ERROR]: {},
  [C.DATABASE_UNAVAILABLE]: {},
  [C.STORAGE_UNAVAILABLE]: {},
  [C.NOT_READY]: {},
  [C.PAYLOAD_TOO_LARGE]: {},
  [C.UNSUPPORTED_MEDIA_TYPE]: {},
  [C.MALFORMED_MULTIPART]: {},
  [C.INVALID_IMAGE]: {},
  [C.IMAGE_TOO_LARGE]: {},
  [C.ATTACHMENTS_NOT_ALLOWED]: {},
  [C.EMAIL_NOT_VERIFIED]: {},
  [C.FIRST_TIME_USER]: {},
  [C.PROFILE_EXISTS]: {},
  [C.PROFILE_INCOMPLETE]: {},
  [C.SELF_REVOKE]: {},
  [C.CONFIRMATION_MISMATCH]: {},
  [C.REAUTHENTICATION_REQUIRED]: { minutes: REAUTHENTICATION_MINUTES },
  [C.SELF_DELETE]: {},
  [C.AUTH_ERROR]: {},
  [C.INVALID_EMAIL_OR_PASSWORD]: {},
  [C.INVALID_EMAIL]: {},
  [C.INVALID_PASSWORD]: {},
  [C.USER_NOT_FOUND]: {},
  [C.BANNED_USER]: {},
  [C.USER_DISABLED]: {},
  [C.USER_ALREADY_EXISTS]: {},
  [C.USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL]: {},
  [C.PASSWORD_TOO_SHORT]: {},
  [C.INVALID_TOKEN]: {},
  [C.TOKEN_EXPIRED]: {},
  [C.NO_SUBSCRIPTION]: {},
  [C.MAX_CARDS]: {},
  [C.PREMIUM_REQUIRED]: {},
  [C.HAS_SUBSCRIPTION]: {},
  [C.STATUS_FROM_PROVIDER]: {},
  [C.EDIT_CONFLICT]: {},
  [C.NOT_CONFIGURED]: {},
  [C.NOT_TRIALING]: {},
  [C.ALREADY_CANCELED]: {},
  [C.SUBSCRIPTION_NOT_BILLABLE]: {},
  [C.PAYMENT_FAILED]: {},
  [C.CHECKOUT_EXPIRED]: {},
  [C.CHECKOUT_COMPLETED]: {},
  [C.INVALID_WEBHOOK]: {},
  [C.LINK_ALREADY_USED]: {},
  [C.LINK_EXPIRED]: { hours: LEAD_COPY_LINK_HOURS },
  [C.EXPORT_TOO_LARGE]: { max: LEADS_EXCEL_MAX },
  [C.SLUG_TAKEN]: {},
  [C.ALREADY_MEMBER]: {},
  [C.LAST_OWNER]: {},
  [C.INVITATION_WRONG_ADDRESS]: {},
  [C.INVITATION_EXPIRED]: {},
  [C.INVITATION_CLOSED]: {},
  [C.NOT_A_MEMBER]: {},
  [C.DOMAIN_TAKEN]: {},
  [C.DOMAIN_LIMIT]: { max: ORG_DOMAIN_LIMIT },
  [C.DNS_LOOKUP_FAILED]: { seconds: DOMAIN_LOOKUP_TIMEOUT_SECONDS },
  [C.SSO_REQUIRED]: {},
  [C.SSO_PROVIDER_INVALID]: {},
  [C.API_TOKEN_INVALID]: {},
  [C.API_TOKEN_EXPIRED]: {},
  [C.API_TOKEN_REVOKED]: {},
  [C.API_TOKEN_NOT_ACCEPTED]: {},
  [C.API_TOKEN_LIMIT]: { max: API_TOKENS_PER_ORGANISATION },
  [C.SCIM_TOKEN_LIMIT]: { max: SCIM_MAX_ACTIVE_TOKENS },
  [C.NETWORK_ERROR]: {},
  [C.INVALID_RESPONSE]: {},
  [C.UNKNOWN]: {},
};

/**
 * The codes whose server sentence names specifics (a count, a file, a domain): `error.<CODE>`
 * with the error's `details` when it carries every one of these, else the server's sentence.
 * An empty list: the server's sentence always (what it names, no catalogue message can hold).
 */
export const DETAILED_CODES: Partial<Record<ErrorCode, readonly string[]>> = {
  [C.TOO_MANY_FILES]: ['max'],
  [C.FILE_TYPE_NOT_ALLOWED]: ['file'],
  [C.ADMIN_BY_CONFIG]: ['email'],
  [C.INVALID_CALLBACK_URL]: ['field'],
  [C.BELOW_CARD_COUNT]: ['created', 'asked'],
  [C.SSO_DOMAIN_NOT_VERIFIED]: ['domain'],
  [C.API_TOKEN_SCOPE_MISSING]: ['scope'],
  [C.FILE_TOO_LARGE]: ['megabytes'],
  [C.IMAGE_SHAPE_NOT_ACCEPTED]: ['width', 'height', 'minSide', 'maxRatio'],
  // The field's key, said as the editor labels it (lockedFieldValues), and its organisation.
  [C.FIELD_LOCKED]: ['field', 'organisation'],
  // A field and the reason zod gave (forms translate their own: lib/i18n/form-errors.ts).
  [C.VALIDATION_ERROR]: [],
};

/** The brand kit's fields as the editor labels them; the social networks keep their own names. */
const LOCKABLE_LABELS: Record<Exclude<LockableField, SocialNetwork>, MessageId> = {
  template: 'brandKit.field.template',
  accentColor: 'brandKit.field.accentColor',
  backgroundColor: 'brandKit.field.backgroundColor',
  fontFamily: 'brandKit.field.fontFamily',
  buttonShape: 'brandKit.field.buttonShape',
  qrLogo: 'brandKit.field.qrLogo',
  brandLogo: 'brandKit.field.brandLogo',
  company: 'brandKit.field.company',
  website: 'brandKit.field.website',
  location: 'brandKit.field.location',
  phone: 'brandKit.field.phone',
};

/**
 * FIELD_LOCKED's details with the field's key said as its label in the reader's language, or
 * undefined for a key this client does not know (the server's sentence then).
 */
export function lockedFieldValues(details: ErrorDetails): ErrorDetails | undefined {
  const field = String(details.field);
  if (Object.hasOwn(SOCIAL_LABELS, field)) {
    return { ...details, field: SOCIAL_LABELS[field as SocialNetwork] };
  }
  if (!Object.hasOwn(LOCKABLE_LABELS, field)) return undefined;
  const label = LOCKABLE_LABELS[field as keyof typeof LOCKABLE_LABELS];
  return { ...details, field: translate(label) };
}

/** Every code has its message (a code without one does not compile; error-messages.test.ts). */
const messageOf = (code: ErrorCode): MessageId => `error.${code}` as const;

const has = <T extends object>(record: T, code: string): code is Extract<keyof T, string> =>
  Object.hasOwn(record, code);

/**
 * What a failed call says: in English the server's own sentence (the product's words, which may
 * name the case); in another language the code's message from the catalogue (docs/ARCHITECTURE.md,
 * "Languages"), else the server's sentence. A refusal that says when to try again says it in the
 * reader's language too.
 */
export function apiErrorText(code: string, serverMessage: string, details?: ErrorDetails): string {
  if (activeLanguage() === DEFAULT_LANGUAGE) return serverMessage;
  if (code === C.RATE_LIMITED && typeof details?.minutes === 'number') {
    return translate('error.RATE_LIMITED.inMinutes', { minutes: details.minutes });
  }
  if (has(ONE_SENTENCE_CODES, code)) {
    return translate(messageOf(code), ONE_SENTENCE_CODES[code]);
  }
  if (has(DETAILED_CODES, code)) {
    const names = DETAILED_CODES[code] ?? [];
    if (details && names.length && names.every((name) => Object.hasOwn(details, name))) {
      const values = code === C.FIELD_LOCKED ? lockedFieldValues(details) : details;
      if (values) return translate(messageOf(code), values);
    }
  }
  return serverMessage;
}
