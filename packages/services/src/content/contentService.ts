import { typeDefs } from "@wire/graphql/schema";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { YogaInitialContext } from "graphql-yoga";
import type { Database } from "../db/connect";
import * as t from "../db/schema";
import { createGraphqlServer } from "../http/graphqlServer";
import { localeChain, pickLocalization } from "./localeChain";

type Stage = "DRAFT" | "PUBLISHED";
interface ContentContext extends Record<string, unknown> {
  locales: string | null;
}

/** The Hygraph-shaped content service at `/content/graphql`. */
export function createContentService(db: Database, options: { development: boolean }) {
  async function pagesWithContent(rows: (typeof t.pages.$inferSelect)[], locales: string | null) {
    if (rows.length === 0) return [];
    const localizations = await db
      .select()
      .from(t.pageLocalizations)
      .where(
        and(
          inArray(
            t.pageLocalizations.pageId,
            rows.map((r) => r.id),
          ),
          eq(t.pageLocalizations.stage, rows[0]!.stage),
        ),
      );
    return rows.flatMap((page) => {
      const picked = pickLocalization(
        localizations.filter((l) => l.pageId === page.id),
        locales,
      );
      if (!picked) return [];
      return [
        {
          id: page.id,
          slug: page.slug,
          theme: page.theme,
          title: picked.row.title,
          contentLanguage: picked.row.locale,
          isLanguageFallback: picked.isLanguageFallback,
          isLanguageUnavailable: picked.isLanguageUnavailable,
          modules: picked.row.modules,
        },
      ];
    });
  }

  const resolvers = {
    Query: {
      countries: async (_: unknown, __: unknown, ctx: ContentContext) => {
        const { chain } = localeChain(ctx.locales);
        const rows = await db.select().from(t.countries).orderBy(asc(t.countries.sortIndex));
        return rows.map(({ code, names, ...country }) => ({
          ...country,
          countryCode: code,
          displayName: chain.map((locale) => names[locale]).find(Boolean) ?? code,
        }));
      },
      sites: async (_: unknown, args: { stage: Stage }) => {
        void args.stage;
        return db.select().from(t.sites).orderBy(asc(t.sites.name));
      },
      pages: async (
        _: unknown,
        args: { where: { slug?: string; siteId?: string }; stage: Stage; first: number },
        ctx: ContentContext,
      ) => {
        const filters = [eq(t.pages.stage, args.stage)];
        if (args.where.slug) filters.push(eq(t.pages.slug, args.where.slug));
        if (args.where.siteId) filters.push(eq(t.pages.siteId, args.where.siteId));
        const rows = await db
          .select()
          .from(t.pages)
          .where(and(...filters))
          .limit(Math.min(Math.max(args.first, 0), 100));
        return pagesWithContent(rows, ctx.locales);
      },
      page: async (_: unknown, args: { id: string; stage: Stage }, ctx: ContentContext) => {
        const rows = await db
          .select()
          .from(t.pages)
          .where(and(eq(t.pages.id, args.id), eq(t.pages.stage, args.stage)));
        const [page] = await pagesWithContent(rows, ctx.locales);
        return page ?? null;
      },
    },
    PageModule: {
      __resolveType: (module: { __typename: string }) => module.__typename,
    },
  };

  return createGraphqlServer<ContentContext>({
    endpoint: "/content/graphql",
    typeDefs: typeDefs("content"),
    resolvers,
    development: options.development,
    context: ({ request }: YogaInitialContext) => ({
      locales: request.headers.get("gcms-locales"),
    }),
  });
}
