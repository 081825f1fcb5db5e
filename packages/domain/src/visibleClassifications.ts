import {
  type SourceProduct,
  supportsCountry,
  type VisibilityOptions,
  visibleProducts,
} from "./visibleProducts.ts";

/** A classification node with source field names (spec §3). */
export interface SourceClassification<P extends SourceProduct = SourceProduct> {
  readonly slug: string;
  readonly supported_countries?: readonly string[] | null;
  readonly products?: readonly P[];
  readonly childClassifications?: readonly SourceClassification<P>[];
}

/**
 * The classification tree as shown in a country (spec §5): a classification is kept only when its
 * `supported_countries` includes the country; its children follow the same rule, and its products
 * are filtered by `visibleProducts`. Returns new nodes; the input is untouched.
 *
 * @example
 * visibleClassifications(tree, "CH");
 */
export function visibleClassifications<C extends SourceClassification>(
  tree: readonly C[],
  country: string,
  options: VisibilityOptions = {},
): C[] {
  return tree
    .filter((node) => supportsCountry(node, country))
    .map((node) => ({
      ...node,
      ...(node.products ? { products: visibleProducts(node.products, country, options) } : {}),
      ...(node.childClassifications
        ? {
            childClassifications: visibleClassifications(
              node.childClassifications,
              country,
              options,
            ),
          }
        : {}),
    }));
}
