import { classificationRoute } from "@wire/domain";
import { typeDefs } from "@wire/graphql/schema";
import { createGraphQLError } from "graphql-yoga";
import { resolveJson } from "../content/resolveJson";
import type { Database } from "../db/connect";
import { createGraphqlServer } from "../http/graphqlServer";
import {
  type Catalogue,
  type CatalogueStore,
  type ClassificationRow,
  createCatalogueStore,
  languageOf,
  type ProductRow,
  type ProductText,
  pick,
} from "./catalogueStore";

type Log = (line: string) => void;

/** What resolvers of one request share: the catalogue, the language and the log. */
interface Scope {
  catalogue: Catalogue;
  language: string;
  log: Log;
  /** Makes a stored `/assets/…` URL absolute on the services' public origin. */
  abs: (url: string) => string;
  abs0: (url: string | null | undefined) => string | null;
}

interface ClassificationNode {
  scope: Scope;
  row: ClassificationRow;
}

interface ProductNode {
  scope: Scope;
  row: ProductRow;
  text: ProductText;
}

/** Classifications from the top down to `row`; a missing parent is logged and ends the walk. */
export function lineageOf(catalogue: Catalogue, row: ClassificationRow, log: Log) {
  const chain: ClassificationRow[] = [row];
  const seen = new Set([row.id]);
  let parentId = row.parentId;
  while (parentId) {
    const parent = catalogue.classifications.get(parentId);
    if (!parent || seen.has(parent.id)) {
      log(`products: hierarchy entry ${parentId} (parent of ${row.slug}) not found; lineage cut`);
      break;
    }
    seen.add(parent.id);
    chain.unshift(parent);
    parentId = parent.parentId;
  }
  return chain;
}

/** A product's texts in `language`, else English; null (logged) when it has none. */
function productNode(scope: Scope, slug: string, context: string): ProductNode | null {
  const row = scope.catalogue.products.get(slug);
  if (!row) {
    scope.log(`products: product ${slug} (${context}) not found; skipped`);
    return null;
  }
  const texts = scope.catalogue.texts.get(slug);
  const text = texts?.get(scope.language) ?? texts?.get("en");
  if (!text) {
    scope.log(`products: product ${slug} has no texts; skipped`);
    return null;
  }
  return { scope, row, text };
}

/** Products with a hierarchy entry; others are logged and skipped (spec section 8). */
function withHierarchy(scope: Scope, nodes: (ProductNode | null)[]): ProductNode[] {
  return nodes.filter((node): node is ProductNode => {
    if (!node) return false;
    const id = node.row.classificationId;
    if (id && scope.catalogue.classifications.has(id)) return true;
    scope.log(`products: product ${node.row.slug} has no hierarchy entry; skipped`);
    return false;
  });
}

function classificationRouteOf(scope: Scope, row: ClassificationRow): string {
  return classificationRoute(lineageOf(scope.catalogue, row, scope.log).map((c) => c.slug));
}

function fileUrl(slug: string, language: string): string {
  return language === "en" ? `/file/${slug}` : `/file/${slug}?l=${language}`;
}

function images(node: ProductNode) {
  return node.row.images.map((image, index) => ({
    ...image,
    url: node.scope.abs(image.url),
    alt: index === 0 ? node.text.imageAlt : `${node.text.imageAlt} (${image.name})`,
  }));
}

/** The resolver map of the product data service (schema `products.graphql`). */
export function productResolvers(store: CatalogueStore, log: Log, publicUrl = "") {
  const origin = publicUrl.replace(/\/$/, "");
  const abs = (url: string) => (url.startsWith("/") ? `${origin}${url}` : url);
  const abs0 = (url: string | null | undefined) => (url ? abs(url) : null);
  async function scopeFor(locale: string | null | undefined): Promise<Scope> {
    return { catalogue: await store.get(), language: languageOf(locale), log, abs, abs0 };
  }
  const classificationNode = (scope: Scope, row: ClassificationRow): ClassificationNode => ({
    scope,
    row,
  });

  return {
    Query: {
      classification: async (_: unknown, args: { slug: string; locale?: string }) => {
        const scope = await scopeFor(args.locale);
        const row = scope.catalogue.classificationsBySlug.get(args.slug);
        return row ? classificationNode(scope, row) : null;
      },
      classifications: async (_: unknown, args: { locale?: string }) => {
        const scope = await scopeFor(args.locale);
        const ordered: ClassificationNode[] = [];
        const walk = (parentId: string) => {
          for (const row of scope.catalogue.children.get(parentId) ?? []) {
            ordered.push(classificationNode(scope, row));
            walk(row.id);
          }
        };
        walk("");
        return ordered;
      },
      product: async (_: unknown, args: { slug: string; locale?: string }) => {
        const scope = await scopeFor(args.locale);
        const node = productNode(scope, args.slug, "asked for");
        if (!node) {
          throw createGraphQLError("No product found for slug", {
            extensions: { code: "NOT_FOUND", slug: args.slug },
          });
        }
        return node;
      },
      products: async (_: unknown, args: { slugs: string[]; locale?: string }) => {
        const scope = await scopeFor(args.locale);
        return args.slugs
          .map((slug) => productNode(scope, slug, "asked for"))
          .filter((node) => node !== null);
      },
      comparisonDetails: async (_: unknown, args: { slugs: string[]; locale?: string }) => {
        const scope = await scopeFor(args.locale);
        return args.slugs
          .map((slug) => productNode(scope, slug, "compared"))
          .filter((node) => node !== null);
      },
      allProducts: async (_: unknown, args: { locale?: string }) => {
        const scope = await scopeFor(args.locale);
        return withHierarchy(
          scope,
          [...scope.catalogue.products.keys()].map((slug) => productNode(scope, slug, "listed")),
        );
      },
      capabilities: async (_: unknown, args: { locale?: string }) => {
        const scope = await scopeFor(args.locale);
        return [...scope.catalogue.capabilities.values()].map((row) => ({ scope, row }));
      },
      capability: async (_: unknown, args: { slug: string; locale?: string }) => {
        const scope = await scopeFor(args.locale);
        const row = scope.catalogue.capabilitiesBySlug.get(args.slug);
        return row ? { scope, row } : null;
      },
      productsByCapability: async (_: unknown, args: { capabilityId: string; locale?: string }) => {
        const scope = await scopeFor(args.locale);
        if (!scope.catalogue.capabilities.has(args.capabilityId)) {
          log(`products: capability ${args.capabilityId} not found; no products`);
          return [];
        }
        const rows = [...scope.catalogue.products.values()].filter((p) =>
          p.capabilityIds.includes(args.capabilityId),
        );
        return withHierarchy(
          scope,
          rows.map((p) => productNode(scope, p.slug, `capability ${args.capabilityId}`)),
        );
      },
    },
    Classification: {
      id: (n: ClassificationNode) => n.row.id,
      slug: (n: ClassificationNode) => n.row.slug,
      name: (n: ClassificationNode) => pick(n.row.names, n.scope.language),
      description: (n: ClassificationNode) => pick(n.row.descriptions, n.scope.language) || null,
      parent_id: (n: ClassificationNode) => n.row.parentId,
      parent: (n: ClassificationNode) => {
        const parent = n.row.parentId && n.scope.catalogue.classifications.get(n.row.parentId);
        return parent ? classificationNode(n.scope, parent) : null;
      },
      sort_index: (n: ClassificationNode) => n.row.sortIndex,
      image_url: (n: ClassificationNode) => n.scope.abs0(n.row.imageUrl),
      supported_countries: (n: ClassificationNode) => n.row.supportedCountries,
      route: (n: ClassificationNode) => classificationRouteOf(n.scope, n.row),
      lineage: (n: ClassificationNode) => {
        const chain = lineageOf(n.scope.catalogue, n.row, n.scope.log);
        return chain.map((row, i) => ({
          id: row.id,
          slug: row.slug,
          name: pick(row.names, n.scope.language),
          route: classificationRoute(chain.slice(0, i + 1).map((c) => c.slug)),
        }));
      },
      childClassifications: (n: ClassificationNode) =>
        (n.scope.catalogue.children.get(n.row.id) ?? []).map((row) =>
          classificationNode(n.scope, row),
        ),
      products: (n: ClassificationNode) =>
        (n.scope.catalogue.productsByClassification.get(n.row.id) ?? [])
          .map((p) => productNode(n.scope, p.slug, `in ${n.row.slug}`))
          .filter((node) => node !== null),
    },
    Capability: {
      id: (n: { row: { id: string } }) => n.row.id,
      slug: (n: { row: { slug: string } }) => n.row.slug,
      name: (n: { scope: Scope; row: { names: Record<string, string> } }) =>
        pick(n.row.names, n.scope.language),
      description: (n: { scope: Scope; row: { descriptions: Record<string, string> } }) =>
        pick(n.row.descriptions, n.scope.language),
      image_url: (n: { scope: Scope; row: { imageUrl: string } }) => n.scope.abs(n.row.imageUrl),
    },
    Product: {
      slug: (n: ProductNode) => n.row.slug,
      name: (n: ProductNode) => n.text.name,
      brand: (n: ProductNode) => n.row.brand,
      brandTheme: (n: ProductNode) => n.scope.catalogue.brandThemes.get(n.row.brand) ?? "Default",
      shortDescription: (n: ProductNode) => n.text.shortDescription,
      language: (n: ProductNode) => n.text.locale,
      itemNumber: (n: ProductNode) => n.row.itemNumber,
      sort_index: (n: ProductNode) => n.row.sortIndex,
      supported_countries: (n: ProductNode) => n.row.supportedCountries,
      route: (n: ProductNode) => {
        const classification =
          n.row.classificationId && n.scope.catalogue.classifications.get(n.row.classificationId);
        if (!classification) return n.row.slug;
        const lineage = lineageOf(n.scope.catalogue, classification, n.scope.log);
        return classificationRoute(
          lineage.map((c) => c.slug),
          n.row.slug,
        );
      },
      image_url: (n: ProductNode) =>
        n.scope.abs0((n.row.images.find((i) => i.default) ?? n.row.images[0])?.url),
      imageAlt: (n: ProductNode) => n.text.imageAlt,
      classification: (n: ProductNode) => {
        const row =
          n.row.classificationId && n.scope.catalogue.classifications.get(n.row.classificationId);
        if (!row) {
          n.scope.log(`products: product ${n.row.slug} has no hierarchy entry`);
          return null;
        }
        return classificationNode(n.scope, row);
      },
      variantCount: (n: ProductNode) => n.text.variants.length,
      longDescription: (n: ProductNode) => n.text.longDescription,
      images,
      primaryImage: (n: ProductNode) => {
        const all = images(n);
        return all.find((i) => i.default) ?? all[0] ?? null;
      },
      additionalImages: (n: ProductNode) => {
        const all = images(n);
        const primary = all.find((i) => i.default) ?? all[0];
        return all.filter((i) => i !== primary);
      },
      files: (n: ProductNode) =>
        n.row.downloads.flatMap((slug) => {
          const versions = n.scope.catalogue.documents.get(slug);
          const doc = versions?.get(n.scope.language) ?? versions?.get("en");
          if (!doc) {
            n.scope.log(`products: document ${slug} of ${n.row.slug} not found; skipped`);
            return [];
          }
          return [
            {
              id: `${doc.slug}:${doc.language}`,
              slug: doc.slug,
              name: doc.name,
              content_language: doc.language,
              thumbnail_url: n.scope.abs0(doc.thumbnailUrl),
              type: doc.type,
              url: fileUrl(doc.slug, doc.language),
              filename: doc.filename,
              extension: doc.extension,
              size_bytes: doc.sizeBytes,
            },
          ];
        }),
      variants: (n: ProductNode) => n.text.variants,
      specifications: (n: ProductNode) => n.text.specifications,
      highlights: (n: ProductNode) =>
        n.text.highlights.map((h) => ({
          ...h,
          imageUrl: n.scope.abs0(h.imageUrl),
          videoImageUrl: n.scope.abs0(h.videoImageUrl),
        })),
      video: (n: ProductNode) =>
        n.row.video
          ? {
              url: n.row.video.url,
              thumbnail: n.scope.abs(n.row.video.thumbnail),
              alt: n.text.videoAlt ?? n.text.name,
            }
          : null,
      capabilities: (n: ProductNode) =>
        n.row.capabilityIds.flatMap((id) => {
          const row = n.scope.catalogue.capabilities.get(id);
          if (!row) {
            n.scope.log(`products: capability ${id} of ${n.row.slug} not found; skipped`);
            return [];
          }
          return [{ scope: n.scope, row }];
        }),
      related: (n: ProductNode) =>
        n.row.related.flatMap(({ type, slug }) => {
          const product = productNode(n.scope, slug, `${type} of ${n.row.slug}`);
          return product ? [{ type, product }] : [];
        }),
      relatedStories: (n: ProductNode) =>
        n.scope.catalogue.stories
          .filter((story) => story.relatedProducts.includes(n.row.slug))
          .flatMap((story) => {
            const text = story.texts.get(n.scope.language) ?? story.texts.get("en");
            if (!text) return [];
            return [
              {
                id: story.id,
                slug: story.slug,
                title: text.title,
                leadText: text.leadText,
                publicationDate: story.publicationDate?.toISOString() ?? null,
                image_url: n.scope.abs0(story.image?.url),
                // A locale map where the story's picture is described in several languages.
                imageAlt: story.image
                  ? resolveJson(story.image.alternativeText, [n.scope.language], "")
                  : null,
              },
            ];
          }),
    },
  };
}

/** The product data service at `/products/graphql` (spec section 7). */
export function createProductService(
  db: Database,
  options: { development: boolean; publicUrl?: string; log?: Log; store?: CatalogueStore },
) {
  const log = options.log ?? (() => {});
  return createGraphqlServer({
    endpoint: "/products/graphql",
    typeDefs: typeDefs("products"),
    resolvers: productResolvers(options.store ?? createCatalogueStore(db), log, options.publicUrl),
    development: options.development,
    log,
  });
}
