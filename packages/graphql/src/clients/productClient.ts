import { keepHighlight } from "@wire/domain";
import { ClientError } from "graphql-request";
import type {
  Capability,
  Classification,
  ClassificationSummary,
  ComparisonProduct,
  FileDownload,
  ProductData,
  ProductDetail,
  ProductReference,
} from "../catalogueModel";
import {
  CapabilitiesDocument,
  CapabilityDocument,
  type CapabilityFieldsFragment,
  CatalogueDocument,
  ClassificationDocument,
  type ClassificationFieldsFragment,
  ComparisonDetailsDocument,
  ProductDocument,
  type ProductQuery,
  type ProductReferenceFieldsFragment,
  ProductsByCapabilityDocument,
  ProductsDocument,
} from "../generated/products/graphql";
import { createRequester, type Logger } from "./request";

/** The spec's message when a product slug has no product (spec sections 5 and 8). */
export const NO_PRODUCT_MESSAGE = "No product found for slug";

/** Thrown by `getProduct` for an unknown slug; its message is the spec's. */
export class ProductNotFoundError extends Error {
  constructor(readonly slug: string) {
    super(NO_PRODUCT_MESSAGE);
    this.name = "ProductNotFoundError";
  }
}

function toSummary(c: ClassificationFieldsFragment): ClassificationSummary {
  return {
    id: c.id,
    slug: c.slug,
    name: c.name,
    description: c.description,
    parent: c.parent_id,
    route: c.route,
    imageUrl: c.image_url,
    sortIndex: c.sort_index,
    supported_countries: c.supported_countries,
    lineage: c.lineage,
  };
}

function toReference(p: ProductReferenceFieldsFragment): ProductReference {
  return {
    slug: p.slug,
    name: p.name,
    brand: p.brand,
    shortDescription: p.shortDescription,
    language: p.language,
    route: p.route,
    imageUrl: p.image_url,
    imageAlt: p.imageAlt,
    classification: p.classification,
    variantCount: p.variantCount,
    sortIndex: p.sort_index,
    supported_countries: p.supported_countries,
  };
}

function toCapability(c: CapabilityFieldsFragment): Capability {
  return {
    id: c.id,
    slug: c.slug,
    name: c.name,
    description: c.description,
    imageUrl: c.image_url,
  };
}

function toDetail(p: ProductQuery["product"]): ProductDetail {
  const images = p.images;
  const primaryImage = images.find((i) => i.default) ?? images[0] ?? null;
  const files: FileDownload[] = p.files.map((f) => ({
    slug: f.slug,
    url: f.url,
    name: f.name,
    size: f.size_bytes,
    locale: f.content_language,
    extension: f.extension,
    type: f.type,
    filename: f.filename,
    thumbnailUrl: f.thumbnail_url,
  }));
  return {
    ...toReference(p),
    brandTheme: p.brandTheme,
    itemNumber: p.itemNumber,
    longDescription: p.longDescription,
    images,
    primaryImage,
    additionalImages: images.filter((i) => i !== primaryImage),
    files,
    variants: p.variants,
    specifications: p.specifications,
    // The data service delivers highlights without picture or video; they are dropped (§5).
    highlights: p.highlights.filter(keepHighlight),
    video: p.video,
    capabilities: p.capabilities.map(toCapability),
    related: p.related.map((r) => ({ type: r.type, product: toReference(r.product) })),
    relatedStories: p.relatedStories.map((s) => ({
      id: s.id,
      slug: s.slug,
      title: s.title,
      leadText: s.leadText,
      publicationDate: s.publicationDate,
      imageUrl: s.image_url,
      imageAlt: s.imageAlt,
    })),
  };
}

/** Whether a GraphQL error answer is the service's "No product found for slug". */
function isNoProduct(error: unknown): boolean {
  return (
    error instanceof ClientError &&
    (error.response.errors ?? []).some((e) => e.message === NO_PRODUCT_MESSAGE)
  );
}

/**
 * The product data service's getters for one data-service locale ("de-CH", spec section 3),
 * reshaping transport types into the catalogue model.
 *
 * @example
 * const products = createProductClient({ endpoint, locale: dataServiceLocale("de") });
 * await products.getProduct("gamma-263"); // => ProductDetail in German
 */
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
  const locale = options.locale;
  return {
    /** A classification page's data, or null for an unknown slug. */
    async getClassification(slug: string): Promise<Classification | null> {
      const { classification: c } = await request(ClassificationDocument, { slug, locale });
      if (!c) return null;
      return {
        ...toSummary(c),
        childClassifications: c.childClassifications.map((child) => ({
          ...toSummary(child),
          products: child.products,
        })),
        products: c.products.map((p) => ({
          ...toReference(p),
          specifications: p.specifications,
        })),
      };
    },
    /** The whole hierarchy and every listed product (for `/api/product-data/{sisCode}`). */
    async getProductData(): Promise<ProductData> {
      const data = await request(CatalogueDocument, { locale });
      return {
        classifications: data.classifications.map(toSummary),
        products: data.allProducts.map(toReference),
      };
    },
    /** Products for the slugs, in that order; unknown slugs are left out. */
    async getProducts(slugs: readonly string[]): Promise<ProductReference[]> {
      if (slugs.length === 0) return [];
      const { products } = await request(ProductsDocument, { slugs: [...slugs], locale });
      return products.map(toReference);
    },
    /** A product page's data; throws `ProductNotFoundError` ("No product found for slug"). */
    async getProduct(slug: string): Promise<ProductDetail> {
      try {
        const { product } = await request(ProductDocument, { slug, locale });
        return toDetail(product);
      } catch (error) {
        if (isNoProduct(error)) throw new ProductNotFoundError(slug);
        throw error;
      }
    },
    /** Every capability, in the locale's language. */
    async getCapabilities(): Promise<Capability[]> {
      const { capabilities } = await request(CapabilitiesDocument, { locale });
      return capabilities.map(toCapability);
    },
    /** One capability by slug, or null. */
    async getCapability(slug: string): Promise<Capability | null> {
      const { capability } = await request(CapabilityDocument, { slug, locale });
      return capability ? toCapability(capability) : null;
    },
    /** Products listing the capability; an unknown id gives an empty list. */
    async getProductsByCapability(capabilityId: string): Promise<ProductReference[]> {
      const { productsByCapability } = await request(ProductsByCapabilityDocument, {
        capabilityId,
        locale,
      });
      return productsByCapability.map(toReference);
    },
    /** Variants and specifications of the products to compare, in the order asked. */
    async getComparisonDetails(slugs: readonly string[]): Promise<ComparisonProduct[]> {
      if (slugs.length === 0) return [];
      const { comparisonDetails } = await request(ComparisonDetailsDocument, {
        slugs: [...slugs],
        locale,
      });
      return comparisonDetails.map((p) => ({
        ...toReference(p),
        variants: p.variants,
        specifications: p.specifications,
      }));
    },
  };
}

/** The getters of one data-service locale. */
export type ProductClient = ReturnType<typeof createProductClient>;
