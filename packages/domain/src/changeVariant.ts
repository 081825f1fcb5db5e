import type { ComparisonBasket } from "./comparisonBasketSchema.ts";

/**
 * Changes the variant of the product instance with the key (spec §4); an unknown key changes
 * nothing.
 *
 * @example
 * changeVariant(basket, "key-1", "variant-2");
 */
export function changeVariant(
  basket: ComparisonBasket,
  key: string,
  variantId: string | null,
): ComparisonBasket {
  return {
    classifications: basket.classifications.map((group) => ({
      ...group,
      products: group.products.map((product) =>
        product.key === key ? { ...product, variantId } : product,
      ),
    })),
  };
}
