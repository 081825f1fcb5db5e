import { type Cache, createCache } from "@wire/domain";
import { processLocal } from "../sharedState/processLocal";

/** What this process is loading now, by cache key: one promise each, under spec §9's lock. */
export type RunningLoads = Cache<Promise<unknown>>;

/**
 * Runs `load` unless this process is already loading `key`, and then hands
 * the caller the running load's promise instead (spec §9: a key's loader
 * holds its lock; a lock held for more than 5 s looks deadlocked and the
 * next caller takes a new one and loads again).
 *
 * Why: Next de-duplicates a data getter within one request only. When the
 * cache is emptied (a deploy, a publish's revalidation, `cache=clear`),
 * every concurrent render misses the same shared entries (site data,
 * navigation, news) and each asked the services for them. The lock is per
 * process: instances share the results through the cache handler, not the
 * loads.
 *
 * @example
 * const running = createCache<Promise<unknown>>();
 * const [a, b] = [coalesce(running, "nav:de", load), coalesce(running, "nav:de", load)];
 * // load ran once; a and b are the same promise
 */
export function coalesce<T>(
  running: RunningLoads,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  if (running.isLocked(key)) {
    const current = running.get(key);
    if (current) return current.value as Promise<T>;
  }
  running.lock(key);
  const promise = (async () => load())();
  running.set(key, promise);
  const release = () => {
    // A load that outlived its lock must not release the one that replaced it.
    if (running.get(key)?.value !== promise) return;
    running.unlock(key);
    running.delete(key);
  };
  promise.then(release, release);
  return promise;
}

/** `coalesce` over this process's running loads. */
export async function loadOnce<T>(key: string, load: () => Promise<T>): Promise<T> {
  const running = await processLocal<RunningLoads>("running-loads", () =>
    createCache<Promise<unknown>>(),
  );
  return coalesce(running, key, load);
}
