import { type Cache, cacheKey, createCache } from "@wire/domain";
import { CACHE_HEADER, NEXT_RELEASE_HEADER } from "../routing/requestHeaders";

const globalKey = Symbol.for("wire.serverCache");

/**
 * The server's content cache (spec section 9): at most 400 entries, 30
 * minutes, LRU. One per process, shared by the proxy and the pages (Next
 * bundles them apart, hence globalThis).
 */
export function serverCache(): Cache<unknown> {
  const holder = globalThis as unknown as Record<symbol, Cache<unknown> | undefined>;
  holder[globalKey] ??= createCache<unknown>();
  return holder[globalKey];
}

/** How a request uses the cache: `cache=false` bypasses it; `nextRelease` keeps its own keys. */
export interface CacheMode {
  bypass: boolean;
  nextRelease: boolean;
}

/**
 * The cache mode the proxy decided for the current request (its headers),
 * or the default outside a request (tests, scripts).
 */
export async function requestCacheMode(): Promise<CacheMode> {
  try {
    const { headers } = await import("next/headers");
    const h = await headers();
    return { bypass: h.get(CACHE_HEADER) === "bypass", nextRelease: h.has(NEXT_RELEASE_HEADER) };
  } catch {
    return { bypass: false, nextRelease: false };
  }
}

/**
 * A cached load: a fresh entry is answered from memory; a stale one is
 * answered too while one request (holding the key's lock) reloads it in
 * the background; a miss loads and stores. Without an explicit `mode` (the
 * proxy gives one) the current request's mode applies: `cache=false` loads
 * without touching the cache, and next-release keys are prefixed
 * `nextRelease_` so the two releases never answer for each other.
 */
export async function cached<T>(key: string, load: () => Promise<T>, mode?: CacheMode): Promise<T> {
  const { bypass, nextRelease } = mode ?? (await requestCacheMode());
  if (bypass) return load();
  const cache = serverCache();
  const fullKey = cacheKey(key, nextRelease);
  const hit = cache.get(fullKey) as { value: T; stale: boolean } | undefined;
  if (hit && !hit.stale) return hit.value;
  if (hit) {
    if (cache.lock(fullKey)) {
      load()
        .then((value) => cache.set(fullKey, value))
        .catch((error) =>
          console.error(`[cache] refreshing ${fullKey} failed: ${(error as Error).message}`),
        )
        .finally(() => cache.unlock(fullKey));
    }
    return hit.value;
  }
  const value = await load();
  cache.set(fullKey, value);
  return value;
}
