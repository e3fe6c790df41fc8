import type { IncomingHttpHeaders } from 'node:http';
import { LruCache } from '../../lib/lru';
import type { SessionUser } from './guards';
import { sessionCredentialOf } from './session-credential';

/**
 * How long a credential better-auth accepted is remembered. Every request still checks the
 * session's row (below), so this only bounds how often better-auth itself sees an active session
 * (it extends a session once a day when it does) and how old the remembered name and address
 * may be.
 */
export const REMEMBER_SESSION_MS = 60_000;
const CAPACITY = 10_000;

export interface RememberedSession {
  /** The session's token as stored in its row (the credential without its signature). */
  token: string;
  user: SessionUser;
  until: number;
}

/**
 * Credentials better-auth has accepted, so that later requests with the same credential skip its
 * signature check and its two queries (session, then user): a signed-in request then costs one
 * query for the caller (session still there and unexpired, with the profile) instead of three.
 * The session's row stays the authority: signing out or revoking a session anywhere deletes the
 * row, and the next request on any instance is refused. Only verified users are remembered, so
 * verifying an address never waits on this.
 */
export class RememberedSessions {
  private readonly entries = new LruCache<string, RememberedSession>(CAPACITY);

  constructor(
    /** The session cookie's name as better-auth reads it (with `__Secure-` under https). */
    private readonly cookieName: string,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The credential exactly as the client sent it: the Authorization header and the session
   * cookie, the inputs of better-auth's lookup. Undefined when there is none, or when the cookie
   * is sent twice (better-auth then decides which one counts, every time).
   */
  credentialOf(headers: IncomingHttpHeaders): string | undefined {
    const credential = sessionCredentialOf(headers, this.cookieName);
    if (!credential || credential.cookies.length > 1) return undefined;
    const { authorization = '', cookies } = credential;
    const cookie = cookies[0] ?? '';
    return authorization || cookie ? `${authorization}\n${cookie}` : undefined;
  }

  get(credential: string): RememberedSession | undefined {
    const known = this.entries.get(credential);
    if (known && known.until <= this.now()) {
      this.entries.delete(credential);
      return undefined;
    }
    return known;
  }

  remember(credential: string, token: string, user: SessionUser, sessionExpiresAt: Date): void {
    if (!user.emailVerified) return;
    const until = Math.min(this.now() + REMEMBER_SESSION_MS, sessionExpiresAt.getTime());
    this.entries.set(credential, { token, user, until });
  }

  forget(credential: string): void {
    this.entries.delete(credential);
  }

  get size(): number {
    return this.entries.size;
  }
}
