import type { ComparisonBasket } from "./comparisonBasketSchema.ts";
import { filterBasket } from "./removeFromBasket.ts";

/**
 * Removes every instance of a product slug; groups left empty are removed (spec §4).
 *
 * @example
 * removeSlugFromBasket(basket, "gamma-263");
 */
export function removeSlugFromBasket(basket: ComparisonBasket, slug: string): ComparisonBasket {
  return filterBasket(basket, (product) => product.slug !== slug);
}
