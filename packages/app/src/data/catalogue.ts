import { dataServiceLocale } from "@wire/domain";
import {
  type Capability,
  type Classification,
  createProductClient,
  type ProductData,
  type ProductDetail,
  ProductNotFoundError,
  type ProductReference,
} from "@wire/graphql";
import { cache } from "react";
import { appConfig } from "../config";
import { CACHE_TAGS, cachedGetter } from "./cache";
import { clientLogger, upstreamFetch } from "./upstream";

/**
 * The app's one door to the product data service, for pages and route
 * handlers, per data-service locale (`de` reads `de-CH`), cached under the
 * `products` tag like the content.
 */
export const productClient = cache((sisCode: string) =>
  createProductClient({
    endpoint: appConfig().productsEndpoint,
    locale: sisCode,
    fetch: upstreamFetch,
    logger: clientLogger,
  }),
);

/** A classification with its products, in a UI language. */
export const getClassification = cachedGetter(
  "classification",
  CACHE_TAGS.products,
  (language: string, slug: string): Promise<Classification | null> =>
    productClient(dataServiceLocale(language)).getClassification(slug),
);

/** A product with its full detail, or null when the service knows no such slug. */
export const getProduct = cachedGetter(
  "product",
  CACHE_TAGS.products,
  async (language: string, slug: string): Promise<ProductDetail | null> => {
    try {
      return await productClient(dataServiceLocale(language)).getProduct(slug);
    } catch (error) {
      if (error instanceof ProductNotFoundError) return null;
      throw error;
    }
  },
);

export const getCapability = cachedGetter(
  "capability",
  CACHE_TAGS.products,
  (language: string, slug: string): Promise<Capability | null> =>
    productClient(dataServiceLocale(language)).getCapability(slug),
);

export const getProductsByCapability = cachedGetter(
  "capability-products",
  CACHE_TAGS.products,
  (language: string, capabilityId: string): Promise<ProductReference[]> =>
    productClient(dataServiceLocale(language)).getProductsByCapability(capabilityId),
);

/** The whole hierarchy and every product of a data-service locale (sitemap, `/api/product-data`). */
export const getProductData = cachedGetter(
  "product-data",
  CACHE_TAGS.products,
  (sisCode: string): Promise<ProductData> => productClient(sisCode).getProductData(),
);

/** The comparison details of products (the compare basket), in a UI language. */
export const getComparisonDetails = cachedGetter(
  "compare",
  CACHE_TAGS.products,
  (language: string, slugs: readonly string[]) =>
    productClient(dataServiceLocale(language)).getComparisonDetails([...slugs]),
);
