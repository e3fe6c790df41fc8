/**
 * How long CardVault keeps what points at a person's device or network: sign-in sessions (with
 * their IP address and user agent) and rate-limit counters (keyed by IP address or e-mail). The
 * server's settings and jobs use these, and the privacy policy quotes them.
 */

/** A session ends this many days after it was last used (it is renewed at most once a day). */
export const SESSION_DAYS = 30;

/** A rate-limit counter is deleted this many hours after its counting window started. */
export const RATE_LIMIT_KEPT_HOURS = 24;

/** How often the jobs that delete expired sessions and old counters run. */
export const RETENTION_PURGE_EVERY_HOURS = 1;
