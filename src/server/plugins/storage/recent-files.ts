import { etagOf } from '../../lib/http-caching';
import { LruCache } from '../../lib/lru';

export interface RecentFile {
  body: Buffer;
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
  readonly #files: LruCache<string, RecentFile>;

  constructor(
    maxBytes: number,
    readonly maxFileBytes: number,
    readonly ttlMs: number,
  ) {
    this.#files = new LruCache(maxBytes, (file) => file.body.length);
  }

  /** Bytes held. */
  get bytes(): number {
    return this.#files.weight;
  }

  get(key: string, now = Date.now()): RecentFile | undefined {
    const file = this.#files.get(key);
    if (file && file.expiresAt <= now) {
      this.#files.delete(key);
      return undefined;
    }
    return file;
  }

  /** Keeps `body` under `key` when it fits, and returns the entry either way. */
  set(key: string, body: Buffer, now = Date.now()): RecentFile {
    const file = { body, etag: etagOf(body), expiresAt: now + this.ttlMs };
    this.#files.delete(key);
    if (this.ttlMs > 0 && body.length <= this.maxFileBytes) this.#files.set(key, file);
    return file;
  }

  forget(key: string): void {
    this.#files.delete(key);
  }

  /** Forgets every file whose key starts with `prefix`. */
  forgetFolder(prefix: string): void {
    this.#files.deleteWhere((key) => key.startsWith(prefix));
  }
}
