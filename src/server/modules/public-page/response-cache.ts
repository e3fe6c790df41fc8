import type { OutgoingHttpHeaders } from 'node:http';
import type { CardRow } from '../../db/schema';
import { etagOf } from '../../lib/http-caching';
import { LruCache } from '../../lib/lru';
import { CacheSync } from './cache-sync';
import type { KnownCardIds } from './known-card-ids';

interface Entry {
  row: CardRow;
  expiresAt: number;
}

/** A response body prepared once per card version, with its strong (content hash) ETag. */
export interface PreparedBody {
  body: Buffer;
  etag: string;
}

/**
 * A complete answer to one public URL (the page, the vCard, a QR code), replayed by the cached-response server
 * (`cached-response-server.ts`) without routing while the card row it was made from is fresh.
 */
export interface CachedResponse {
  cardId: string;
  /** Every header the route sent but `content-length` (added for 200s, never for 304s). */
  headers: OutgoingHttpHeaders;
  /** `headers` with `content-length`. */
  headersWithLength: OutgoingHttpHeaders;
  body: Buffer;
  etag: string;
  /** Requests that carry credentials go through the route (the owner's page differs). */
  anonymousOnly: boolean;
  /** What an answer counts for in the card's insights (docs/product.md#insights), if anything. */
  counts?: 'view' | 'save';
  /** When the row it was made from expires; after this it is stale (see `lookupResponse`). */
  expiresAt: number;
  /** When the card stops being public (its retention ends): never served from then on. */
  notAfter: number;
  /** When one request was let through to the route to refresh this stale answer. */
  revalidatingSince?: number;
}

/** A stale answer is served at most this long past its row's expiry, while one request refreshes it. */
export const STALE_GRACE_MS = 2_000;

/** The version of a card that its public forms depend on. */
const versionOf = (row: CardRow) =>
  `${row.id}:${row.updatedAt.getTime()}:${row.deleteOn?.getTime() ?? 0}`;

/**
 * Public card lookups and the bytes of their public forms (the rendered page, the vCard), kept in
 * memory. Rows are kept `ttlMs`; prepared bodies are keyed by card version, so they are never
 * stale for the row they were looked up with. An edit or delete forgets the card at once on this
 * process and on the other workers of a cluster (main.ts); other instances (several hosts on one
 * PostgreSQL) see a change within `ttlMs`. A TTL of 0 turns the cache off.
 *
 * Whole responses (`rememberResponse`) live as long as the row they were made from; once that
 * expires, one request goes through the route to refresh it while the others get the stale answer
 * for at most `STALE_GRACE_MS` (so a TTL expiry under load is one database read, not one per
 * request in flight). Concurrent loads of one row share one query.
 */
export class ResponseCache {
  private readonly rows = new LruCache<string, Entry>(10_000);
  /**
   * Ids no card has, with when that answer expires: kept apart from the rows, so that a flood of
   * requests for made-up ids can neither evict the cards people visit nor grow past its bound.
   */
  private readonly misses = new LruCache<string, number>(10_000);
  /** Promises, so that concurrent first requests for one card build its body once. */
  private readonly bodies = new LruCache<string, Promise<PreparedBody & object>>(4_000);
  private readonly responses = new LruCache<string, CachedResponse>(4_000);
  private readonly loading = new Map<string, Promise<CardRow | undefined>>();
  /** QR codes, keyed by what they are drawn from (id, format, address, design), not by version. */
  private readonly qrCodes = new LruCache<string, Promise<PreparedBody>>(2_000);
  /** Counts forgets: a row loaded while a card was forgotten may be stale, and is not kept. */
  private forgets = 0;
  private knownIds: KnownCardIds | undefined;
  /**
   * What a public path answers for an id no card has (the same bytes whatever the id), by origin
   * and path: replayed by the cached-response server for ids the known ids rule out.
   */
  private readonly absentAnswers = new LruCache<
    string,
    { headers: OutgoingHttpHeaders; body: Buffer }
  >(64);
  private publish: ((id: string) => Promise<void>) | undefined;
  private onPublishFailed: ((err: unknown) => void) | undefined;
  /**
   * What the cache saved, read by /metrics (plugins/metrics.ts): card rows found fresh in memory,
   * rows loaded from the database, whole answers the cached-response server gave without routing,
   * and ids found to be no card's from the known ids alone.
   */
  readonly stats = { rowHits: 0, rowLoads: 0, cachedResponseAnswers: 0, unknownIds: 0 };
  /**
   * Paths whose answer depends on the visitor's language as well as the URL (the public page:
   * docs/product.md#card-languages): their answers are kept under the URL and that language.
   */
  private readonly languagePaths = new Set<string>();

  /** `path`'s answers differ by the visitor's language (page-language.ts, `visitorLanguage`). */
  varyByLanguage(path: string): void {
    this.languagePaths.add(path);
  }

  variesByLanguage(path: string): boolean {
    return this.languagePaths.has(path);
  }

  constructor(
    private readonly ttlMs: number,
    private readonly sync = new CacheSync(),
  ) {
    sync.onForgetFromOtherWorkers((id) => this.forgetHere(id));
  }

  /** Where ids no card has are answered without a query (known-card-ids.ts). */
  knowIdsFrom(knownIds: KnownCardIds): void {
    this.knownIds = knownIds;
  }

  /** False when no card has `id` now, known without a query; true when one may. */
  mayExist(id: string): boolean {
    return this.knownIds?.mayExist(id) ?? true;
  }

  /** Keeps what `key` (origin and path) answers for an id no card has; only with known ids. */
  rememberAbsentAnswer(key: string, headers: OutgoingHttpHeaders, body: Buffer): void {
    if (this.knownIds && this.ttlMs > 0) {
      this.absentAnswers.set(key, { headers: { ...headers, 'content-length': body.length }, body });
    }
  }

  absentAnswer(key: string): { headers: OutgoingHttpHeaders; body: Buffer } | undefined {
    return this.absentAnswers.get(key);
  }

  async card(id: string, load: () => Promise<CardRow | undefined>): Promise<CardRow | undefined> {
    const now = Date.now();
    const hit = this.ttlMs > 0 ? this.rows.get(id) : undefined;
    let row: CardRow | undefined;
    if (hit && hit.expiresAt > now) {
      this.stats.rowHits++;
      row = hit.row;
    } else if (this.knownIds?.mayExist(id) === false) {
      this.stats.unknownIds++;
      row = undefined;
    } else if (!hit && this.ttlMs > 0 && (this.misses.get(id) ?? 0) > now) {
      this.stats.rowHits++;
      row = undefined;
    } else {
      this.stats.rowLoads++;
      row = await this.load(id, load);
    }
    // A card whose retention ends while it is cached stops being public at that moment.
    return row && (!row.deleteOn || row.deleteOn.getTime() > now) ? row : undefined;
  }

  /** One query for concurrent loads of a card; the row is kept unless the card was forgotten meanwhile. */
  private load(id: string, load: () => Promise<CardRow | undefined>) {
    const pending = this.loading.get(id);
    if (pending) return pending;
    const forgetsBefore = this.forgets;
    const started = Date.now();
    const loaded = load()
      .then((row) => {
        if (this.ttlMs > 0 && this.forgets === forgetsBefore) {
          const expiresAt = started + this.ttlMs;
          if (row) {
            this.rows.set(id, { row, expiresAt });
            this.misses.delete(id);
          } else {
            this.rows.delete(id);
            this.misses.set(id, expiresAt);
          }
        }
        return row;
      })
      .finally(() => this.loading.delete(id));
    if (this.ttlMs > 0) this.loading.set(id, loaded);
    return loaded;
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
   * The QR code kept under `key` (its id, format, address and everything of the design it is
   * drawn from), built once and kept until evicted: an edit that changes the code changes its
   * key, and other edits keep it. A failed build is not kept.
   */
  qrCode(key: string, build: () => Promise<Buffer>): Promise<PreparedBody> {
    const make = async () => {
      const body = await build();
      return { body, etag: etagOf(body) };
    };
    if (this.ttlMs === 0) return make();
    const cached = this.qrCodes.get(key);
    if (cached) return cached;
    const pending = make();
    this.qrCodes.set(key, pending);
    pending.catch(() => this.qrCodes.delete(key));
    return pending;
  }

  /**
   * Keeps the answer a route gave to `url` for `row`, while `row` is the cached row of its card
   * (not after the card was forgotten or reloaded) and until that row expires or the card's
   * retention ends.
   */
  rememberResponse(
    url: string,
    row: CardRow,
    response: Pick<CachedResponse, 'headers' | 'body' | 'etag' | 'anonymousOnly' | 'counts'>,
  ): void {
    const entry = this.rows.get(row.id);
    if (!entry || entry.row !== row) return;
    const headers = { ...response.headers };
    delete headers['content-length'];
    const notAfter = row.deleteOn?.getTime() ?? Infinity;
    this.responses.set(url, {
      ...response,
      cardId: row.id,
      headers,
      headersWithLength: { ...headers, 'content-length': String(response.body.length) },
      expiresAt: Math.min(entry.expiresAt, notAfter),
      notAfter,
    });
  }

  /**
   * The kept answer to exactly this URL. `fresh`: its row has not expired. `stale`: another
   * request is refreshing it; serve this meanwhile. `revalidate`: the caller's request must go
   * through the route to refresh it, then call `revalidated`. `undefined`: nothing to serve
   * (also for a request with credentials when the answer is for anonymous visitors only).
   */
  lookupResponse(
    url: string,
    withCredentials: boolean,
    now = Date.now(),
  ): { state: 'fresh' | 'stale' | 'revalidate'; response: CachedResponse } | undefined {
    const response = this.responses.get(url);
    if (!response || (response.anonymousOnly && withCredentials)) return undefined;
    if (response.expiresAt > now) return { state: 'fresh', response };
    if (now >= response.notAfter || now >= response.expiresAt + STALE_GRACE_MS) {
      this.responses.delete(url);
      return undefined;
    }
    if (response.revalidatingSince === undefined) {
      response.revalidatingSince = now;
      return { state: 'revalidate', response };
    }
    return { state: 'stale', response };
  }

  /**
   * The request let through to refresh `response` has finished: if its route did not replace the
   * answer (the card is gone, or the request failed), the stale one is dropped.
   */
  revalidated(url: string, response: CachedResponse): void {
    if (this.responses.get(url) === response) this.responses.delete(url);
  }

  /**
   * Forgets a card on this process at once (synchronously), then on the other workers of this
   * cluster; resolves when they confirmed (or after a short timeout: the TTL still bounds it).
   */
  forget(id: string): Promise<void> {
    this.forgetHere(id);
    const elsewhere = this.publish?.(id).catch((err: unknown) => this.onPublishFailed?.(err));
    return Promise.all([this.sync.forgetOnOtherWorkers(id), elsewhere]).then(() => undefined);
  }

  /**
   * How other instances hear of a change (modules/public-page/card-change-feed.ts, on PostgreSQL): each
   * forget is published with `publish`; a failure is reported to `onFailed` and the edit goes
   * on (the cache time still bounds what the others show).
   */
  publishChangesWith(publish: (id: string) => Promise<void>, onFailed: (err: unknown) => void) {
    this.publish = publish;
    this.onPublishFailed = onFailed;
  }

  /** Another instance changed card `id`: forget it in this process (its workers listen too). */
  forgetFromElsewhere(id: string): void {
    this.forgetHere(id);
  }

  /** Changes may have been missed (the listening connection was lost): forget every card. */
  forgetEverything(): void {
    this.forgets += 1;
    this.rows.clear();
    this.misses.clear();
    this.responses.clear();
    this.bodies.clear();
  }

  close(): void {
    this.sync.close();
  }

  private forgetHere(id: string): void {
    this.forgets += 1;
    this.rows.delete(id);
    this.misses.delete(id);
    this.responses.deleteWhere((_url, response) => response.cardId === id);
    this.bodies.deleteWhere((key) => key.startsWith(`${id}:`));
  }
}
