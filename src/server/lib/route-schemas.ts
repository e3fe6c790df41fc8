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
