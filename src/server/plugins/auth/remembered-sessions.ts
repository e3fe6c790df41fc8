import type { IncomingHttpHeaders } from 'node:http';
import type { WriteCount } from '../../db/client';
import type { ProfileRow } from '../../db/schema';
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

/**
 * The tables whose rows decide a remembered session: its row, its user (deleting one deletes the
 * other) and the user's profile.
 */
export const SESSION_TABLES = ['auth_sessions', 'auth_users', 'profiles'] as const;

export interface RememberedSession {
  /** The session's token as stored in its row (the credential without its signature). */
  token: string;
  user: SessionUser;
  until: number;
  /** The last check of the session's row: the profile read with it, and the write count before. */
  checked?: { profile: ProfileRow | undefined; writes: number };
}

/**
 * Credentials better-auth has accepted, so that later requests with the same credential skip its
 * signature check and its two queries (session, then user): a signed-in request then costs one
 * query for the caller (session still there and unexpired, with the profile) instead of three.
 * The session's row stays the authority: signing out or revoking a session anywhere deletes the
 * row, and the next request on any instance is refused. Only verified users are remembered, so
 * verifying an address never waits on this.
 *
 * Where every write to the database passes through this process (PGlite: one process, the CLI
 * included), `writes` counts the statements that may write SESSION_TABLES; while it has not moved
 * since a session's row was last found live, the row and the profile are as they were then, and
 * the request needs no query at all. Any such write (a sign-out, a revocation, a new sign-in, a
 * profile saved, an account deleted, by any route, job or command) moves it, and each remembered
 * session's next request checks its row again.
 */
export class RememberedSessions {
  private readonly entries = new LruCache<string, RememberedSession>(CAPACITY);

  constructor(
    /** The session cookie's name as better-auth reads it (with `__Secure-` under https). */
    private readonly cookieName: string,
    private readonly now: () => number = Date.now,
    /** The database's count of writes to SESSION_TABLES, when it has one (PGlite). */
    private readonly writes?: WriteCount,
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

  /** The write count now: read before a check of a session's row, handed to `checked` after. */
  writesBefore(): number | undefined {
    return this.writes?.value;
  }

  /** The session's row was found live, with `profile`, by a check begun when the count was `writes`. */
  checked(credential: string, profile: ProfileRow | undefined, writes: number | undefined): void {
    const known = this.entries.get(credential);
    if (known && writes !== undefined) known.checked = { profile, writes };
  }

  /**
   * The profile of `known` when nothing can have written SESSION_TABLES since its row was last
   * found live (then the row is still there, and the profile the same); undefined otherwise, and
   * always without a write count.
   */
  unchanged(known: RememberedSession): { profile: ProfileRow | undefined } | undefined {
    return this.writes !== undefined && known.checked?.writes === this.writes.value
      ? known.checked
      : undefined;
  }

  forget(credential: string): void {
    this.entries.delete(credential);
  }

  get size(): number {
    return this.entries.size;
  }
}
