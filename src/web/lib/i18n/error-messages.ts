import { ERROR_CODES, type ErrorCode } from '../../../shared/error-codes';
import type { MessageId } from '../../../shared/i18n/catalogue';
import { DEFAULT_LANGUAGE } from '../../../shared/i18n/languages';
import { activeLanguage, translate } from './intl';

/** The codes whose meaning one sentence says, whatever the server's words for the case. */
const CODE_MESSAGES: Partial<Record<ErrorCode, MessageId>> = {
  [ERROR_CODES.UNAUTHORIZED]: 'error.UNAUTHORIZED',
  [ERROR_CODES.FORBIDDEN]: 'error.FORBIDDEN',
  [ERROR_CODES.NOT_FOUND]: 'error.NOT_FOUND',
  [ERROR_CODES.RATE_LIMITED]: 'error.RATE_LIMITED',
  [ERROR_CODES.CROSS_SITE_REQUEST]: 'error.CROSS_SITE_REQUEST',
  [ERROR_CODES.PAYLOAD_TOO_LARGE]: 'error.PAYLOAD_TOO_LARGE',
  [ERROR_CODES.EMAIL_NOT_VERIFIED]: 'error.EMAIL_NOT_VERIFIED',
  [ERROR_CODES.FIRST_TIME_USER]: 'error.FIRST_TIME_USER',
  [ERROR_CODES.PROFILE_EXISTS]: 'error.PROFILE_EXISTS',
  [ERROR_CODES.SELF_REVOKE]: 'error.SELF_REVOKE',
};

/**
 * What a failed call says: in English the server's own sentence (the product's words, which may
 * name the case); in another language the code's message from the catalogue when it has one, else
 * the server's sentence.
 */
export function apiErrorText(code: string, serverMessage: string): string {
  if (activeLanguage() === DEFAULT_LANGUAGE) return serverMessage;
  const id = Object.hasOwn(CODE_MESSAGES, code) ? CODE_MESSAGES[code as ErrorCode] : undefined;
  return id ? translate(id) : serverMessage;
}
