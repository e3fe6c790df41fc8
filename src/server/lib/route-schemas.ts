import { API_TOKEN_SCOPES_REACHING, type ApiTokenScope } from '../../shared/api-tokens';
import { apiErrorSchema } from '../../shared/errors';

/** OpenAPI security of routes for signed-in users: the session cookie or a bearer token. */
export const signedInSecurity: Record<string, string[]>[] = [
  { cookieAuth: [] },
  { bearerAuth: [] },
];

/** The security scheme of organisation API tokens in the OpenAPI document (plugins/docs.ts). */
export const API_TOKEN_SECURITY_SCHEME = 'organisationApiToken';

/**
 * OpenAPI security of a route that an organisation's API token with `scope` may use too
 * (docs/product.md#api-tokens), listing every scope that reaches it. The document moves the
 * scopes into the operation's `x-api-token-scopes`, since OpenAPI 3.0 lists scopes only for OAuth.
 */
export const tokenSecurity = (scope: ApiTokenScope): Record<string, string[]>[] => [
  ...signedInSecurity,
  { [API_TOKEN_SECURITY_SCHEME]: [...API_TOKEN_SCOPES_REACHING[scope]] },
];

/** The error answers every signed-in route can give, each `{error, message}`. */
export const signedInErrors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};

/** …plus the rate limit of the routes API tokens may use. */
export const tokenErrors = { ...signedInErrors, 429: apiErrorSchema };

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
