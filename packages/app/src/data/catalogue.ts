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
import { cached } from "./serverCache";

/**
 * The app's one door to the product data service for pages, per UI
 * language (the data-service locale follows it: `de` reads `de-CH`),
 * through the server cache like the content.
 */
const client = cache((language: string) =>
  createProductClient({
    endpoint: appConfig().productsEndpoint,
    locale: dataServiceLocale(language),
  }),
);

export const getClassification = cache(
  (language: string, slug: string): Promise<Classification | null> =>
    cached(`classification:${language}:${slug}`, () => client(language).getClassification(slug)),
);

/** A product with its full detail, or null when the service knows no such slug. */
export const getProduct = cache(
  (language: string, slug: string): Promise<ProductDetail | null> =>
    cached(`product:${language}:${slug}`, async () => {
      try {
        return await client(language).getProduct(slug);
      } catch (error) {
        if (error instanceof ProductNotFoundError) return null;
        throw error;
      }
    }),
);

export const getCapability = cache(
  (language: string, slug: string): Promise<Capability | null> =>
    cached(`capability:${language}:${slug}`, () => client(language).getCapability(slug)),
);

export const getProductsByCapability = cache(
  (language: string, capabilityId: string): Promise<ProductReference[]> =>
    cached(`capability-products:${language}:${capabilityId}`, () =>
      client(language).getProductsByCapability(capabilityId),
    ),
);

/** The whole hierarchy and every product (for the sitemap). */
export const getProductData = cache(
  (language: string): Promise<ProductData> =>
    cached(`product-data:${dataServiceLocale(language)}`, () => client(language).getProductData()),
);
