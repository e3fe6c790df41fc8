import { inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { cards } from '../db/schema';

const BATCH = 100;

/**
 * Deletes cards whose retention after the end of their subscription has passed, with their files.
 * Rows are claimed with SKIP LOCKED, so instances running this at once never fight over a card.
 */
export async function purgeExpiredCards(app: FastifyInstance): Promise<number> {
  let total = 0;
  for (;;) {
    const due = app.database.db
      .select({ id: cards.id })
      .from(cards)
      .where(sql`${cards.deleteOn} <= now()`)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const removed = await app.database.db.delete(cards).where(inArray(cards.id, due)).returning();
    for (const card of removed) {
      for (const key of [card.profileImageKey, card.bannerImageKey]) {
        if (key)
          await app.storage
            .delete(key)
            .catch((err: unknown) => app.log.warn({ err, key }, 'purge: file left'));
      }
    }
    total += removed.length;
    if (removed.length < BATCH) break;
  }
  if (total) app.log.info({ cards: total }, 'purged cards past their retention');
  return total;
}
