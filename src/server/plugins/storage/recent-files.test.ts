import { describe, expect, it } from 'vitest';
import { RecentFiles } from './recent-files';

const bytes = (length: number, fill = 1) => Buffer.alloc(length, fill);

describe('RecentFiles', () => {
  it('keeps a file for its time to live, with an ETag of its bytes', () => {
    const files = new RecentFiles(100, 50, 1_000);
    const kept = files.set('a.png', bytes(10), 0);
    expect(files.get('a.png', 999)).toBe(kept);
    expect(kept.etag).toMatch(/^"[\w-]+"$/);
    expect(files.get('a.png', 1_000)).toBeUndefined();
    expect(files.bytes).toBe(0);
  });

  it('holds at most maxBytes, dropping the least recently used first', () => {
    const files = new RecentFiles(30, 50, 60_000);
    files.set('a.png', bytes(10), 0);
    files.set('b.png', bytes(10), 0);
    files.set('c.png', bytes(10), 0);
    files.get('a.png', 1); // a is now the most recently used
    files.set('d.png', bytes(10), 1);
    expect(files.get('b.png', 2)).toBeUndefined();
    expect(['a.png', 'c.png', 'd.png'].map((key) => files.get(key, 2) !== undefined)).toEqual([
      true,
      true,
      true,
    ]);
    expect(files.bytes).toBe(30);
  });

  it('does not keep a file above maxFileBytes, nor anything with no time to live', () => {
    const files = new RecentFiles(100, 50, 60_000);
    expect(files.set('big.png', bytes(51), 0).body).toHaveLength(51);
    expect(files.get('big.png', 1)).toBeUndefined();
    const off = new RecentFiles(100, 50, 0);
    off.set('a.png', bytes(10), 0);
    expect(off.get('a.png', 0)).toBeUndefined();
    expect(off.bytes).toBe(0);
  });

  it('forgets a file at once, and replaces one stored again under its key', () => {
    const files = new RecentFiles(100, 50, 60_000);
    files.set('a.png', bytes(10, 1), 0);
    files.set('a.png', bytes(20, 2), 0);
    expect(files.bytes).toBe(20);
    expect(files.get('a.png', 1)?.body[0]).toBe(2);
    files.forget('a.png');
    expect(files.get('a.png', 1)).toBeUndefined();
    expect(files.bytes).toBe(0);
  });
});
