/**
 * A small least-recently-used cache: a Map in use order, trimmed to `capacity`. Each entry weighs
 * one unless `weigh` says otherwise (e.g. its size in bytes, for a cache bounded by memory).
 */
export class LruCache<K, V> {
  readonly #entries = new Map<K, V>();
  #weight = 0;

  constructor(
    private readonly capacity: number,
    private readonly weigh: (value: V) => number = () => 1,
  ) {}

  get(key: K): V | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.delete(key);
    this.#entries.set(key, value);
    this.#weight += this.weigh(value);
    for (const [oldest, held] of this.#entries) {
      if (this.#weight <= this.capacity) break;
      this.#entries.delete(oldest);
      this.#weight -= this.weigh(held);
    }
  }

  delete(key: K): void {
    const value = this.#entries.get(key);
    if (value === undefined) return;
    this.#entries.delete(key);
    this.#weight -= this.weigh(value);
  }

  /** Drops every entry that matches, e.g. all cached forms of one card. */
  deleteWhere(predicate: (key: K, value: V) => boolean): void {
    for (const [key, value] of [...this.#entries]) if (predicate(key, value)) this.delete(key);
  }

  /** The entries, least recently used first (reading them does not change the order). */
  entries(): IterableIterator<[K, V]> {
    return this.#entries.entries();
  }

  clear(): void {
    this.#entries.clear();
    this.#weight = 0;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The sum of the entries' weights (their count when nothing is weighed). */
  get weight(): number {
    return this.#weight;
  }
}
