import { createHash } from 'node:crypto';
import type { CardRow } from '../../db/schema';
import { LruCache } from '../../lib/lru';
import { forgetOnOtherWorkers, onForgetFromOtherWorkers } from './cache-sync';

interface Entry {
  row: CardRow | undefined;
  expiresAt: number;
}

/** A response body prepared once per card version, with its strong (content hash) ETag. */
export interface PreparedBody {
  body: Buffer;
  etag: string;
}

/** A strong ETag from the bytes themselves: equal bytes, equal tag, whatever build made them. */
export const etagOf = (body: Buffer | string): string =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/**
 * Whether an `If-None-Match` request header names `etag` (RFC 9110 §13.1.2: weak comparison, a
 * list of tags or `*`).
 */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

/** The version of a card that its public forms depend on. */
const versionOf = (row: CardRow) =>
  `${row.id}:${row.updatedAt.getTime()}:${row.deleteOn?.getTime() ?? 0}`;

/**
 * Public card lookups and the bytes of their public forms (the rendered page, the vCard), kept in
 * memory. Rows are kept `ttlMs`; prepared bodies are keyed by card version, so they are never
 * stale for the row they were looked up with. An edit or delete forgets the card at once on this
 * process and on the other workers of a cluster (main.ts); other instances (several hosts on one
 * PostgreSQL) see a change within `ttlMs`. A TTL of 0 turns the cache off.
 */
export class PublicCardCache {
  private readonly rows = new LruCache<string, Entry>(10_000);
  /** Promises, so that concurrent first requests for one card build its body once. */
  private readonly bodies = new LruCache<string, Promise<PreparedBody & object>>(4_000);
  private readonly stopListening: () => void;

  constructor(private readonly ttlMs: number) {
    this.stopListening = onForgetFromOtherWorkers((id) => this.forgetHere(id));
  }

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

  /**
   * A body derived from `row` alone (`kind` names which: 'showcase', 'vcard'), built once per card
   * version and kept with its ETag. A failed build is not kept.
   */
  prepared<T extends { body: Buffer }>(
    row: CardRow,
    kind: string,
    build: () => T | Promise<T>,
  ): Promise<T & PreparedBody> {
    const make = async () => {
      const built = await build();
      return { ...built, etag: etagOf(built.body) };
    };
    if (this.ttlMs === 0) return make();
    const key = `${versionOf(row)}:${kind}`;
    const cached = this.bodies.get(key) as Promise<T & PreparedBody> | undefined;
    if (cached) return cached;
    const pending = make();
    this.bodies.set(key, pending);
    pending.catch(() => {
      if (this.bodies.get(key) === pending) this.bodies.delete(key);
    });
    return pending;
  }

  /**
   * Forgets a card on this process at once (synchronously), then on the other workers of this
   * cluster; resolves when they confirmed (or after a short timeout: the TTL still bounds it).
   */
  forget(id: string): Promise<void> {
    this.forgetHere(id);
    return forgetOnOtherWorkers(id);
  }

  close(): void {
    this.stopListening();
  }

  private forgetHere(id: string): void {
    this.rows.delete(id);
    this.bodies.deleteWhere((key) => key.startsWith(`${id}:`));
  }
}
