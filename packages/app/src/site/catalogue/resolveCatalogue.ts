import {
  dataServiceLocale,
  productCountsBelow,
  supportsCountry,
  visibleClassifications,
  visibleProducts,
} from "@wire/domain";
import type {
  Capability,
  Classification,
  ListedProduct,
  ProductDetail,
  ProductReference,
} from "@wire/graphql";
import type { CacheMode } from "../../data/cache";
import {
  getCapability,
  getClassification,
  getProduct,
  getProductData,
  getProductsByCapability,
} from "../../data/catalogue";
import { logger } from "../../http/logger";

/** The top-level classifications whose paths are catalogue routes (spec section 2). */
export const CATALOGUE_ROOTS = ["products", "services", "smart-factory"] as const;

/**
 * Capability pages live under `/products/capabilities/{slug}`: the spec
 * names no route for them, and this keeps them inside the catalogue.
 */
export const CAPABILITY_SEGMENT = "capabilities";

export type CatalogueView =
  | {
      kind: "classification";
      classification: Classification;
      products: ListedProduct[];
      /**
       * Per child classification id, the distinct products the country sees at or below it;
       * a child with none below it (or when the hierarchy could not be read) is absent.
       */
      productCounts: Readonly<Record<string, number>>;
    }
  | { kind: "product"; product: ProductDetail }
  | { kind: "capability"; capability: Capability; products: ProductReference[] }
  /** It exists, but not for the visitor's country: answered like a missing page. */
  | { kind: "hidden" };

export function isCatalogueRoute(segments: readonly string[]): boolean {
  return (CATALOGUE_ROOTS as readonly string[]).includes(segments[0] ?? "");
}

/**
 * The products below every classification (issue 43: a category whose products sit in its
 * subcategories read "0 products"). Without the hierarchy the cards show no count, not a wrong one.
 */
async function countsBelow(
  mode: CacheMode,
  language: string,
  country: string,
): Promise<Record<string, number>> {
  try {
    const data = await getProductData(mode, dataServiceLocale(language));
    return Object.fromEntries(productCountsBelow(data.classifications, data.products, country));
  } catch (error) {
    logger.warn(`[catalogue] product counts unavailable: ${(error as Error).message}`);
    return {};
  }
}

const warn = { warn: (message: string) => logger.warn(`[catalogue] ${message}`) };

/**
 * What a catalogue path shows for a country (spec sections 2 and 5): a
 * classification whose route is the path, a product whose route is the
 * path, or a capability; only what the country may see. Null when the path
 * is none of these (a CMS page may still answer it).
 */
export async function resolveCatalogue(
  mode: CacheMode,
  language: string,
  country: string,
  segments: readonly string[],
): Promise<CatalogueView | null> {
  if (!isCatalogueRoute(segments)) return null;
  const path = segments.join("/");
  const last = segments.at(-1)!;

  if (segments.length === 3 && segments[0] === "products" && segments[1] === CAPABILITY_SEGMENT) {
    const capability = await getCapability(mode, language, last);
    if (!capability) return null;
    const products = visibleProducts(
      await getProductsByCapability(mode, language, capability.id),
      country,
    );
    return { kind: "capability", capability, products };
  }

  // A path names a classification or a product: ask for both at once.
  const [classification, product] = await Promise.all([
    getClassification(mode, language, last),
    segments.length < 2 ? null : getProduct(mode, language, last),
  ]);
  if (classification && classification.route === path) {
    if (!supportsCountry(classification, country)) return { kind: "hidden" };
    const children = visibleClassifications(classification.childClassifications, country, {
      logger: warn,
    });
    return {
      kind: "classification",
      classification: { ...classification, childClassifications: children },
      products: visibleProducts(classification.products, country),
      productCounts: children.length > 0 ? await countsBelow(mode, language, country) : {},
    };
  }

  if (!product || product.route !== path) return null;
  if (!supportsCountry(product, country)) return { kind: "hidden" };
  // A related item the country does not offer would link to a page that answers 404.
  const related = product.related.filter((item) => supportsCountry(item.product, country));
  return { kind: "product", product: { ...product, related } };
}
