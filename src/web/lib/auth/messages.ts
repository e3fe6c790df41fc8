/**
 * Every text the auth screens show for a failure code (docs/product.md#messages-sign-in,
 * #messages-unverified, #messages-resend, #messages-reset). Codes are better-auth's, rewritten by the server to `{error, message}`.
 */
import { ERROR_CODES, PROVIDER_SIGN_IN_ERRORS, type ErrorCode } from '../../../shared/error-codes';
import type { MessageId } from '../../../shared/i18n/catalogue';
import { MIN_PASSWORD_LENGTH } from '../../../shared/user-constants';
import { translate } from '../i18n/intl';

/** The sentence for a server that does not answer, in the active language. */
export const serverDownMessage = () => translate('auth.serverDown');

const SIGN_IN_MESSAGES: Partial<Record<ErrorCode, MessageId>> = {
  [ERROR_CODES.INVALID_EMAIL_OR_PASSWORD]: 'auth.error.invalidEmailOrPassword',
  [ERROR_CODES.INVALID_EMAIL]: 'auth.error.invalidEmail',
  [ERROR_CODES.RATE_LIMITED]: 'auth.error.rateLimited',
  [ERROR_CODES.USER_NOT_FOUND]: 'auth.error.userNotFound',
  [ERROR_CODES.INVALID_PASSWORD]: 'auth.error.invalidPassword',
  [ERROR_CODES.BANNED_USER]: 'auth.error.disabled',
  [ERROR_CODES.USER_DISABLED]: 'auth.error.disabled',
  [ERROR_CODES.NETWORK_ERROR]: 'auth.serverDown',
};

const isListed = (code: string): code is ErrorCode => Object.hasOwn(ERROR_CODES, code);

const AUTH_MESSAGE_IDS = {
  emailNotVerifiedToast: 'auth.emailNotVerifiedToast',
  emailNotVerifiedBanner: 'auth.emailNotVerifiedBanner',
  resendSuccess: 'auth.resendSuccess',
  resendFailure: 'auth.resendFailure',
  resetSent: 'auth.resetSent',
  resetSendFailure: 'auth.resetSendFailure',
  socialFailure: 'auth.socialFailure',
  missingCredentials: 'auth.missingCredentials',
  accountExists: 'auth.accountExists',
  signUpFailure: 'auth.signUpFailure',
  verificationLinkInvalid: 'auth.verificationLinkInvalid',
  resetLinkInvalid: 'auth.resetLinkInvalid',
  passwordReset: 'auth.passwordReset',
  passwordChanged: 'auth.passwordChanged',
  emailVerified: 'auth.emailVerified',
  accountNotLinked: 'auth.accountNotLinked',
  providerEmailNotVerified: 'auth.providerEmailNotVerified',
  ssoRequired: 'auth.ssoRequired',
} as const satisfies Record<string, MessageId>;

/**
 * Every sentence of the auth screens, read in the active language each time one is shown
 * (docs/product.md#messages-sign-in; the English is the catalogue's).
 */
export const AUTH_MESSAGES = Object.defineProperties(
  {},
  Object.fromEntries(
    Object.entries(AUTH_MESSAGE_IDS).map(([name, id]) => [
      name,
      { enumerable: true, get: () => translate(id) },
    ]),
  ),
) as { readonly [K in keyof typeof AUTH_MESSAGE_IDS]: string };

/**
 * The server's own sentence for SSO_REQUIRED names the organisation that requires single sign-on
 * (shared/sso.ts SSO_MESSAGES.required): a password sign-in or sign-up shows it as it is.
 */
const ssoRequiredWords = (code: string, serverMessage: string | undefined): string | undefined =>
  code === ERROR_CODES.SSO_REQUIRED && serverMessage ? serverMessage : undefined;

/** Sign-in (docs/product.md#messages-sign-in): the known codes, else 'Authentication failed' plus the code. */
export function signInErrorMessage(code: string, serverMessage?: string): string {
  return (
    ssoRequiredWords(code, serverMessage) ??
    (isListed(code) && SIGN_IN_MESSAGES[code] ? translate(SIGN_IN_MESSAGES[code]) : undefined) ??
    translate('auth.error.other', { code })
  );
}

const ACCOUNT_EXISTS_CODES: readonly string[] = [
  ERROR_CODES.USER_ALREADY_EXISTS,
  ERROR_CODES.USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL,
];

export function signUpErrorMessage(code: string, serverMessage?: string): string {
  const ssoRequired = ssoRequiredWords(code, serverMessage);
  if (ssoRequired) return ssoRequired;
  if (ACCOUNT_EXISTS_CODES.includes(code)) return AUTH_MESSAGES.accountExists;
  if (code === ERROR_CODES.PASSWORD_TOO_SHORT) {
    return translate('auth.signUpError.passwordTooShort', { min: MIN_PASSWORD_LENGTH });
  }
  if (code === ERROR_CODES.INVALID_EMAIL) return translate('auth.signUpError.invalidEmail');
  if (code === ERROR_CODES.RATE_LIMITED) return translate('auth.signUpError.rateLimited');
  if (code === ERROR_CODES.NETWORK_ERROR) return serverDownMessage();
  return AUTH_MESSAGES.signUpFailure;
}

/**
 * The codes of a verification or reset link that is invalid or used up: the verify-email link
 * brings them back to /login, and a reset with such a token answers them.
 */
const LINK_TOKEN_CODES: readonly string[] = [ERROR_CODES.INVALID_TOKEN, ERROR_CODES.TOKEN_EXPIRED];

export const isLinkTokenError = (code: string): boolean => LINK_TOKEN_CODES.includes(code);

/**
 * The identity library's own failures of a provider's sign-in (OpenID Connect and SAML callbacks),
 * each said as what the person can do about it: start again, ask the organisation's admin, or
 * know they cancelled it.
 */
const PROVIDER_FAILURES: Record<string, MessageId> = {
  invalid_state: 'auth.providerError.restart',
  state_mismatch: 'auth.providerError.restart',
  payload_expired: 'auth.providerError.restart',
  replay_detected: 'auth.providerError.restart',
  unsolicited_response: 'auth.providerError.restart',
  please_restart_the_process: 'auth.providerError.restart',
  invalid_provider: 'auth.providerError.setup',
  discovery_failed: 'auth.providerError.setup',
  invalid_saml_response: 'auth.providerError.setup',
  provider_mismatch: 'auth.providerError.setup',
  access_denied: 'auth.providerError.cancelled',
};

/** A provider failure code from /login?error=CODE, made readable. */
export function socialErrorMessage(code: string): string {
  if (code === PROVIDER_SIGN_IN_ERRORS.ACCOUNT_NOT_LINKED) return AUTH_MESSAGES.accountNotLinked;
  if (code === PROVIDER_SIGN_IN_ERRORS.PROVIDER_EMAIL_NOT_VERIFIED)
    return AUTH_MESSAGES.providerEmailNotVerified;
  // The provider's refusal names the organisation only in the address, which anyone can write.
  if (code === PROVIDER_SIGN_IN_ERRORS.SSO_REQUIRED) return AUTH_MESSAGES.ssoRequired;
  if (code === PROVIDER_SIGN_IN_ERRORS.SSO_DOMAIN_NOT_VERIFIED) {
    return translate('auth.ssoDomainNotVerified');
  }
  const failure = Object.hasOwn(PROVIDER_FAILURES, code) ? PROVIDER_FAILURES[code] : undefined;
  if (failure) return translate(failure);
  const readable = code.replace(/[_-]+/g, ' ').trim().toLowerCase();
  if (!readable) return AUTH_MESSAGES.socialFailure;
  return translate('auth.socialFailureWithReason', { reason: readable });
}
