import { RELOAD_GUARD_TTL_MS, reloadGuard, SCROLL_RESTORE_DELAY_MS } from "@wire/domain";

/** Session storage: path → time of its last chunk-error reload (spec §4: once per 10 s per path). */
const GUARD_KEY = "wire:chunk-reload";
/** Session storage: where the reloaded page was scrolled to, restored after the reload. */
const SCROLL_KEY = "wire:chunk-reload-scroll";

interface SavedScroll {
  path: string;
  x: number;
  y: number;
  at: number;
}

function readGuard(): Map<string, number> {
  try {
    const entries = JSON.parse(window.sessionStorage.getItem(GUARD_KEY) ?? "[]") as unknown;
    if (!Array.isArray(entries)) return new Map();
    return new Map(
      entries.filter(
        (entry): entry is [string, number] =>
          Array.isArray(entry) && typeof entry[0] === "string" && typeof entry[1] === "number",
      ),
    );
  } catch {
    return new Map();
  }
}

/**
 * Reloads the page after a chunk failed to load (spec §4, §8), unless this path was reloaded for
 * that less than 10 s ago (a chunk that is really gone must not reload forever). The scroll
 * position is kept for `restoreScrollAfterReload`; the address, query and hash stay as they are.
 * Returns whether the page reloads.
 */
export function reloadAfterChunkError(reason: unknown): boolean {
  const path = window.location.pathname;
  const { allowed, store } = reloadGuard(readGuard(), path, Date.now());
  if (!allowed) {
    console.error(
      `[chunk] not reloading ${path} again within ${RELOAD_GUARD_TTL_MS} ms:`,
      (reason as Error)?.message ?? reason,
    );
    return false;
  }
  try {
    window.sessionStorage.setItem(GUARD_KEY, JSON.stringify([...store]));
    const scroll: SavedScroll = { path, x: window.scrollX, y: window.scrollY, at: Date.now() };
    window.sessionStorage.setItem(SCROLL_KEY, JSON.stringify(scroll));
  } catch {
    // Without session storage the guard cannot remember the reload: do not risk a loop.
    return false;
  }
  console.warn(`[chunk] reloading ${path}:`, (reason as Error)?.message ?? reason);
  window.location.reload();
  return true;
}

/**
 * After a chunk-error reload, scrolls back to where the page was, 100 ms after it started
 * (spec §9, scroll restore delay), once its content is there. Returns a cancel function.
 */
export function restoreScrollAfterReload(): () => void {
  let saved: SavedScroll | null = null;
  try {
    saved = JSON.parse(window.sessionStorage.getItem(SCROLL_KEY) ?? "null") as SavedScroll | null;
    window.sessionStorage.removeItem(SCROLL_KEY);
  } catch {
    return () => {};
  }
  if (
    !saved ||
    saved.path !== window.location.pathname ||
    Date.now() - saved.at > RELOAD_GUARD_TTL_MS
  ) {
    return () => {};
  }
  const { x, y } = saved;
  const timer = window.setTimeout(() => window.scrollTo(x, y), SCROLL_RESTORE_DELAY_MS);
  return () => window.clearTimeout(timer);
}
