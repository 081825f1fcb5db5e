import { ProductDocument } from "../generated/products/graphql";
import type { ProductSummary } from "../model";
import { createRequester, type Logger } from "./request";

/** The product data service's getters for one data-service locale ("de-CH"). */
export function createProductClient(options: {
  endpoint: string;
  locale: string;
  fetch?: typeof fetch;
  logger?: Logger;
}) {
  const request = createRequester({
    service: "products",
    endpoint: options.endpoint,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
  });
  return {
    async getProduct(slug: string): Promise<ProductSummary> {
      const { product } = await request(ProductDocument, { slug, locale: options.locale });
      return product;
    },
  };
}
