import type { Logger } from "./randomKey.ts";

/** A product as the data service lists it (source field names, spec §3). */
export interface SourceProduct {
  readonly slug: string;
  readonly supported_countries?: readonly string[] | null;
}

/** Options of `visibleProducts` and `visibleClassifications`. */
export interface VisibilityOptions {
  /**
   * Slugs of the products that have a hierarchy entry in the current region. When given,
   * products missing from it are skipped and reported through `logger` (spec §5, §8).
   */
  readonly regionProductSlugs?: readonly string[] | ReadonlySet<string>;
  readonly logger?: Logger;
}

/** Whether `supported_countries` includes the country (case ignored). */
export function supportsCountry(
  item: { readonly supported_countries?: readonly string[] | null },
  country: string,
): boolean {
  const wanted = country.toUpperCase();
  return (item.supported_countries ?? []).some((code) => code.toUpperCase() === wanted);
}

/**
 * The products shown in a country (spec §5): only those whose `supported_countries` includes the
 * country, and, when `regionProductSlugs` is given, only those with a hierarchy entry in the
 * region (others are skipped with a warning). A missing `supported_countries` means not shown.
 *
 * @example
 * visibleProducts([{ slug: "a", supported_countries: ["CH"] }], "CH"); // => [that product]
 */
export function visibleProducts<P extends SourceProduct>(
  products: readonly P[],
  country: string,
  options: VisibilityOptions = {},
): P[] {
  const region = options.regionProductSlugs;
  const inRegion = region
    ? (slug: string) => ("has" in region ? region.has(slug) : region.includes(slug))
    : () => true;
  return products.filter((product) => {
    if (!inRegion(product.slug)) {
      options.logger?.warn(`No hierarchy entry for product ${product.slug} in this region`);
      return false;
    }
    return supportsCountry(product, country);
  });
}
