/**
 * Every error code an answer can carry in `{ error: CODE, message }`, and the few the browser
 * raises itself, each beside the one HTTP status it is answered with. The server's `AppError`
 * takes only a code and looks its status up here, so a code cannot go out with two statuses; the
 * client compares only against these codes. A new code is added here, once, with its status,
 * before it is thrown or checked anywhere.
 *
 * `null` marks a code whose status this server does not choose: raised in the browser (no answer
 * at all), or passed on from /api/auth/* or Fastify with the status the identity library or
 * Fastify gave it. The server never raises one of those itself.
 */
export const ERROR_STATUSES = {
  // Any route: input, identity and permission.
  VALIDATION_ERROR: 400,
  INVALID_INPUT: 400,
  INVALID_JSON: 400,
  INVALID_CONTENT_LENGTH: 400,
  BAD_REQUEST: 400,
  REQUEST_ERROR: null,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CROSS_SITE_REQUEST: 403,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  DATABASE_UNAVAILABLE: 503,
  STORAGE_UNAVAILABLE: 503,
  NOT_READY: 503,

  // Uploads (multipart bodies, images, attachments).
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  MALFORMED_MULTIPART: 400,
  FILE_TOO_LARGE: 413,
  TOO_MANY_FILES: 413,
  FILE_TYPE_NOT_ALLOWED: 415,
  INVALID_IMAGE: 415,
  // More pixels or decoded bytes than an image may take (413), or a shape no card shows: a side
  // under 16 pixels, or one more than 20 times the other (415); judged from the header.
  IMAGE_TOO_LARGE: 413,
  IMAGE_SHAPE_NOT_ACCEPTED: 415,
  ATTACHMENTS_NOT_ALLOWED: 400,

  // Accounts. `user/get-user` answers the first two; the client turns them into redirects.
  EMAIL_NOT_VERIFIED: 403,
  FIRST_TIME_USER: 404,
  PROFILE_EXISTS: 409,
  PROFILE_INCOMPLETE: 409,
  ADMIN_BY_CONFIG: 409,
  SELF_REVOKE: 409,
  // Deleting an account (docs/product.md#account-data): the e-mail typed again did not match, a
  // password-less account's sign-in is too old, an admin tried to delete their own account.
  CONFIRMATION_MISMATCH: 400,
  REAUTHENTICATION_REQUIRED: 403,
  SELF_DELETE: 409,
  // The identity library's own codes, passed on by /api/auth/* (a failure without one is
  // AUTH_ERROR); the sign-in, sign-up and reset screens give each its sentence.
  AUTH_ERROR: null,
  // A sign-in or sign-up asked to come back to an address off this site.
  INVALID_CALLBACK_URL: 403,
  INVALID_EMAIL_OR_PASSWORD: null,
  INVALID_EMAIL: null,
  INVALID_PASSWORD: 400,
  USER_NOT_FOUND: null,
  BANNED_USER: null,
  USER_DISABLED: null,
  USER_ALREADY_EXISTS: null,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: null,
  PASSWORD_TOO_SHORT: null,
  INVALID_TOKEN: null,
  TOKEN_EXPIRED: null,

  // Cards and subscriptions.
  NO_SUBSCRIPTION: 403,
  MAX_CARDS: 403,
  // A premium template or option chosen without a live subscription (trialing or active).
  PREMIUM_REQUIRED: 403,
  NOT_TRIALING: 409,
  BELOW_CARD_COUNT: 409,
  ALREADY_CANCELED: 409,
  HAS_SUBSCRIPTION: 409,
  STATUS_FROM_PROVIDER: 409,
  // A live subscription the configured payment provider does not bill (granted, or another
  // driver's).
  SUBSCRIPTION_NOT_BILLABLE: 409,
  PAYMENT_FAILED: 402,
  // An update of a card or a profile based on a version older than the saved one (409); the
  // editor shows the differences (docs/product.md#edit-conflicts).
  EDIT_CONFLICT: 409,
  // A checkout paid after a newer one was started or the subscription changed
  // (docs/product.md#checkout-sessions); CHECKOUT_COMPLETED: a new checkout asked for while the
  // last one has just been paid at the provider and its subscription is still on its way.
  CHECKOUT_EXPIRED: 409,
  CHECKOUT_COMPLETED: 409,
  INVALID_WEBHOOK: 400,
  // A feature whose keys or certificates are absent or broken in the environment (wallet passes):
  // 404 with a message naming the variables, never a 5xx.
  NOT_CONFIGURED: 404,

  // Contact exchange: the link that sends a visitor their copy of a card was followed already, or
  // too late (docs/product.md#leads).
  LINK_ALREADY_USED: 409,
  LINK_EXPIRED: 409,
  // More leads than one Excel file holds (413; decision 0032): the filters narrow them, or the CSV
  // takes them all.
  EXPORT_TOO_LARGE: 413,

  // Organisations (docs/product.md#organisations): a slug another organisation has, an
  // invitation for an address that is already a member, the last owner leaving or demoted, an
  // invitation opened by another address, past its 7 days, or revoked or used already.
  SLUG_TAKEN: 409,
  ALREADY_MEMBER: 409,
  LAST_OWNER: 409,
  INVITATION_WRONG_ADDRESS: 403,
  INVITATION_EXPIRED: 410,
  INVITATION_CLOSED: 410,
  // An organisation's card assigned to someone who is not its member (docs/product.md#organisation-cards).
  NOT_A_MEMBER: 400,
  // A change to a card's field that the organisation's brand kit locks (docs/product.md#brand-kit).
  FIELD_LOCKED: 403,
  // Verified domains (docs/product.md#verified-domains): a domain another organisation has
  // verified, more domains than an organisation may hold, a DNS lookup that failed or timed out.
  DOMAIN_TAKEN: 409,
  DOMAIN_LIMIT: 409,
  DNS_LOOKUP_FAILED: 502,
  // Single sign-on (docs/product.md#single-sign-on): a way in the organisation's enforced SSO
  // refuses; a provider for a domain this organisation has not verified; an issuer or metadata
  // that cannot be used (unreachable, refused address, malformed XML).
  SSO_REQUIRED: 403,
  SSO_DOMAIN_NOT_VERIFIED: 409,
  SSO_PROVIDER_INVALID: 400,

  // Organisation API tokens (docs/product.md#api-tokens): a token that is unknown or malformed,
  // past its expiry, revoked, sent to a route that takes only a session, or lacking the route's
  // scope; and an organisation with as many live tokens as it may have.
  API_TOKEN_INVALID: 401,
  API_TOKEN_EXPIRED: 401,
  API_TOKEN_REVOKED: 401,
  API_TOKEN_NOT_ACCEPTED: 401,
  API_TOKEN_SCOPE_MISSING: 403,
  API_TOKEN_LIMIT: 409,

  // An organisation's SCIM tokens in use are at their limit (docs/product.md#scim-provisioning).
  SCIM_TOKEN_LIMIT: 409,

  // Raised in the browser: nothing answered (or not in time), an answer that is not the
  // promised shape, a failure that is not an answer at all.
  NETWORK_ERROR: null,
  INVALID_RESPONSE: null,
  UNKNOWN: null,
} as const satisfies Record<string, number | null>;

export type ErrorCode = keyof typeof ERROR_STATUSES;

/** The codes themselves, `ERROR_CODES.NOT_FOUND === 'NOT_FOUND'`. */
export const ERROR_CODES = Object.fromEntries(
  Object.keys(ERROR_STATUSES).map((code) => [code, code]),
) as { readonly [Code in ErrorCode]: Code };

/** The codes this server answers with a status of its own choosing (every code not `null`). */
export type ServerErrorCode = {
  [Code in ErrorCode]: (typeof ERROR_STATUSES)[Code] extends number ? Code : never;
}[ErrorCode];

/** The one status a code the server raises is answered with. */
export function statusOf<Code extends ServerErrorCode>(code: Code): (typeof ERROR_STATUSES)[Code] {
  return ERROR_STATUSES[code];
}

/**
 * An external provider's sign-in refused, sent back by the identity library as /login?error=CODE
 * (its query values are lower case, so they are not API error codes): the provider has not
 * verified the address it gave, or the address has an account the provider may not sign in to.
 */
export const PROVIDER_SIGN_IN_ERRORS = {
  PROVIDER_EMAIL_NOT_VERIFIED: 'provider_email_not_verified',
  ACCOUNT_NOT_LINKED: 'account_not_linked',
  // Single sign-on: the address's organisation requires its own provider; an SSO sign-in for an
  // address outside the domains the provider's organisation has verified.
  SSO_REQUIRED: 'sso_required',
  SSO_DOMAIN_NOT_VERIFIED: 'sso_domain_not_verified',
} as const;
