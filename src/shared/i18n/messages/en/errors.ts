/** The API's error codes in words. */
const errors = {
  // Every code of src/shared/error-codes.ts, for a language other than English
  // (src/web/lib/i18n/error-messages.ts; in English the server's own sentence is shown, these are
  // its usual words). A message with {arguments} is used only when the error carries them, or
  // when they are the product's fixed limits; otherwise the server's sentence is shown.
  'error.VALIDATION_ERROR': 'Some of the values sent are not accepted',
  'error.INVALID_INPUT': 'The request contains a value that cannot be stored or looked up',
  'error.INVALID_JSON': 'Request body is not valid JSON',
  'error.INVALID_CONTENT_LENGTH': 'Content-Length does not match the body',
  'error.BAD_REQUEST': 'The request could not be processed',
  'error.REQUEST_ERROR': 'The request could not be processed',
  'error.UNAUTHORIZED': 'You need to sign in first',
  'error.FORBIDDEN': 'You are not allowed to do that',
  'error.NOT_FOUND': 'Not found',
  'error.CROSS_SITE_REQUEST': 'Cross-site requests are not allowed.',
  'error.RATE_LIMITED': 'Too many requests. Please try again later.',
  'error.RATE_LIMITED.inMinutes':
    'Too many requests. Try again in {minutes, plural, one {# minute} other {# minutes}}.',
  'error.INTERNAL_ERROR': 'Something went wrong',
  'error.DATABASE_UNAVAILABLE': 'The database did not answer',
  'error.STORAGE_UNAVAILABLE':
    'File storage cannot be reached right now. Nothing was changed; please try again in a moment.',
  'error.NOT_READY': 'The server is starting. Please try again in a moment.',

  'error.PAYLOAD_TOO_LARGE': 'The request body is larger than this form allows',
  'error.UNSUPPORTED_MEDIA_TYPE': 'Unsupported content type',
  'error.MALFORMED_MULTIPART': 'The multipart/form-data body is malformed',
  'error.FILE_TOO_LARGE': 'File too large. Maximum size is {megabytes}MB.',
  'error.TOO_MANY_FILES': 'At most {max} files',
  'error.FILE_TYPE_NOT_ALLOWED': 'File type not allowed: {file}',
  'error.INVALID_IMAGE': 'Invalid file type. Please use JPEG, JPG, or PNG format.',
  'error.IMAGE_TOO_LARGE': 'This image has more pixels than an upload may have',
  'error.IMAGE_SHAPE_NOT_ACCEPTED':
    'The image is {width} × {height} pixels: each side must be at least {minSide} pixels and at most {maxRatio} times the other.',
  'error.ATTACHMENTS_NOT_ALLOWED':
    'Only signed-in users can attach files. Sign in to add attachments, or send your message without them.',

  'error.EMAIL_NOT_VERIFIED': 'Please verify your email address first',
  'error.FIRST_TIME_USER': 'Please complete your profile first',
  'error.PROFILE_EXISTS': 'Your profile is already complete',
  'error.PROFILE_INCOMPLETE':
    'This user has not completed their profile yet, so they cannot be an admin',
  'error.ADMIN_BY_CONFIG': '{email} is an admin through ADMIN_EMAILS; remove the address there',
  'error.SELF_REVOKE': 'You cannot revoke your own admin role',
  'error.CONFIRMATION_MISMATCH': 'What you typed does not match: type it exactly as shown',
  'error.REAUTHENTICATION_REQUIRED':
    'For your security, sign out, sign in again, then delete your account within {minutes} minutes.',
  'error.SELF_DELETE': 'Delete your own account from your Account page, not from the console',
  'error.AUTH_ERROR': 'Authentication failed',
  'error.INVALID_CALLBACK_URL': '{field}: must be an address on this site',
  'error.INVALID_EMAIL_OR_PASSWORD': 'Email or password is incorrect',
  'error.INVALID_EMAIL': 'Invalid email address format',
  'error.INVALID_PASSWORD': 'The password is not correct',
  'error.USER_NOT_FOUND': 'No account found with this email address',
  'error.BANNED_USER': 'This account has been disabled. Please contact support.',
  'error.USER_DISABLED': 'This account has been disabled. Please contact support.',
  'error.USER_ALREADY_EXISTS': 'An account with this email address already exists',
  'error.USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL':
    'An account with this email address already exists. Use another email address.',
  'error.PASSWORD_TOO_SHORT': 'The password is too short',
  'error.INVALID_TOKEN': 'This link is not valid',
  'error.TOKEN_EXPIRED': 'This link has expired',

  'error.NO_SUBSCRIPTION': 'There is no subscription yet',
  'error.MAX_CARDS':
    'You have reached the maximum number of cards, please add more cards to your subscription',
  'error.PREMIUM_REQUIRED': 'This choice is part of Premium Card Templates',
  'error.NOT_TRIALING': 'This subscription is not in its trial',
  'error.BELOW_CARD_COUNT':
    'You already have {created} cards, so the trial needs at least {created} cards (you asked for {asked}).',
  'error.ALREADY_CANCELED': 'This subscription has already been canceled',
  'error.HAS_SUBSCRIPTION': 'This user already has a subscription; edit it instead',
  'error.STATUS_FROM_PROVIDER':
    'The status of this subscription follows its payment provider: use Cancel, or Reconcile to read it again',
  'error.SUBSCRIPTION_NOT_BILLABLE': 'This subscription is not billed by the payment provider',
  'error.PAYMENT_FAILED':
    'Your payment could not be processed. Please update your payment method and try again.',
  'error.EDIT_CONFLICT': 'This was changed elsewhere after you opened it',
  'error.CHECKOUT_EXPIRED':
    'This checkout has expired: a newer checkout was started, your subscription changed after it was opened, or it was opened over an hour ago. Nothing was charged. Start again from the Pricing page.',
  'error.CHECKOUT_COMPLETED':
    'Your last checkout has just been completed, and your subscription is on its way. Please reload in a moment instead of starting another checkout.',
  'error.INVALID_WEBHOOK': 'The webhook could not be verified',
  'error.NOT_CONFIGURED': 'This feature is not set up on this server',

  'error.LINK_ALREADY_USED': 'This link was already used: the card was sent.',
  'error.LINK_EXPIRED':
    "This link has expired (it works for {hours} hours). Ask for a copy again on the card's page.",
  'error.EXPORT_TOO_LARGE':
    'An Excel file holds up to {max} leads. Narrow the list with the filters, or export CSV.',

  'error.SLUG_TAKEN': 'Another organisation already uses this address',
  'error.ALREADY_MEMBER': 'This person is already a member',
  'error.LAST_OWNER': 'An organisation needs an owner: make someone else owner first',
  'error.INVITATION_WRONG_ADDRESS': 'This invitation was sent to another e-mail address',
  'error.INVITATION_EXPIRED': 'This invitation has expired: ask for a new one',
  'error.INVITATION_CLOSED': 'This invitation was revoked or used already',
  'error.NOT_A_MEMBER': 'Only a member of the organisation can be given its cards',
  'error.FIELD_LOCKED':
    '{field} is set by {organisation}: ask an owner or admin to change the brand kit',
  'error.DOMAIN_TAKEN': 'Another organisation has already verified this domain',
  'error.DOMAIN_LIMIT': 'An organisation can hold at most {max} domains',
  'error.DNS_LOOKUP_FAILED':
    'The DNS lookup did not answer within {seconds} seconds. Try again in a minute.',
  'error.SSO_REQUIRED':
    "This address requires single sign-on: continue with your organisation's sign-in.",
  'error.SSO_DOMAIN_NOT_VERIFIED':
    '{domain} is not a verified domain of this organisation: verify it first (Team → Domains).',
  'error.SSO_PROVIDER_INVALID':
    "Your organisation's sign-in could not be started: ask its admin to check the single sign-on settings",

  'error.API_TOKEN_INVALID': 'The API token is not valid',
  'error.API_TOKEN_EXPIRED': 'The API token has expired',
  'error.API_TOKEN_REVOKED': 'The API token was revoked',
  'error.API_TOKEN_NOT_ACCEPTED': 'This route does not accept API tokens',
  'error.API_TOKEN_SCOPE_MISSING': 'The API token lacks the {scope} scope',
  'error.API_TOKEN_LIMIT': 'An organisation may have at most {max} live tokens: revoke one first',
  'error.SCIM_TOKEN_LIMIT':
    'An organisation may have at most {max} tokens in use: revoke one first',

  'error.NETWORK_ERROR': 'Server is down. Please try again later.',
  'error.INVALID_RESPONSE': 'The server sent an answer this page cannot read',
  'error.UNKNOWN': 'Something went wrong',
} as const;

export default errors;
