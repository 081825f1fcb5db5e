/**
 * The route of a classification or product: the lineage's classification slugs joined by `/`,
 * with the product slug appended (spec §2). No leading slash; empty slugs are dropped.
 *
 * @example
 * classificationRoute(["products", "cutting"], "gamma-263"); // => "products/cutting/gamma-263"
 */
export function classificationRoute(
  lineageSlugs: readonly string[],
  productSlug?: string | null,
): string {
  return [...lineageSlugs, productSlug ?? ""].filter((slug) => slug !== "").join("/");
}
