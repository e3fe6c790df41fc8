import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import { AppError } from './app-error';
import { ERROR_CODES } from '../../shared/error-codes';

export interface RateLimitRule {
  key: string;
  max: number;
  windowSeconds: number;
  /** The 429's message, given the seconds until the window ends; a general one when absent. */
  message?: (retryAfterSeconds: number) => string;
}

/**
 * Counts one hit against each rule in a fixed window kept in the database, so the limit holds
 * across every instance. Throws a 429 AppError (with the seconds to wait) when any rule is over.
 */
export async function enforceRateLimits(db: Database, rules: RateLimitRule[]): Promise<void> {
  for (const rule of rules) {
    const expired = sql`${rateLimits.windowStartedAt} <= now() - make_interval(secs => ${rule.windowSeconds})`;
    const [row] = await db
      .insert(rateLimits)
      .values({ key: rule.key, count: 1, windowStartedAt: sql`now()` })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
          windowStartedAt: sql`case when ${expired} then now() else ${rateLimits.windowStartedAt} end`,
        },
      })
      .returning({
        count: rateLimits.count,
        retryAfter: sql<number>`ceil(extract(epoch from (${rateLimits.windowStartedAt} + make_interval(secs => ${rule.windowSeconds}) - now())))::int`,
      });
    if (row && row.count > rule.max) {
      const retryAfter = Math.max(1, row.retryAfter);
      throw new RateLimitedError(retryAfter, rule.message?.(retryAfter));
    }
  }
}

export class RateLimitedError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message = 'Too many requests. Please try again later.',
  ) {
    super(ERROR_CODES.RATE_LIMITED, message, { minutes: Math.ceil(retryAfterSeconds / 60) });
  }
}

/** Drops windows that ended long ago; run from a periodic job. */
export async function purgeExpiredRateLimits(
  db: Database,
  olderThanSeconds: number,
): Promise<void> {
  await db
    .delete(rateLimits)
    .where(sql`${rateLimits.windowStartedAt} < now() - make_interval(secs => ${olderThanSeconds})`);
}
