/** A navigation item (spec §3), reduced to what the visibility rule reads. */
export interface NavigationItem {
  readonly title: string;
  readonly url?: string | null;
  readonly slug?: string | null;
  readonly countries?: readonly string[] | null;
  readonly hidden?: boolean | null;
  readonly breadcrumbOverride?: string | null;
  readonly items?: readonly NavigationItem[] | null;
}

/**
 * The navigation items shown in a country (spec §5), recursively. Skipped: hidden items, items
 * whose non-empty `countries` lack the country (case ignored), and items whose link is an empty
 * (blank) string. An item with no URL at all (`null`/`undefined`) is reported through `warn` as
 * `Navigation item "{title}" has no URL`; it stays only as a group heading when it still has
 * visible children.
 *
 * @example
 * visibleNavigationItems(items, "CH", console.warn);
 */
export function visibleNavigationItems<I extends NavigationItem>(
  items: readonly I[],
  country: string,
  warn: (message: string) => void = () => {},
): I[] {
  const wanted = country.toUpperCase();
  const result: I[] = [];
  for (const item of items) {
    if (item.hidden) continue;
    if (item.countries?.length && !item.countries.some((c) => c.toUpperCase() === wanted)) continue;
    if (typeof item.url === "string" && item.url.trim() === "") continue;
    const children = item.items ? visibleNavigationItems(item.items, country, warn) : undefined;
    if (item.url === null || item.url === undefined) {
      warn(`Navigation item "${item.title}" has no URL`);
      if (!children?.length) continue;
    }
    result.push(children ? { ...item, items: children } : item);
  }
  return result;
}
