import type { WriteCount } from '../db/client';
import { LruCache } from './lru';

/**
 * Answers of reads kept while the tables they read are unwritten, where the database counts every
 * write (PGlite: one process, every statement through it; db/client.ts `writesTo`). A kept answer
 * is used again only while the count of writes to its tables is where it was before the read that
 * made it began, so it is exactly what reading again would return; any statement that may write
 * one of those tables (by any route, job or command) moves the count, and every kept answer is
 * read again on its next use. Without a count (PostgreSQL, written by other processes too) every
 * read goes to the database.
 */
export class ReadsUntilWritten<T> {
  private readonly entries: LruCache<string, { value: T; writes: number }>;

  constructor(
    private readonly writes: WriteCount | undefined,
    capacity: number,
  ) {
    this.entries = new LruCache(capacity);
  }

  async read(key: string, load: () => Promise<T>): Promise<T> {
    if (this.writes === undefined) return load();
    const known = this.entries.get(key);
    if (known && known.writes === this.writes.value) return known.value;
    const writes = this.writes.value;
    const value = await load();
    this.entries.set(key, { value, writes });
    return value;
  }
}
