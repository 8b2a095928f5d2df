import { LRUCache } from 'lru-cache';

/** What one kind of catalogue cache did since the process started (for the metrics). */
export interface CacheCounts {
  /** Values computed: a key asked for first at its version (a miss). */
  computed: number;
  /** Times the cache was emptied because the catalogue's version moved. */
  emptied: number;
}

/**
 * The counts of every named {@link VersionedCache} of this process, by name: a catalogue whose
 * version moves often (every stock event moves it) has its answers computed again and again.
 */
export const versionedCacheCounts = new Map<string, CacheCounts>();

/**
 * Values computed from the catalogue, kept while its version stays the same: the first read at a
 * new version empties the cache. At most `capacity` entries, the least recently used dropped first.
 *
 * @example
 * const totals = new VersionedCache<number>(1000, 'totals');
 * const total = await totals.get(version, JSON.stringify(filter), () => countProducts(db, filter));
 */
export class VersionedCache<Value> {
  private version: string | null = null;
  // An LRU cache rather than a Map whose entry is deleted and set again on each hit: V8 leaves
  // deleted entries in the key's hash chain until the table is rebuilt, so a hot key's hits
  // cost time in proportion to the whole cache (27 µs a hit at 10,000 entries).
  private readonly entries: LRUCache<string, Entry<Value>>;
  private readonly counts: CacheCounts;

  /** `name` counts its misses and emptyings in {@link versionedCacheCounts}. */
  constructor(capacity: number, name?: string) {
    this.entries = new LRUCache({ max: capacity });
    const counts = (name && versionedCacheCounts.get(name)) || { computed: 0, emptied: 0 };
    if (name) versionedCacheCounts.set(name, counts);
    this.counts = counts;
  }

  /** Whether a value for `key` is kept (or being computed) at `version`. */
  has(version: string, key: string): boolean {
    return version === this.version && this.entries.has(key);
  }

  /**
   * The value kept for `key` at `version` once computed (a hit, as `get` counts one), without
   * a promise to wait for: a caller with many keys kept answers at once.
   */
  settled(version: string, key: string): { readonly value: Value } | undefined {
    return version === this.version ? this.entries.get(key)?.settled : undefined;
  }

  get(version: string, key: string, compute: () => Promise<Value>): Promise<Value> {
    if (version !== this.version) {
      if (this.version !== null) this.counts.emptied++;
      this.entries.clear();
      this.version = version;
    }
    const cached = this.entries.get(key);
    if (cached) return cached.computed;
    this.counts.computed++;
    // Kept as a promise, so concurrent requests for the same key share one query.
    const entry: Entry<Value> = { computed: compute() };
    this.entries.set(key, entry);
    entry.computed.then(
      (value) => {
        entry.settled = { value };
      },
      () => {
        if (this.entries.peek(key) === entry) this.entries.delete(key);
      },
    );
    return entry.computed;
  }
}

interface Entry<Value> {
  readonly computed: Promise<Value>;
  /** Set once `computed` resolved. */
  settled?: { readonly value: Value };
}
