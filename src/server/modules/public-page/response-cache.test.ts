import { describe, expect, it, vi } from 'vitest';
import type { CardRow } from '../../db/schema';
import { etagOf } from '../../lib/http-caching';
import { ResponseCache, STALE_GRACE_MS } from './response-cache';

const row = (id: string, updatedAt: number, deleteOn: Date | null = null) =>
  ({ id, updatedAt: new Date(updatedAt), deleteOn }) as CardRow;

describe('the public card cache', () => {
  it('builds a body once per card version, also for concurrent first requests', async () => {
    const cache = new ResponseCache(5_000);
    const build = vi.fn(async () => ({ body: Buffer.from('page') }));
    const first = await Promise.all(
      [1, 2, 3].map(() => cache.prepared(row('a', 1), 'page', build)),
    );
    expect(build).toHaveBeenCalledTimes(1);
    expect(new Set(first.map((page) => page.etag)).size).toBe(1);
    expect(first[0]?.etag).toBe(etagOf('page'));
    await cache.prepared(row('a', 2), 'page', build);
    await cache.prepared(row('a', 2, new Date(9_999_999_999_999)), 'page', build);
    await cache.prepared(row('a', 2), 'vcard', build);
    expect(build).toHaveBeenCalledTimes(4);
  });

  it('keeps the cards people visit through a flood of made-up ids, and bounds what it keeps of them', async () => {
    const cache = new ResponseCache(60_000);
    const known = Array.from({ length: 100 }, (_, i) => `card-${i}`);
    const load = vi.fn(async (id: string) => (id.startsWith('card-') ? row(id, 1) : undefined));
    for (const id of known) await cache.card(id, () => load(id));
    expect(load).toHaveBeenCalledTimes(100);
    for (let i = 0; i < 30_000; i++) {
      const id = `made-up-${i}`;
      expect(await cache.card(id, () => load(id))).toBeUndefined();
    }
    // A made-up id asked again is answered from memory; every known card still is.
    expect(await cache.card('made-up-29999', () => load('made-up-29999'))).toBeUndefined();
    for (const id of known) expect((await cache.card(id, () => load(id)))?.id).toBe(id);
    expect(load).toHaveBeenCalledTimes(100 + 30_000);
    // Only the latest 10,000 made-up ids are remembered: the oldest is asked again.
    await cache.card('made-up-0', () => load('made-up-0'));
    expect(load).toHaveBeenCalledTimes(100 + 30_000 + 1);
  });

  it('forgets every body and the row of a card, and only that card', async () => {
    const cache = new ResponseCache(60_000);
    const build = vi.fn(async () => ({ body: Buffer.from('x') }));
    const load = vi.fn(async () => row('a', 1));
    await cache.card('a', load);
    await cache.card('a', load);
    expect(load).toHaveBeenCalledTimes(1);
    await cache.prepared(row('a', 1), 'page', build);
    await cache.prepared(row('ab', 1), 'page', build);
    await cache.forget('a');
    await cache.card('a', load);
    expect(load).toHaveBeenCalledTimes(2);
    await cache.prepared(row('a', 1), 'page', build);
    await cache.prepared(row('ab', 1), 'page', build);
    expect(build).toHaveBeenCalledTimes(3);
  });

  it('keeps no failed build', async () => {
    const cache = new ResponseCache(60_000);
    const failing = vi.fn(async (): Promise<{ body: Buffer }> => {
      throw new Error('storage down');
    });
    await expect(cache.prepared(row('a', 1), 'vcard', failing)).rejects.toThrow('storage down');
    const ok = await cache.prepared(row('a', 1), 'vcard', async () => ({ body: Buffer.from('v') }));
    expect(ok.body.toString()).toBe('v');
  });

  it('reloads a row after its time, and keeps nothing with a TTL of 0', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    try {
      const cache = new ResponseCache(5_000);
      const load = vi.fn(async () => row('a', 1));
      await cache.card('a', load);
      vi.advanceTimersByTime(4_000);
      await cache.card('a', load);
      expect(load).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(2_000);
      await cache.card('a', load);
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
    const off = new ResponseCache(0);
    const build = vi.fn(async () => ({ body: Buffer.from('x') }));
    const load = vi.fn(async () => row('a', 1));
    await off.card('a', load);
    await off.card('a', load);
    await off.prepared(row('a', 1), 'page', build);
    await off.prepared(row('a', 1), 'page', build);
    expect(load).toHaveBeenCalledTimes(2);
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('stops serving a cached card once its deletion time has passed', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    try {
      const cache = new ResponseCache(60_000);
      const load = vi.fn(async () => row('a', 1, new Date(1_001_000)));
      expect(await cache.card('a', load)).toBeDefined();
      vi.advanceTimersByTime(2_000);
      expect(await cache.card('a', load)).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('loads a row once for concurrent requests, and keeps none loaded across a forget', async () => {
    const cache = new ResponseCache(60_000);
    let finish: (value: CardRow) => void = () => undefined;
    const load = vi.fn(() => new Promise<CardRow>((resolve) => (finish = resolve)));
    const pending = Promise.all([cache.card('a', load), cache.card('a', load)]);
    expect(load).toHaveBeenCalledTimes(1);
    // An edit forgets the card while the first load is still out: that row may be stale.
    await cache.forget('a');
    finish(row('a', 1));
    await pending;
    const fresh = vi.fn(async () => row('a', 2));
    expect((await cache.card('a', fresh))?.updatedAt.getTime()).toBe(2);
    expect(fresh).toHaveBeenCalledTimes(1);
  });
});

describe('whole responses for the cached-response server', () => {
  const now = 1_000_000;
  const response = { headers: { etag: '"e"' }, body: Buffer.from('page'), etag: '"e"' };

  async function cacheWith(cardRow: CardRow, ttlMs = 5_000) {
    vi.useFakeTimers({ now });
    try {
      const cache = new ResponseCache(ttlMs);
      const cached = await cache.card(cardRow.id, async () => cardRow);
      return { cache, cached: cached as CardRow };
    } finally {
      vi.useRealTimers();
    }
  }

  it('keeps an answer while its row is fresh, with its length, for anonymous requests only', async () => {
    const { cache, cached } = await cacheWith(row('a', 1));
    cache.rememberResponse('/showcase?id=a', cached, { ...response, anonymousOnly: true });
    const hit = cache.lookupResponse('/showcase?id=a', false, now + 4_999);
    expect(hit?.state).toBe('fresh');
    expect(hit?.response.headersWithLength['content-length']).toBe('4');
    expect(hit?.response.headers['content-length']).toBeUndefined();
    expect(cache.lookupResponse('/showcase?id=a', true, now)).toBeUndefined();
    expect(cache.lookupResponse('/showcase?id=b', false, now)).toBeUndefined();
  });

  it('after the row expires: lets one request refresh it and serves the rest stale, for a short grace', async () => {
    const { cache, cached } = await cacheWith(row('a', 1));
    cache.rememberResponse('/v?id=a', cached, { ...response, anonymousOnly: false });
    const expired = now + 5_000;
    const first = cache.lookupResponse('/v?id=a', false, expired);
    expect(first?.state).toBe('revalidate');
    expect(cache.lookupResponse('/v?id=a', false, expired + 1)?.state).toBe('stale');
    expect(cache.lookupResponse('/v?id=a', true, expired + 1)?.state).toBe('stale');
    // The refresh did not put a new answer in its place (the card is gone): the stale one goes.
    cache.revalidated('/v?id=a', first!.response);
    expect(cache.lookupResponse('/v?id=a', false, expired + 2)).toBeUndefined();

    // Past the grace nothing stale is served, refreshing or not.
    cache.rememberResponse('/v?id=a', cached, { ...response, anonymousOnly: false });
    expect(cache.lookupResponse('/v?id=a', false, expired)?.state).toBe('revalidate');
    expect(cache.lookupResponse('/v?id=a', false, expired + STALE_GRACE_MS)).toBeUndefined();
  });

  it('never serves an answer past the card’s deletion time, stale or not', async () => {
    const { cache, cached } = await cacheWith(row('a', 1, new Date(now + 1_000)));
    cache.rememberResponse('/v?id=a', cached, { ...response, anonymousOnly: false });
    expect(cache.lookupResponse('/v?id=a', false, now + 999)?.state).toBe('fresh');
    expect(cache.lookupResponse('/v?id=a', false, now + 1_000)).toBeUndefined();
  });

  it('keeps nothing made from a row that is no longer the cached one, and forgets with the card', async () => {
    const { cache, cached } = await cacheWith(row('a', 1));
    cache.rememberResponse('/v?id=a', row('a', 1), { ...response, anonymousOnly: false });
    expect(cache.lookupResponse('/v?id=a', false, now)).toBeUndefined();
    cache.rememberResponse('/v?id=a', cached, { ...response, anonymousOnly: false });
    await cache.forget('a');
    expect(cache.lookupResponse('/v?id=a', false, now)).toBeUndefined();
    cache.rememberResponse('/v?id=a', cached, { ...response, anonymousOnly: false });
    expect(cache.lookupResponse('/v?id=a', false, now)).toBeUndefined();
  });
});
