import { z } from "zod";

/** One product instance in the comparison basket. */
export const basketProductSchema = z.object({
  key: z.string().min(1),
  slug: z.string().min(1),
  variantId: z.string().nullable(),
});

/** The comparison basket as stored in local storage (spec §3). */
export const comparisonBasketSchema = z.object({
  classifications: z.array(
    z.object({
      slug: z.string().min(1),
      products: z.array(basketProductSchema),
    }),
  ),
});

/** A product instance in the basket. */
export type BasketProduct = z.infer<typeof basketProductSchema>;

/** The comparison basket: classification groups of product instances. */
export type ComparisonBasket = {
  readonly classifications: readonly {
    readonly slug: string;
    readonly products: readonly Readonly<BasketProduct>[];
  }[];
};

/** A basket group. */
export type BasketClassification = ComparisonBasket["classifications"][number];

/**
 * The empty basket (frozen, so it can be shared).
 *
 * @example
 * EMPTY_BASKET; // => { classifications: [] }
 */
export const EMPTY_BASKET: ComparisonBasket = Object.freeze({ classifications: Object.freeze([]) });
