import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authSessions } from '../../db/schema';

/**
 * Deletes sessions past their expiry, with the IP address and user agent they hold: better-auth
 * drops an expired session only when it is presented again. Run from a periodic job.
 */
export async function purgeExpiredSessions(db: Database): Promise<number> {
  const deleted = await db
    .delete(authSessions)
    .where(lt(authSessions.expiresAt, sql`now()`))
    .returning({ id: authSessions.id });
  return deleted.length;
}
