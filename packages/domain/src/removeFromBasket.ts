import type { BasketProduct, ComparisonBasket } from "./comparisonBasketSchema.ts";

/** Keeps the products that pass `keep` and drops groups left empty. */
export function filterBasket(
  basket: ComparisonBasket,
  keep: (product: Readonly<BasketProduct>) => boolean,
): ComparisonBasket {
  return {
    classifications: basket.classifications
      .map((group) => ({ ...group, products: group.products.filter(keep) }))
      .filter((group) => group.products.length > 0),
  };
}

/**
 * Removes one product instance by key; a group left empty is removed (spec §4).
 *
 * @example
 * removeFromBasket(basket, "key-1");
 */
export function removeFromBasket(basket: ComparisonBasket, key: string): ComparisonBasket {
  return filterBasket(basket, (product) => product.key !== key);
}
