/**
 * The in-memory cache of everything the storefront reads (catalogue answers, search results, rendered pages).
 * Bounded and least-recently-used; emptied on every process when a catalogue or settings change is announced
 * (NOTIFY catalog_changed / settings_changed), with a maximum age as a safety net for a missed notification.
 * Entries carry tags (the products they show, catalog/cache-tags.ts) so that a change to a few products drops
 * only the entries that show them (NOTIFY products_changed).
 */
export interface ContentCache<T = unknown> {
  /**
   * The cached value for key, or the result of load (kept unless it fails or the cache was emptied or
   * invalidated meanwhile), tagged with tagsOf(value).
   */
  get<V extends T>(key: string, load: () => Promise<V>, tagsOf?: (value: V) => readonly string[]): Promise<V>;
  peek(key: string): T | undefined;
  set(key: string, value: T, tags?: readonly string[]): void;
  clear(): void;
  /** Drops every entry carrying one of these tags, and every load still running (its tags are not known yet). */
  invalidate(tags: Iterable<string>): void;
  readonly size: number;
}

export interface ContentCacheOptions {
  /** Most entries kept; the least recently used goes first. */
  max: number;
  /** Entries older than this are loaded again. */
  maxAgeMs?: number;
  now?: () => number;
}

interface Entry<T> {
  value: T | Promise<T>;
  at: number;
  tags?: readonly string[];
}

export function createContentCache<T = unknown>(options: ContentCacheOptions): ContentCache<T> {
  const { max, maxAgeMs = 5 * 60_000, now = Date.now } = options;
  let entries = new Map<string, Entry<T>>();

  function fresh(key: string): Entry<T> | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    entries.delete(key);
    if (now() - entry.at > maxAgeMs) return undefined;
    // Re-inserted so that Map order is least recently used first.
    entries.set(key, entry);
    return entry;
  }

  function store(key: string, entry: Entry<T>) {
    entries.set(key, entry);
    while (entries.size > max) entries.delete(entries.keys().next().value!);
  }

  return {
    get<V extends T>(
      key: string,
      load: () => Promise<V>,
      tagsOf?: (value: V) => readonly string[],
    ): Promise<V> {
      const hit = fresh(key);
      if (hit) return Promise.resolve(hit.value as V | Promise<V>);
      const generation = entries;
      const loading = load();
      // Concurrent readers share one load (fifty requests for a cold page run one query).
      store(key, { value: loading, at: now() });
      loading.then(
        (value) => {
          // Keep the plain value; skip it if the cache was emptied while loading (it may be stale).
          if (generation === entries && entries.get(key)?.value === loading) {
            entries.set(key, { value, at: entries.get(key)!.at, tags: tagsOf?.(value) });
          }
        },
        () => {
          if (entries.get(key)?.value === loading) entries.delete(key);
        },
      );
      return loading;
    },
    peek(key) {
      const hit = fresh(key);
      return hit && !(hit.value instanceof Promise) ? hit.value : undefined;
    },
    set(key, value, tags) {
      entries.delete(key);
      store(key, { value, at: now(), tags });
    },
    clear() {
      // A new map, so loads that started before the change cannot write into the fresh cache.
      entries = new Map();
    },
    invalidate(tags) {
      const dropped = new Set(tags);
      if (dropped.size === 0) return;
      for (const [key, entry] of entries) {
        // A load still running may have read the old rows; removing it keeps its answer out of the cache.
        if (entry.value instanceof Promise || entry.tags?.some((tag) => dropped.has(tag)))
          entries.delete(key);
      }
    },
    get size() {
      return entries.size;
    },
  };
}
