import type { IncomingHttpHeaders } from 'node:http';
import { cookieValues } from '../../lib/cookies';

/**
 * How a request names a session, exactly as better-auth reads it: the Authorization header (a
 * signed bearer token) and the session cookie by its exact name (`__Secure-` under https).
 */
export interface SessionCredential {
  /** The Authorization header as sent, if there is one (even empty). */
  authorization: string | undefined;
  /** Every value of the session cookie: more than one when the cookie is sent twice. */
  cookies: string[];
}

/**
 * The one place that decides whether a request carries a session credential: undefined when it
 * has neither an Authorization header nor the session cookie. The guards (remembered sessions),
 * the cached-response server, the public page's owner check and the verification links all ask here.
 */
export function sessionCredentialOf(
  headers: IncomingHttpHeaders,
  sessionCookieName: string,
): SessionCredential | undefined {
  const { authorization } = headers;
  const cookies = cookieValues(headers.cookie, sessionCookieName);
  return authorization === undefined && cookies.length === 0
    ? undefined
    : { authorization, cookies };
}

export const carriesSessionCredential = (headers: IncomingHttpHeaders, sessionCookieName: string) =>
  sessionCredentialOf(headers, sessionCookieName) !== undefined;
