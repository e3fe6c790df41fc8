import type { Readable } from 'node:stream';

/**
 * Where uploaded (already re-encoded) files live. Keys are opaque, random and carry the file
 * extension, so a driver can serve them with the right content type.
 */
/** Bytes `start` to `end` of a file, both included (as an HTTP Range header counts them). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface Storage {
  readonly driver: string;
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file, or the bytes from `range.start` to `range.end` (both included) of it. */
  get(key: string, range?: ByteRange): Promise<Readable | undefined>;
  delete(key: string): Promise<void>;
  /**
   * Deletes every file whose key starts with `prefix`, a folder ending in `/` (a user's avatars, a
   * card's images): also files no row names any more, so nothing of theirs stays public.
   */
  deleteFolder(prefix: string): Promise<void>;
  /** The address a browser uses to fetch the file. */
  publicUrl(key: string): string;
  /** Resolves when files can be written and read (readiness); rejects saying why not. */
  check(): Promise<void>;
  /** A file's bytes for serving under /media/ (kept in memory a while when small). */
  readRecent(key: string): Promise<{ body: Buffer; etag: string } | undefined>;
  /** Lets go of connections (the app's close). */
  close?(): void;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*\.[a-z0-9]{2,5}$/i;

/** Whether `key` is one the storage would accept: no way out of its folder. */
export const isSafeKey = (key: string): boolean =>
  SAFE_KEY.test(key) && !key.includes('..') && !key.includes('//');

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
}

/**
 * A folder of keys at least two names deep (`avatars/<id>/`, `cards/<id>/`), so no whole kind of
 * file goes at once; the names after the first may start with `-` or `_`, as card ids do.
 */
const SAFE_FOLDER = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9_-]+)+\/$/i;

export function assertSafeFolder(prefix: string): void {
  if (!SAFE_FOLDER.test(prefix) || prefix.includes('..') || prefix.includes('//')) {
    throw new Error(`Unsafe storage folder: ${JSON.stringify(prefix)}`);
  }
}
