import type { NavigationItem } from "./visibleNavigationItems.ts";

/**
 * The message when no navigation item has a slug (spec §5).
 *
 * @example
 * noNavigationItemMessage("about"); // => "no navigation item with slug about exists"
 */
export function noNavigationItemMessage(slug: string): string {
  return `no navigation item with slug ${slug} exists`;
}

function slugOf(item: NavigationItem): string | undefined {
  if (item.slug) return item.slug;
  const path = item.url?.split(/[?#]/, 1)[0] ?? "";
  return path.split("/").filter(Boolean).at(-1);
}

/**
 * Finds a navigation item by slug, depth first (spec §5). An item's slug is its `slug` field,
 * else the last segment of its URL. Throws `Error(noNavigationItemMessage(slug))` when none matches.
 *
 * @example
 * findNavigationItem(tree, "about"); // => the item whose url is "/de/company/about"
 */
export function findNavigationItem<I extends NavigationItem>(tree: readonly I[], slug: string): I {
  const search = (items: readonly NavigationItem[]): NavigationItem | undefined => {
    for (const item of items) {
      if (slugOf(item) === slug) return item;
      const found = item.items ? search(item.items) : undefined;
      if (found) return found;
    }
    return undefined;
  };
  const found = search(tree);
  if (!found) throw new Error(noNavigationItemMessage(slug));
  return found as I;
}
