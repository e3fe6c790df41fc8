/**
 * Every text the auth screens show for a failure code (spec §8 Sign-in, Unverified email,
 * Resend, Reset). Codes are better-auth's, rewritten by the server to `{error, message}`.
 */
import { MIN_PASSWORD_LENGTH } from '../../../shared/user';
import { NETWORK_ERROR, SERVER_DOWN_MESSAGE } from '../../lib/http';

export { SERVER_DOWN_MESSAGE };

const SIGN_IN_MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD:
    'Authentication failed: Email or password is incorrect. Please try again.',
  INVALID_EMAIL: 'Authentication failed: Invalid email address format.',
  RATE_LIMITED: 'Authentication failed: Too many failed attempts. Please try again later.',
  USER_NOT_FOUND:
    'Authentication failed: No account found with this email address. Please sign up first.',
  INVALID_PASSWORD: 'Authentication failed: Incorrect password. Please try again.',
  BANNED_USER: 'Authentication failed: This account has been disabled. Please contact support.',
  USER_DISABLED: 'Authentication failed: This account has been disabled. Please contact support.',
  [NETWORK_ERROR]: SERVER_DOWN_MESSAGE,
};

export const EMAIL_NOT_VERIFIED = 'EMAIL_NOT_VERIFIED';

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
} as const;

/** Spec §8 Sign-in: the known codes, else 'Authentication failed' plus the code. */
export function signInErrorMessage(code: string): string {
  return SIGN_IN_MESSAGES[code] ?? `Authentication failed: ${code}`;
}

const ACCOUNT_EXISTS_CODES = new Set([
  'USER_ALREADY_EXISTS',
  'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
]);

export function signUpErrorMessage(code: string): string {
  if (ACCOUNT_EXISTS_CODES.has(code)) return AUTH_MESSAGES.accountExists;
  if (code === 'PASSWORD_TOO_SHORT') {
    return `Sign-up failed: Password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
  }
  if (code === 'INVALID_EMAIL' || code === 'RATE_LIMITED') {
    return signInErrorMessage(code).replace('Authentication failed', 'Sign-up failed');
  }
  if (code === NETWORK_ERROR) return SERVER_DOWN_MESSAGE;
  return AUTH_MESSAGES.signUpFailure;
}

/** Codes the verify-email link brings back to /login when it fails. */
export const VERIFICATION_LINK_ERRORS = new Set(['INVALID_TOKEN', 'TOKEN_EXPIRED']);

/** A provider failure code from /login?error=CODE, made readable. */
export function socialErrorMessage(code: string): string {
  if (code === 'account_not_linked') return AUTH_MESSAGES.accountNotLinked;
  const readable = code.replace(/[_-]+/g, ' ').trim().toLowerCase();
  if (!readable) return AUTH_MESSAGES.socialFailure;
  return `${AUTH_MESSAGES.socialFailure}: ${readable}.`;
}
