import { RELOAD_GUARD_TTL_MS } from "./constants.ts";

/** The guard's answer and the store to keep. */
export interface ReloadGuardResult {
  readonly allowed: boolean;
  readonly store: ReadonlyMap<string, number>;
}

/**
 * Decides whether a chunk-load error may reload a path (spec §4, §9): at most once per
 * `ttlMs` (10 000 ms) per path. Pure: takes the store (path → last reload time) and the time, and
 * returns a new store with this reload recorded (and expired entries dropped) when allowed.
 *
 * @example
 * reloadGuard(new Map(), "/de", 0); // => { allowed: true, store: Map { "/de" => 0 } }
 */
export function reloadGuard(
  store: ReadonlyMap<string, number>,
  path: string,
  now: number,
  ttlMs: number = RELOAD_GUARD_TTL_MS,
): ReloadGuardResult {
  const last = store.get(path);
  if (last !== undefined && now - last < ttlMs) return { allowed: false, store };
  const next = new Map([...store].filter(([, at]) => now - at < ttlMs));
  next.set(path, now);
  return { allowed: true, store: next };
}
