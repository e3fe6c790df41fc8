import type { IncomingHttpHeaders } from 'node:http';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authSessions } from '../../db/schema';
import { carriesSessionCredential } from './session-credential';

/**
 * A verification link signs its user in (the first-time journey continues straight into the
 * app), but only when that cannot be used against whoever opens it:
 * - a browser that already has a session keeps it: an attacker's link must not switch a victim
 *   into the attacker's account;
 * - only a browser that says no other site started the navigation is signed in: Sec-Fetch-Site
 *   `none` (a link opened from a mail program or the address bar) or `same-origin` (followed
 *   inside our own pages). Anything else only verifies, and the person then signs in: another
 *   site's navigation (`cross-site`, `same-site`), and a request without the header, which is
 *   every navigation on a plain-http site (browsers send it only to secure origins), where another
 *   site's link cannot be told from the owner's (docs/decisions/0009).
 */
export function mayStartSession(headers: IncomingHttpHeaders, sessionCookieName: string): boolean {
  if (carriesSessionCredential(headers, sessionCookieName)) return false;
  const site = headers['sec-fetch-site'];
  return site === 'none' || site === 'same-origin';
}

const nameOf = (setCookie: string) => setCookie.slice(0, setCookie.indexOf('=')).trim();

/** The session token in a signed session cookie (`token.signature`, URL-encoded). */
function tokenOf(setCookie: string): string | undefined {
  const value = setCookie.slice(setCookie.indexOf('=') + 1).split(';')[0] ?? '';
  let signed = value;
  try {
    signed = decodeURIComponent(value);
  } catch {
    return undefined;
  }
  const dot = signed.lastIndexOf('.');
  return dot > 0 ? signed.slice(0, dot) : undefined;
}

/**
 * Takes back a sign-in better-auth made while verifying: deletes the session it created and
 * drops the cookies that would have carried it. Returns the cookies to send and whether a
 * session was taken back.
 */
export async function withoutNewSession(
  db: Database,
  setCookies: string[],
  cookies: { sessionToken: string; others: string[] },
): Promise<{ setCookies: string[]; tookBack: boolean }> {
  let tookBack = false;
  const kept: string[] = [];
  for (const setCookie of setCookies) {
    const name = nameOf(setCookie);
    if (name === cookies.sessionToken) {
      const token = tokenOf(setCookie);
      if (token) {
        await db.delete(authSessions).where(eq(authSessions.token, token));
        tookBack = true;
      }
      continue;
    }
    if (cookies.others.includes(name)) continue;
    kept.push(setCookie);
  }
  return { setCookies: kept, tookBack };
}

/** `/login` → `/login?verified=true`: the page says the address is verified and asks to sign in. */
export function withVerifiedFlag(location: string, origin: string): string {
  const url = new URL(location, origin);
  if (url.origin !== origin || url.searchParams.has('error')) return location;
  url.searchParams.set('verified', 'true');
  return `${url.pathname}${url.search}${url.hash}`;
}
