import { apiErrorSchema } from '../../shared/errors';

/** OpenAPI security of routes for signed-in users: the session cookie or a bearer token. */
export const signedInSecurity: Record<string, string[]>[] = [
  { cookieAuth: [] },
  { bearerAuth: [] },
];

/** The error answers every signed-in route can give, each `{error, message}`. */
export const signedInErrors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};

/** …plus those of multipart uploads. */
export const uploadErrors = { ...signedInErrors, 413: apiErrorSchema, 415: apiErrorSchema };

/**
 * The OpenAPI description of an update that takes the `version` it is based on
 * (docs/product.md#edit-conflicts).
 */
export const EDIT_VERSION_DESCRIPTION = (thing: 'card' | 'profile') =>
  `Send \`version\`: the version of the ${thing} your change is based on (every ${thing} answer carries it). ` +
  `When the ${thing} was saved since, nothing changes and the answer is 409 \`EDIT_CONFLICT\`: load the ${thing} again, ` +
  `apply the change and send the new version. Two saves based on one version: the first wins, the second gets the 409. ` +
  `Without \`version\` (clients older than versions) the update applies to whatever is saved, as before; every new ` +
  `client should send it.`;
