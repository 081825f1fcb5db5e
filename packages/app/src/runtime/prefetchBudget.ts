/** A count of routes being prefetched, shared by the links of one page. */
export interface PrefetchBudget {
  /** Takes a slot for `href`; false when `limit` other routes hold one. Taking twice is one slot. */
  take(href: string): boolean;
  /** Gives `href`'s slot back. */
  release(href: string): void;
  /** The routes holding a slot. */
  held(): readonly string[];
}

/**
 * At most `limit` routes preloaded at once (spec §9: 5). A link holds its route's slot while it
 * is on screen, so the routes a visitor can see are the ones preloaded.
 *
 * @example
 * const budget = createPrefetchBudget(1);
 * budget.take("/a"); // => true
 * budget.take("/b"); // => false
 */
export function createPrefetchBudget(limit: number): PrefetchBudget {
  const holders = new Map<string, number>();
  return {
    take(href) {
      const count = holders.get(href);
      if (count !== undefined) {
        holders.set(href, count + 1);
        return true;
      }
      if (holders.size >= limit) return false;
      holders.set(href, 1);
      return true;
    },
    release(href) {
      const count = holders.get(href);
      if (count === undefined) return;
      if (count <= 1) holders.delete(href);
      else holders.set(href, count - 1);
    },
    held: () => [...holders.keys()],
  };
}
