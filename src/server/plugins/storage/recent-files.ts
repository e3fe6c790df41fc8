import { etagOf } from '../../lib/http-caching';

export interface RecentFile {
  bytes: Buffer;
  etag: string;
  expiresAt: number;
}

/**
 * Files read recently, kept in memory for `ttlMs` and within `maxBytes` in all (least recently
 * used out first); a file larger than `maxFileBytes` is not kept. The instance that deletes a file
 * forgets it at once; other processes serve it at most `ttlMs` longer, as they do a card's page
 * (PUBLIC_CARD_CACHE_SECONDS).
 */
export class RecentFiles {
  readonly #entries = new Map<string, RecentFile>();
  #bytes = 0;

  constructor(
    readonly maxBytes: number,
    readonly maxFileBytes: number,
    readonly ttlMs: number,
  ) {}

  /** Bytes held. */
  get bytes(): number {
    return this.#bytes;
  }

  get(key: string, now = Date.now()): RecentFile | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.forget(key);
      return undefined;
    }
    // Most recently used last.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry;
  }

  /** Keeps `bytes` under `key` when they fit, and returns the entry either way. */
  set(key: string, bytes: Buffer, now = Date.now()): RecentFile {
    const entry = { bytes, etag: etagOf(bytes), expiresAt: now + this.ttlMs };
    this.forget(key);
    if (this.ttlMs <= 0 || bytes.length > this.maxFileBytes || bytes.length > this.maxBytes) {
      return entry;
    }
    this.#entries.set(key, entry);
    this.#bytes += bytes.length;
    for (const [oldest, { bytes: held }] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= held.length;
    }
    return entry;
  }

  forget(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes.length;
  }
}
