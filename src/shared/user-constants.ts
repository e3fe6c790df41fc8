/** Account constants without zod, so the landing page's entry chunk can use them cheaply. */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
export const FULL_NAME_MAX_LENGTH = 100;
export const PROFILE_TEXT_MAX_LENGTH = 100;
