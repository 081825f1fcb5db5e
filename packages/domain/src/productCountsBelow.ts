import { supportsCountry } from "./visibleProducts.ts";

/** A classification of the flat hierarchy (source field names, spec §3). */
export interface CountedClassification {
  readonly id: string;
  /** The parent classification's id; null at the top level. */
  readonly parent: string | null;
  readonly supported_countries?: readonly string[] | null;
}

/** A product with its hierarchy entry (spec §3). */
export interface CountedProduct {
  readonly slug: string;
  readonly supported_countries?: readonly string[] | null;
  readonly classification?: { readonly id: string } | null;
}

/**
 * How many distinct products a visitor of `country` finds at or below each classification: its
 * own products and those of every descendant (spec §5 visibility). A product counts for a
 * classification only when the country sees the product and every classification on the way
 * down to it (a hidden one answers 404, so what is below it cannot be reached). Classifications
 * with nothing below them are absent from the map; a parent cycle is walked once.
 *
 * @example
 * productCountsBelow(
 *   [{ id: "1", parent: null, supported_countries: ["CH"] }, { id: "2", parent: "1", supported_countries: ["CH"] }],
 *   [{ slug: "p", supported_countries: ["CH"], classification: { id: "2" } }],
 *   "CH",
 * ); // => Map { "2" => 1, "1" => 1 }
 */
export function productCountsBelow(
  classifications: readonly CountedClassification[],
  products: readonly CountedProduct[],
  country: string,
): Map<string, number> {
  const byId = new Map(classifications.map((c) => [c.id, c]));
  const below = new Map<string, Set<string>>();
  for (const product of products) {
    if (!product.classification || !supportsCountry(product, country)) continue;
    const seen = new Set<string>();
    let node = byId.get(product.classification.id);
    while (node && !seen.has(node.id) && supportsCountry(node, country)) {
      seen.add(node.id);
      const slugs = below.get(node.id) ?? new Set<string>();
      slugs.add(product.slug);
      below.set(node.id, slugs);
      node = node.parent === null ? undefined : byId.get(node.parent);
    }
  }
  return new Map([...below].map(([id, slugs]) => [id, slugs.size]));
}
