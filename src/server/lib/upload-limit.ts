import type { FastifyInstance } from 'fastify';
import { enforceRateLimits } from './rate-limiter';

/**
 * Counts one upload (a request carrying files: card images, a profile picture) against the user's
 * budget (UPLOAD_RATE_LIMIT_PER_USER per window) before any of its bytes are read or decoded;
 * throws 429 when it is spent.
 */
export function limitUploads(
  app: Pick<FastifyInstance, 'config' | 'database'>,
  userId: string,
): Promise<void> {
  const { perUser, windowSeconds } = app.config.uploadRateLimit;
  return enforceRateLimits(app.database.db, [
    { key: `upload:user:${userId}`, max: perUser, windowSeconds },
  ]);
}
