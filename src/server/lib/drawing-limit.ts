import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rateLimitAddress } from './client-address';
import { enforceRateLimits } from './rate-limiter';

/**
 * Counts one drawing a visitor's request is about to start (a QR code, a home-screen icon, a
 * vCard photo that nothing kept answers) against its client address's budget,
 * DRAWING_RATE_LIMIT_PER_IP per window (docs/product.md#drawing-limits); throws 429 when it is
 * spent. Called only when a drawing is needed, so what is kept costs nothing.
 */
export function limitDrawings(
  app: Pick<FastifyInstance, 'config' | 'database'>,
  request: Pick<FastifyRequest, 'ip'>,
): Promise<void> {
  const { perIp, windowSeconds } = app.config.drawingRateLimit;
  return enforceRateLimits(app.database.db, [
    { key: `drawing:ip:${rateLimitAddress(request.ip)}`, max: perIp, windowSeconds },
  ]);
}
