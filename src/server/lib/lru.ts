/** A small least-recently-used cache: a Map in use order, trimmed to `capacity` entries. */
export class LruCache<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly capacity: number) {}

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  /** Drops every entry that matches, e.g. all cached forms of one card. */
  deleteWhere(predicate: (key: K, value: V) => boolean): void {
    for (const [key, value] of [...this.entries])
      if (predicate(key, value)) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
