import { type Cache, createCache } from "@wire/domain";

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

/**
 * A cached load: a fresh entry is answered from memory; a stale one is
 * answered too while one request (holding the key's lock) reloads it in
 * the background; a miss loads and stores. `bypass` (the `cache=false`
 * flag) loads without touching the cache.
 */
export async function cached<T>(key: string, load: () => Promise<T>, bypass = false): Promise<T> {
  if (bypass) return load();
  const cache = serverCache();
  const hit = cache.get(key) as { value: T; stale: boolean } | undefined;
  if (hit && !hit.stale) return hit.value;
  if (hit) {
    if (cache.lock(key)) {
      load()
        .then((value) => cache.set(key, value))
        .catch((error) =>
          console.error(`[cache] refreshing ${key} failed: ${(error as Error).message}`),
        )
        .finally(() => cache.unlock(key));
    }
    return hit.value;
  }
  const value = await load();
  cache.set(key, value);
  return value;
}
