/**
 * Which loaded items the visitor has not read: those above the last one they
 * read; all of them when that one is no longer among the loaded (or none was).
 *
 * @example
 * unreadNewsIds(["c", "b", "a"], "b"); // => Set { "c" }
 */
export function unreadNewsIds(ids: readonly string[], lastReadId: string | null): Set<string> {
  const at = lastReadId ? ids.indexOf(lastReadId) : -1;
  return new Set(at === -1 ? ids : ids.slice(0, at));
}
