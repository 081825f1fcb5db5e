import { typeDefs } from "@wire/graphql/schema";
import { inArray } from "drizzle-orm";
import { createGraphQLError } from "graphql-yoga";
import type { Database } from "../db/connect";
import * as t from "../db/schema";
import { createGraphqlServer } from "../http/graphqlServer";

/** Data-service locales ("de-CH") carry their language first; texts are stored per language. */
function languageOf(locale: string): string {
  return locale.slice(0, 2).toLowerCase();
}

/** The product data service at `/products/graphql`. */
export function createProductService(db: Database, options: { development: boolean }) {
  async function load(slugs: string[], locale: string) {
    if (slugs.length === 0) return [];
    const products = await db.select().from(t.products).where(inArray(t.products.slug, slugs));
    const texts = await db
      .select()
      .from(t.productLocalizations)
      .where(inArray(t.productLocalizations.productSlug, slugs));
    const language = languageOf(locale);
    return slugs.flatMap((slug) => {
      const product = products.find((p) => p.slug === slug);
      if (!product) return [];
      const own = texts.filter((x) => x.productSlug === slug);
      const text = own.find((x) => x.locale === language) ?? own.find((x) => x.locale === "en");
      if (!text) return [];
      return [
        {
          slug,
          brand: product.brand,
          name: text.name,
          shortDescription: text.shortDescription,
          language: text.locale,
        },
      ];
    });
  }

  const resolvers = {
    Query: {
      product: async (_: unknown, args: { slug: string; locale: string }) => {
        const [product] = await load([args.slug], args.locale);
        if (!product) {
          throw createGraphQLError("No product found for slug", {
            extensions: { code: "NOT_FOUND", slug: args.slug },
          });
        }
        return product;
      },
      products: (_: unknown, args: { slugs: string[]; locale: string }) =>
        load(args.slugs, args.locale),
    },
  };

  return createGraphqlServer({
    endpoint: "/products/graphql",
    typeDefs: typeDefs("products"),
    resolvers,
    development: options.development,
  });
}
