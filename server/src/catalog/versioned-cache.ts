/**
 * Values computed from the catalogue, kept while its version stays the same: the first read at a
 * new version empties the cache. At most `capacity` entries, the least recently used dropped first.
 *
 * @example
 * const totals = new VersionedCache<number>(1000);
 * const total = await totals.get(version, JSON.stringify(filter), () => countProducts(db, filter));
 */
export class VersionedCache<Value> {
  private version: string | null = null;
  private readonly entries = new Map<string, Promise<Value>>();

  constructor(private readonly capacity: number) {}

  /** Whether a value for `key` is kept (or being computed) at `version`. */
  has(version: string, key: string): boolean {
    return version === this.version && this.entries.has(key);
  }

  get(version: string, key: string, compute: () => Promise<Value>): Promise<Value> {
    if (version !== this.version) {
      this.entries.clear();
      this.version = version;
    }
    const cached = this.entries.get(key);
    if (cached) {
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached;
    }
    // Kept as a promise, so concurrent requests for the same key share one query.
    const computed = compute();
    this.entries.set(key, computed);
    computed.catch(() => {
      if (this.entries.get(key) === computed) this.entries.delete(key);
    });
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return computed;
  }
}
