/** The API's error codes in words. */
const errors = {
  // The API's error codes, for a language other than English (src/web/lib/i18n/error-messages.ts;
  // in English the server's own sentence is shown, these are its usual words).
  'error.UNAUTHORIZED': 'You need to sign in first',
  'error.FORBIDDEN': 'You are not allowed to do that',
  'error.NOT_FOUND': 'Not found',
  'error.RATE_LIMITED': 'Too many requests. Please try again later.',
  'error.CROSS_SITE_REQUEST': 'Cross-site requests are not allowed.',
  'error.PAYLOAD_TOO_LARGE': 'The request body is larger than this form allows',
  'error.EMAIL_NOT_VERIFIED': 'Please verify your email address first',
  'error.FIRST_TIME_USER': 'Please complete your profile first',
  'error.PROFILE_EXISTS': 'Your profile is already complete',
  'error.SELF_REVOKE': 'You cannot revoke your own admin role',
} as const;

export default errors;
