import { describe, expect, it } from 'vitest';
import { LruCache } from './lru';

describe('LruCache', () => {
  it('keeps the most recently used entries up to its capacity', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now more recent than b
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, undefined, 3]);
    expect(cache.size).toBe(2);
  });

  it('bounds the sum of the weights when it weighs its entries', () => {
    const cache = new LruCache<string, string>(10, (value) => value.length);
    cache.set('a', 'xxxx');
    cache.set('b', 'xxxx');
    expect(cache.weight).toBe(8);
    cache.set('c', 'xxxxxx'); // 14 > 10: the oldest goes
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 'xxxx', 'xxxxxx']);
    expect(cache.weight).toBe(10);
    cache.set('b', 'x'); // replacing an entry replaces its weight
    expect(cache.weight).toBe(7);
    cache.deleteWhere((key) => key === 'c');
    cache.delete('b');
    expect([cache.size, cache.weight]).toEqual([0, 0]);
  });

  it('clear empties it and resets its weight, and it fills again from there', () => {
    const cache = new LruCache<string, string>(10, (value) => value.length);
    cache.set('a', 'xxxx');
    cache.set('b', 'xxxx');
    cache.clear();
    expect([cache.size, cache.weight, cache.get('a')]).toEqual([0, 0, undefined]);
    cache.set('c', 'xxxxxxxxxx');
    expect([cache.size, cache.weight]).toEqual([1, 10]);
  });
});
