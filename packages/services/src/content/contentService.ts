import { typeDefs } from "@wire/graphql/schema";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { createGraphQLError, type YogaInitialContext } from "graphql-yoga";
import type { Database } from "../db/connect";
import * as t from "../db/schema";
import type { Resolvers } from "../generated/contentResolvers";
import { hasBearerToken } from "../http/bearerToken";
import { createGraphqlServer } from "../http/graphqlServer";
import { type ContentContext, type ContentSource, clampFirst } from "./contentContext";
import { localeChain } from "./localeChain";
import { loadNavigation, loadPageTitle } from "./navigation";
import { newsFeedConnection } from "./newsFeed";
import {
  PAGE_ORDERINGS,
  pageBranch,
  pagesWithContent,
  pageTranslationTargets,
} from "./pageContent";
import { pickText, resolveJson } from "./resolveJson";
import { loadSystemTable } from "./systemTables";

/** The refusal of a DRAFT read without the preview token. */
export const DRAFT_NEEDS_TOKEN = "The DRAFT stage needs the preview token.";

type QueryResolvers = NonNullable<Resolvers["Query"]>;

/**
 * Wraps every query field so that a `stage: DRAFT` argument without the preview token is
 * refused with a FORBIDDEN error (spec section 6: drafts are read only through the site's
 * server, which holds the token). Every query with a stage goes through here, so a new one
 * cannot forget the check.
 */
function guardDraftStage(query: QueryResolvers): QueryResolvers {
  return Object.fromEntries(
    Object.entries(query).map(([name, resolve]) => [
      name,
      // biome-ignore lint/suspicious/noExplicitAny: one wrapper for every field's own signature
      (parent: any, args: any, ctx: ContentContext, info: any) => {
        if (args?.stage === "DRAFT" && !ctx.preview) {
          throw createGraphQLError(DRAFT_NEEDS_TOKEN, { extensions: { code: "FORBIDDEN" } });
        }
        return (resolve as (...a: unknown[]) => unknown)(parent, args, ctx, info);
      },
    ]),
  ) as QueryResolvers;
}

/**
 * The Hygraph-shaped content service at `/content/graphql`: its resolvers,
 * typed from the schema (`generated/contentResolvers.ts`); navigation, pages
 * and the news feed each live in their own module. The DRAFT stage and the
 * modules of protected pages need `authorization: Bearer {previewToken}`;
 * no CORS headers are sent, so browsers of other origins cannot read it.
 */
export function createContentService(
  db: Database,
  options: { development: boolean; publicUrl: string; previewToken: string },
) {
  const source: ContentSource = { db, origin: options.publicUrl.replace(/\/$/, "") };

  const resolvers: Resolvers = {
    Query: {
      countries: async (_, __, ctx) => {
        const { chain } = localeChain(ctx.locales);
        const rows = await loadSystemTable(db, "countries", ctx);
        return rows.map(({ code, names, ...country }) => ({
          ...country,
          countryCode: code,
          displayName: chain.map((locale) => names[locale]).find(Boolean) ?? code,
        }));
      },
      languages: async (_, __, ctx) => {
        const { chain } = localeChain(ctx.locales);
        const rows = await loadSystemTable(db, "languages", ctx);
        return rows.map((l) => ({
          languageCode: l.code,
          defaultCountry: l.defaultCountry,
          displayName: pickText(l.names, chain),
          nativeName: l.names[l.code] ?? pickText(l.names, chain),
        }));
      },
      sites: async (_, args, ctx) => {
        const rows = await loadSystemTable(db, "sites", ctx);
        return rows.map((site) => ({ ...site, stage: args.stage }));
      },
      brands: async (_, __, ctx) => {
        const { chain } = localeChain(ctx.locales);
        const rows = await loadSystemTable(db, "brands", ctx);
        return rows.map((brand) => resolveJson(brand, chain, source.origin));
      },
      navigation: (_, args, ctx) => loadNavigation(source, args.siteId, args.stage, ctx),
      pages: async (_, args, ctx) => {
        const { where } = args;
        const filters = [eq(t.pages.stage, args.stage)];
        if (where.id) filters.push(eq(t.pages.id, where.id));
        if (where.slug) filters.push(eq(t.pages.slug, where.slug));
        if (where.siteId) filters.push(eq(t.pages.siteId, where.siteId));
        if (where.parentSlug) filters.push(eq(t.pages.parentSlug, where.parentSlug));
        if (where.kind) filters.push(eq(t.pages.kind, where.kind));
        if (where.country) {
          filters.push(
            sql`(${t.pages.countries} = '[]'::jsonb or ${t.pages.countries} @> ${JSON.stringify([where.country.toUpperCase()])}::jsonb)`,
          );
        }
        const rows = await db
          .select()
          .from(t.pages)
          .where(and(...filters))
          .orderBy(...PAGE_ORDERINGS[args.orderBy ?? "slug_ASC"])
          .limit(clampFirst(args.first, 20))
          .offset(Math.max(args.skip ?? 0, 0));
        return pagesWithContent(source, rows, ctx);
      },
      page: async (_, args, ctx) => {
        const rows = await db
          .select()
          .from(t.pages)
          .where(and(eq(t.pages.id, args.id), eq(t.pages.stage, args.stage)));
        const [page] = await pagesWithContent(source, rows, ctx);
        return page ?? null;
      },
      relatedStories: async (_, args, ctx) => {
        const rows = await db
          .select()
          .from(t.pages)
          .where(
            and(
              eq(t.pages.stage, args.stage),
              eq(t.pages.kind, "Story"),
              sql`${t.pages.relatedProducts} @> ${JSON.stringify([args.productSlug])}::jsonb`,
            ),
          )
          .orderBy(...PAGE_ORDERINGS.publicationDate_DESC)
          .limit(clampFirst(args.first, 3));
        return pagesWithContent(source, rows, ctx);
      },
      systemRedirects: async (_, args) => {
        if (args.previousUrls.length === 0) return [];
        return db
          .select()
          .from(t.systemRedirects)
          .where(inArray(t.systemRedirects.previousUrl, args.previousUrls))
          .orderBy(asc(t.systemRedirects.previousUrl));
      },
      newsFeedItemsConnection: (_, args, ctx) => newsFeedConnection(source, args, ctx),
    },
    Site: {
      headerNavigation: async (site, _, ctx) =>
        (await loadNavigation(source, site.id, site.stage, ctx))?.headerNavigation ?? null,
      footerNavigation: async (site, _, ctx) =>
        (await loadNavigation(source, site.id, site.stage, ctx))?.footerNavigation ?? null,
    },
    Page: {
      branch: (page, _, ctx) => pageBranch(source, page, ctx),
      translationTargetLanguages: (page, _, ctx) => pageTranslationTargets(source, page.id, ctx),
    },
    NavigationPage: {
      title: async (page, _, ctx) =>
        (await loadPageTitle(source, page.stage, page.id, ctx)) ?? page.slug,
    },
    PageModule: {
      __resolveType: (module) => module.__typename as never,
    },
  };

  return createGraphqlServer<ContentContext>({
    endpoint: "/content/graphql",
    typeDefs: typeDefs("content"),
    resolvers: { ...resolvers, Query: guardDraftStage(resolvers.Query!) },
    development: options.development,
    cors: false,
    context: ({ request }: YogaInitialContext) => ({
      locales: request.headers.get("gcms-locales"),
      memo: new Map(),
      preview: hasBearerToken(request.headers.get("authorization"), options.previewToken),
    }),
  });
}
