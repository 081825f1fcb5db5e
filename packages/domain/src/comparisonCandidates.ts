import type { ComparisonBasket } from "./comparisonBasketSchema.ts";

/**
 * The products that can still be added for comparison: those not in the basket, plus those in it
 * that have more than one variant (another variant can be compared) (spec §5).
 *
 * @example
 * comparisonCandidates([{ slug: "a", variantCount: 1 }, { slug: "b", variantCount: 3 }], basketWithAandB);
 * // => [{ slug: "b", variantCount: 3 }]
 */
export function comparisonCandidates<
  P extends { readonly slug: string; readonly variantCount: number },
>(products: readonly P[], basket: ComparisonBasket): P[] {
  const inBasket = new Set(
    basket.classifications.flatMap((group) => group.products.map((product) => product.slug)),
  );
  return products.filter((product) => !inBasket.has(product.slug) || product.variantCount > 1);
}
