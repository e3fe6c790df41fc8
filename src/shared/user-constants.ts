/** Account constants without zod, so the landing page's entry chunk can use them cheaply. */
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;
export const FULL_NAME_MAX_LENGTH = 100;
export const PROFILE_TEXT_MAX_LENGTH = 100;

/**
 * Error codes of `POST user/get-user` that the client turns into redirects
 * (docs/product.md#api-user-errors).
 */
export const USER_ERRORS = {
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  firstTimeUser: 'FIRST_TIME_USER',
} as const;
