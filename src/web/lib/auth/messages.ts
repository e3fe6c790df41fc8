/**
 * Every text the auth screens show for a failure code (docs/product.md#messages-sign-in,
 * #messages-unverified, #messages-resend, #messages-reset). Codes are better-auth's, rewritten by the server to `{error, message}`.
 */
import { ERROR_CODES, PROVIDER_SIGN_IN_ERRORS, type ErrorCode } from '../../../shared/error-codes';
import { MIN_PASSWORD_LENGTH } from '../../../shared/user';
import { SERVER_DOWN_MESSAGE } from '../http';

export { SERVER_DOWN_MESSAGE };

const SIGN_IN_MESSAGES: Partial<Record<ErrorCode, string>> = {
  [ERROR_CODES.INVALID_EMAIL_OR_PASSWORD]:
    'Authentication failed: Email or password is incorrect. Please try again.',
  [ERROR_CODES.INVALID_EMAIL]: 'Authentication failed: Invalid email address format.',
  [ERROR_CODES.RATE_LIMITED]:
    'Authentication failed: Too many failed attempts. Please try again later.',
  [ERROR_CODES.USER_NOT_FOUND]:
    'Authentication failed: No account found with this email address. Please sign up first.',
  [ERROR_CODES.INVALID_PASSWORD]: 'Authentication failed: Incorrect password. Please try again.',
  [ERROR_CODES.BANNED_USER]:
    'Authentication failed: This account has been disabled. Please contact support.',
  [ERROR_CODES.USER_DISABLED]:
    'Authentication failed: This account has been disabled. Please contact support.',
  [ERROR_CODES.NETWORK_ERROR]: SERVER_DOWN_MESSAGE,
};

const isListed = (code: string): code is ErrorCode => Object.hasOwn(ERROR_CODES, code);

export const AUTH_MESSAGES = {
  emailNotVerifiedToast:
    'Please verify your email address before signing in. Check your inbox for the verification link.',
  emailNotVerifiedBanner: 'Email not verified. Please check your inbox for the verification link.',
  resendSuccess: 'Verification email sent. Please check your inbox.',
  resendFailure: 'Failed to resend verification email. Please try again.',
  resetSent: 'Password reset email sent. Please check your inbox.',
  resetSendFailure: 'Failed to send password reset email.',
  socialFailure: 'Sign-in failed',
  missingCredentials: 'Please enter both email and password',
  accountExists:
    'An account with this email address already exists. Please sign in instead, or use "Forgot password?" if you cannot remember your password.',
  signUpFailure: 'Sign-up failed. Please try again.',
  verificationLinkInvalid:
    'This verification link is invalid or has expired. Sign in with your email and password to get a new one.',
  resetLinkInvalid:
    'This password reset link is invalid or has expired. Request a new link to reset your password.',
  passwordReset: 'Your password has been reset. You can now sign in with your new password.',
  passwordChanged: 'Your password has been updated.',
  emailVerified: 'Your email address is verified. Please sign in.',
  accountNotLinked:
    'Sign-in failed: this email address already has an account. Sign in the way you first signed up.',
  providerEmailNotVerified:
    'Sign-in failed: the provider has not verified this email address. Verify it with the provider first, or sign up with your email and password.',
  ssoRequired:
    'Sign-in failed: your organisation requires single sign-on for this address. Sign in with your work email to go to its sign-in.',
} as const;

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
    (isListed(code) ? SIGN_IN_MESSAGES[code] : undefined) ??
    `Authentication failed: ${code}`
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
    return `Sign-up failed: Password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
  }
  if (code === ERROR_CODES.INVALID_EMAIL || code === ERROR_CODES.RATE_LIMITED) {
    return signInErrorMessage(code).replace('Authentication failed', 'Sign-up failed');
  }
  if (code === ERROR_CODES.NETWORK_ERROR) return SERVER_DOWN_MESSAGE;
  return AUTH_MESSAGES.signUpFailure;
}

/**
 * The codes of a verification or reset link that is invalid or used up: the verify-email link
 * brings them back to /login, and a reset with such a token answers them.
 */
const LINK_TOKEN_CODES: readonly string[] = [ERROR_CODES.INVALID_TOKEN, ERROR_CODES.TOKEN_EXPIRED];

export const isLinkTokenError = (code: string): boolean => LINK_TOKEN_CODES.includes(code);

/** A provider failure code from /login?error=CODE, made readable. */
export function socialErrorMessage(code: string): string {
  if (code === PROVIDER_SIGN_IN_ERRORS.ACCOUNT_NOT_LINKED) return AUTH_MESSAGES.accountNotLinked;
  if (code === PROVIDER_SIGN_IN_ERRORS.PROVIDER_EMAIL_NOT_VERIFIED)
    return AUTH_MESSAGES.providerEmailNotVerified;
  // The provider's refusal names the organisation only in the address, which anyone can write.
  if (code === PROVIDER_SIGN_IN_ERRORS.SSO_REQUIRED) return AUTH_MESSAGES.ssoRequired;
  const readable = code.replace(/[_-]+/g, ' ').trim().toLowerCase();
  if (!readable) return AUTH_MESSAGES.socialFailure;
  return `${AUTH_MESSAGES.socialFailure}: ${readable}.`;
}
