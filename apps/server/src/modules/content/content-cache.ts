/**
 * The in-memory cache of everything the storefront reads (catalogue answers, search results, rendered pages).
 * Bounded and least-recently-used; emptied on every process when a catalogue or settings change is announced
 * (NOTIFY catalog_changed / settings_changed), with a maximum age as a safety net for a missed notification.
 */
export interface ContentCache<T = unknown> {
  /** The cached value for key, or the result of load (kept unless it fails or the cache was emptied meanwhile). */
  get<V extends T>(key: string, load: () => Promise<V>): Promise<V>;
  peek(key: string): T | undefined;
  set(key: string, value: T): void;
  clear(): void;
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
    get<V extends T>(key: string, load: () => Promise<V>): Promise<V> {
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
            entries.set(key, { value, at: entries.get(key)!.at });
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
    set(key, value) {
      entries.delete(key);
      store(key, { value, at: now() });
    },
    clear() {
      // A new map, so loads that started before the change cannot write into the fresh cache.
      entries = new Map();
    },
    get size() {
      return entries.size;
    },
  };
}
