import {
  CACHE_LOCK_TIMEOUT_MS,
  CACHE_MAX_ENTRIES,
  CACHE_TTL_MS,
  NEXT_RELEASE_CACHE_PREFIX,
} from "./constants.ts";

/** Options of `createCache`. */
export interface CacheOptions {
  /** Default 400 (spec §9). */
  readonly maxEntries?: number;
  /** Default 30 minutes (spec §9). */
  readonly ttlMs?: number;
  /** Default 5000 ms (spec §9). */
  readonly lockTimeoutMs?: number;
  /** Injectable clock; default `Date.now`. */
  readonly now?: () => number;
  /** Read on every call: when true, keys are prefixed `nextRelease_` (spec §9). */
  readonly isNextRelease?: () => boolean;
}

/** A cache hit; `stale` once older than the lifetime (stale entries may still be served). */
export interface CacheHit<V> {
  readonly value: V;
  readonly stale: boolean;
  readonly ageMs: number;
}

/** An in-memory LRU cache (spec §9). */
export interface Cache<V> {
  get(key: string): CacheHit<V> | undefined;
  set(key: string, value: V): void;
  delete(key: string): boolean;
  /** Takes the lock on a key: true when free or held longer than the lock timeout. */
  lock(key: string): boolean;
  unlock(key: string): void;
  isLocked(key: string): boolean;
  /** Empties the cache and its locks. */
  clear(): void;
  readonly size: number;
}

/**
 * Prefixes a cache key with `nextRelease_` when the next-release flag is on (spec §9).
 *
 * @example
 * cacheKey("nav:de", true); // => "nextRelease_nav:de"
 */
export function cacheKey(key: string, nextRelease: boolean): string {
  return nextRelease ? `${NEXT_RELEASE_CACHE_PREFIX}${key}` : key;
}

/**
 * Creates the in-memory cache of spec §9: least-recently-used eviction beyond `maxEntries`
 * (a read counts as use); entries older than `ttlMs` are still served, flagged `stale`, and
 * reading does not refresh their age (only `set` does); a lock older than `lockTimeoutMs` is
 * treated as deadlocked and can be taken again. It is the one stateful helper here: state lives
 * in the returned object, never in module scope.
 *
 * @example
 * const cache = createCache<string>({ now: () => 0 });
 * cache.set("a", "x");
 * cache.get("a"); // => { value: "x", stale: false, ageMs: 0 }
 */
export function createCache<V>(options: CacheOptions = {}): Cache<V> {
  const maxEntries = options.maxEntries ?? CACHE_MAX_ENTRIES;
  const ttlMs = options.ttlMs ?? CACHE_TTL_MS;
  const lockTimeoutMs = options.lockTimeoutMs ?? CACHE_LOCK_TIMEOUT_MS;
  const now = options.now ?? Date.now;
  const k = (key: string) => cacheKey(key, options.isNextRelease?.() ?? false);
  const entries = new Map<string, { value: V; storedAt: number }>();
  const locks = new Map<string, number>();

  return {
    get(key) {
      const id = k(key);
      const entry = entries.get(id);
      if (!entry) return undefined;
      entries.delete(id);
      entries.set(id, entry);
      const ageMs = now() - entry.storedAt;
      return { value: entry.value, stale: ageMs > ttlMs, ageMs };
    },
    set(key, value) {
      const id = k(key);
      entries.delete(id);
      entries.set(id, { value, storedAt: now() });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value as string;
        entries.delete(oldest);
      }
    },
    delete(key) {
      return entries.delete(k(key));
    },
    lock(key) {
      const id = k(key);
      const since = locks.get(id);
      if (since !== undefined && now() - since <= lockTimeoutMs) return false;
      locks.set(id, now());
      return true;
    },
    unlock(key) {
      locks.delete(k(key));
    },
    isLocked(key) {
      const since = locks.get(k(key));
      return since !== undefined && now() - since <= lockTimeoutMs;
    },
    clear() {
      entries.clear();
      locks.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
