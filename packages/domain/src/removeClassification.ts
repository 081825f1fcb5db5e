import type { ComparisonBasket } from "./comparisonBasketSchema.ts";

/**
 * Removes a whole classification group from the basket (spec §4).
 *
 * @example
 * removeClassification(basket, "cutting");
 */
export function removeClassification(
  basket: ComparisonBasket,
  classificationSlug: string,
): ComparisonBasket {
  return {
    classifications: basket.classifications.filter((group) => group.slug !== classificationSlug),
  };
}
