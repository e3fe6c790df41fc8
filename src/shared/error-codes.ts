/**
 * Every error code an answer can carry in `{ error: CODE, message }`, and the few the browser
 * raises itself. The server's `AppError` takes only these; the client compares only against
 * these. A new code is added here, once, before it is thrown or checked anywhere.
 */
export const ERROR_CODES = {
  // Any route: input, identity and permission.
  VALIDATION_ERROR: 'VALIDATION_ERROR',
  INVALID_INPUT: 'INVALID_INPUT',
  INVALID_JSON: 'INVALID_JSON',
  INVALID_CONTENT_LENGTH: 'INVALID_CONTENT_LENGTH',
  BAD_REQUEST: 'BAD_REQUEST',
  REQUEST_ERROR: 'REQUEST_ERROR',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CROSS_SITE_REQUEST: 'CROSS_SITE_REQUEST',
  RATE_LIMITED: 'RATE_LIMITED',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
  DATABASE_UNAVAILABLE: 'DATABASE_UNAVAILABLE',
  STORAGE_UNAVAILABLE: 'STORAGE_UNAVAILABLE',
  NOT_READY: 'NOT_READY',

  // Uploads (multipart bodies, images, attachments).
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  MALFORMED_MULTIPART: 'MALFORMED_MULTIPART',
  FILE_TOO_LARGE: 'FILE_TOO_LARGE',
  TOO_MANY_FILES: 'TOO_MANY_FILES',
  FILE_TYPE_NOT_ALLOWED: 'FILE_TYPE_NOT_ALLOWED',
  INVALID_IMAGE: 'INVALID_IMAGE',
  // More pixels or decoded bytes than an image may take (413), or a shape no card shows: a side
  // under 16 pixels, or one more than 20 times the other (415); judged from the header.
  IMAGE_TOO_LARGE: 'IMAGE_TOO_LARGE',
  IMAGE_SHAPE_NOT_ACCEPTED: 'IMAGE_SHAPE_NOT_ACCEPTED',
  ATTACHMENTS_NOT_ALLOWED: 'ATTACHMENTS_NOT_ALLOWED',

  // Accounts. `user/get-user` answers the first two; the client turns them into redirects.
  EMAIL_NOT_VERIFIED: 'EMAIL_NOT_VERIFIED',
  FIRST_TIME_USER: 'FIRST_TIME_USER',
  PROFILE_EXISTS: 'PROFILE_EXISTS',
  PROFILE_INCOMPLETE: 'PROFILE_INCOMPLETE',
  ADMIN_BY_CONFIG: 'ADMIN_BY_CONFIG',
  SELF_REVOKE: 'SELF_REVOKE',
  // Deleting an account (docs/product.md#account-data): the e-mail typed again did not match, a
  // password-less account's sign-in is too old, an admin tried to delete their own account.
  CONFIRMATION_MISMATCH: 'CONFIRMATION_MISMATCH',
  REAUTHENTICATION_REQUIRED: 'REAUTHENTICATION_REQUIRED',
  SELF_DELETE: 'SELF_DELETE',
  // The identity library's own codes, passed on by /api/auth/* (a failure without one is
  // AUTH_ERROR); the sign-in, sign-up and reset screens give each its sentence.
  AUTH_ERROR: 'AUTH_ERROR',
  // A sign-in or sign-up asked to come back to an address off this site.
  INVALID_CALLBACK_URL: 'INVALID_CALLBACK_URL',
  INVALID_EMAIL_OR_PASSWORD: 'INVALID_EMAIL_OR_PASSWORD',
  INVALID_EMAIL: 'INVALID_EMAIL',
  INVALID_PASSWORD: 'INVALID_PASSWORD',
  USER_NOT_FOUND: 'USER_NOT_FOUND',
  BANNED_USER: 'BANNED_USER',
  USER_DISABLED: 'USER_DISABLED',
  USER_ALREADY_EXISTS: 'USER_ALREADY_EXISTS',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
  PASSWORD_TOO_SHORT: 'PASSWORD_TOO_SHORT',
  INVALID_TOKEN: 'INVALID_TOKEN',
  TOKEN_EXPIRED: 'TOKEN_EXPIRED',

  // Cards and subscriptions.
  NO_SUBSCRIPTION: 'NO_SUBSCRIPTION',
  MAX_CARDS: 'MAX_CARDS',
  // A premium template or option chosen without a live subscription (trialing or active).
  PREMIUM_REQUIRED: 'PREMIUM_REQUIRED',
  NOT_TRIALING: 'NOT_TRIALING',
  BELOW_CARD_COUNT: 'BELOW_CARD_COUNT',
  ALREADY_CANCELED: 'ALREADY_CANCELED',
  HAS_SUBSCRIPTION: 'HAS_SUBSCRIPTION',
  STATUS_FROM_PROVIDER: 'STATUS_FROM_PROVIDER',
  // A live subscription the configured payment provider does not bill (granted, or another
  // driver's).
  SUBSCRIPTION_NOT_BILLABLE: 'SUBSCRIPTION_NOT_BILLABLE',
  PAYMENT_FAILED: 'PAYMENT_FAILED',
  // An update of a card or a profile based on a version older than the saved one (409); the
  // editor shows the differences (docs/product.md#edit-conflicts).
  EDIT_CONFLICT: 'EDIT_CONFLICT',
  // A checkout paid after a newer one was started or the subscription changed
  // (docs/product.md#checkout-sessions); CHECKOUT_COMPLETED: a new checkout asked for while the
  // last one has just been paid at the provider and its subscription is still on its way.
  CHECKOUT_EXPIRED: 'CHECKOUT_EXPIRED',
  CHECKOUT_COMPLETED: 'CHECKOUT_COMPLETED',
  INVALID_WEBHOOK: 'INVALID_WEBHOOK',
  // A feature whose keys or certificates are absent or broken in the environment (wallet passes):
  // 404 with a message naming the variables, never a 5xx.
  NOT_CONFIGURED: 'NOT_CONFIGURED',

  // Contact exchange: the link that sends a visitor their copy of a card was followed already, or
  // too late (docs/product.md#leads).
  LINK_ALREADY_USED: 'LINK_ALREADY_USED',
  LINK_EXPIRED: 'LINK_EXPIRED',
  // More leads than one Excel file holds (413; decision 0032): the filters narrow them, or the CSV
  // takes them all.
  EXPORT_TOO_LARGE: 'EXPORT_TOO_LARGE',

  // Raised in the browser: nothing answered (or not in time), an answer that is not the
  // promised shape, a failure that is not an answer at all.
  NETWORK_ERROR: 'NETWORK_ERROR',
  INVALID_RESPONSE: 'INVALID_RESPONSE',
  UNKNOWN: 'UNKNOWN',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/**
 * An external provider's sign-in refused, sent back by the identity library as /login?error=CODE
 * (its query values are lower case, so they are not API error codes): the provider has not
 * verified the address it gave, or the address has an account the provider may not sign in to.
 */
export const PROVIDER_SIGN_IN_ERRORS = {
  PROVIDER_EMAIL_NOT_VERIFIED: 'provider_email_not_verified',
  ACCOUNT_NOT_LINKED: 'account_not_linked',
} as const;
