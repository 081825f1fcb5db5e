import type { ComparisonBasket } from "./comparisonBasketSchema.ts";
import { type KeyGenerator, randomKey } from "./randomKey.ts";

/**
 * Adds a product instance to its classification group, creating the group (at the end) when
 * missing (spec §4). Every call adds a new instance with a new key, so the same product can be
 * compared in several variants.
 *
 * @example
 * addToBasket(EMPTY_BASKET, "cutting", { slug: "gamma", variantId: "v1" });
 * // => { classifications: [{ slug: "cutting", products: [{ key: "…", slug: "gamma", variantId: "v1" }] }] }
 */
export function addToBasket(
  basket: ComparisonBasket,
  classificationSlug: string,
  product: { readonly slug: string; readonly variantId?: string | null },
  createKey: KeyGenerator = randomKey,
): ComparisonBasket {
  const entry = { key: createKey(), slug: product.slug, variantId: product.variantId ?? null };
  const exists = basket.classifications.some((group) => group.slug === classificationSlug);
  return {
    classifications: exists
      ? basket.classifications.map((group) =>
          group.slug === classificationSlug
            ? { ...group, products: [...group.products, entry] }
            : group,
        )
      : [...basket.classifications, { slug: classificationSlug, products: [entry] }],
  };
}
