import type { CardRow } from '../../db/schema';
import { LruCache } from '../../lib/lru';

interface Entry {
  row: CardRow | undefined;
  expiresAt: number;
}

/**
 * Public card lookups and rendered public pages, kept for a few seconds. An edit or delete on this
 * instance forgets the card at once; other instances (several on one PostgreSQL) see a change
 * within `ttlMs`. A TTL of 0 turns the cache off.
 */
export class PublicCardCache {
  private readonly rows = new LruCache<string, Entry>(10_000);
  private readonly pages = new LruCache<string, string>(2_000);

  constructor(private readonly ttlMs: number) {}

  async card(id: string, load: () => Promise<CardRow | undefined>): Promise<CardRow | undefined> {
    const now = Date.now();
    const hit = this.ttlMs > 0 ? this.rows.get(id) : undefined;
    let row: CardRow | undefined;
    if (hit && hit.expiresAt > now) {
      row = hit.row;
    } else {
      row = await load();
      if (this.ttlMs > 0) this.rows.set(id, { row, expiresAt: now + this.ttlMs });
    }
    // A card whose retention ends while it is cached stops being public at that moment.
    return row && (!row.deleteOn || row.deleteOn.getTime() > now) ? row : undefined;
  }

  /** A rendered page for anonymous visitors, by card version. */
  page(row: CardRow, render: () => string): string {
    if (this.ttlMs === 0) return render();
    const key = `${row.id}:${row.updatedAt.getTime()}:${row.deleteOn?.getTime() ?? 0}`;
    let html = this.pages.get(key);
    if (html === undefined) {
      html = render();
      this.pages.set(key, html);
    }
    return html;
  }

  forget(id: string): void {
    this.rows.delete(id);
    this.pages.deleteWhere((key) => key.startsWith(`${id}:`));
  }
}
