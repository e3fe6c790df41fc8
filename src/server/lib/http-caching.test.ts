import { describe, expect, it } from 'vitest';
import { etagOf, matchesIfNoneMatch, preferredEncoding } from './http-caching';

describe('ETags', () => {
  it('are strong, quoted and follow the bytes', () => {
    const tag = etagOf(Buffer.from('<html>a</html>'));
    expect(tag).toMatch(/^"[\w-]{27}"$/);
    expect(etagOf('<html>a</html>')).toBe(tag);
    expect(etagOf('<html>b</html>')).not.toBe(tag);
  });

  it('match If-None-Match as RFC 9110 compares them: lists, weak prefixes and *', () => {
    const tag = '"abc"';
    expect(matchesIfNoneMatch(undefined, tag)).toBe(false);
    expect(matchesIfNoneMatch('', tag)).toBe(false);
    expect(matchesIfNoneMatch('"abc"', tag)).toBe(true);
    expect(matchesIfNoneMatch('W/"abc"', tag)).toBe(true);
    expect(matchesIfNoneMatch('"x", "abc"', tag)).toBe(true);
    expect(matchesIfNoneMatch(' * ', tag)).toBe(true);
    expect(matchesIfNoneMatch('"abcd"', tag)).toBe(false);
    expect(matchesIfNoneMatch('abc', tag)).toBe(false);
  });
});

describe('preferredEncoding', () => {
  const all = ['br', 'gzip', 'identity'] as const;

  it('prefers brotli, then gzip, then the bytes as they are', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd', all)).toBe('br');
    expect(preferredEncoding('gzip, deflate', all)).toBe('gzip');
    expect(preferredEncoding('x-gzip', all)).toBe('gzip');
    expect(preferredEncoding(undefined, all)).toBe('identity');
    expect(preferredEncoding('', all)).toBe('identity');
    expect(preferredEncoding('br', ['gzip', 'identity'])).toBe('identity');
  });

  it('follows weights: q=0 refuses, a higher q wins, * covers what is not named', () => {
    expect(preferredEncoding('br;q=0, gzip', all)).toBe('gzip');
    expect(preferredEncoding('br;q=0.5, gzip;q=0.8', all)).toBe('gzip');
    expect(preferredEncoding('BR;Q=1', all)).toBe('br');
    expect(preferredEncoding('*', all)).toBe('br');
    expect(preferredEncoding('*;q=0, gzip', all)).toBe('gzip');
    expect(preferredEncoding('identity;q=0', ['identity'])).toBeUndefined();
    expect(preferredEncoding('*;q=0', ['identity'])).toBeUndefined();
    expect(preferredEncoding('gzip;q=nonsense', all)).toBe('identity');
    expect(preferredEncoding('identity;q=1, gzip;q=0.5', all)).toBe('identity');
  });
});
