import { typeDefs } from "@wire/graphql/schema";
import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { GraphQLError } from "graphql";
import type { YogaInitialContext } from "graphql-yoga";
import type { Database } from "../db/connect";
import * as t from "../db/schema";
import { createGraphqlServer } from "../http/graphqlServer";
import { localeChain, pickLocalization } from "./localeChain";
import { pickText, resolveJson } from "./resolveJson";

type Stage = "DRAFT" | "PUBLISHED";
type PageRow = typeof t.pages.$inferSelect;

interface ContentContext extends Record<string, unknown> {
  locales: string | null;
  /** Per-request memo of loaded navigation and page titles. */
  memo: Map<string, Promise<unknown>>;
}

/** Largest page of pages or news items one request may ask for. */
const MAX_FIRST = 100;
/** The Hygraph model name of each page kind. */
const CMS_TYPES = {
  Content: "Page",
  Story: "Story",
  MediaRelease: "MediaRelease",
  System: "SystemPage",
} as const;

interface NavItem {
  id: string;
  title: string;
  breadcrumbOverride: string | null;
  url: string | null;
  unlocalizedUrl: string | null;
  hidden: boolean;
  countries: string[];
  target: string | null;
  page: { id: string; slug: string; stage: Stage } | null;
  items: NavItem[];
  sections: { id: string; title: string; items: NavItem[] }[];
  marketingSection: unknown;
  contentTeaserCard: unknown;
}

interface Navigation {
  siteId: string;
  headerNavigation: { theme: string; hidden: boolean; homeItems: NavItem[]; topItems: NavItem[] };
  footerNavigation: { theme: string; contactLink: unknown; navigationSections: NavItem[] };
}

function clampFirst(first: number | null | undefined, fallback: number): number {
  return Math.min(Math.max(first ?? fallback, 0), MAX_FIRST);
}

// biome-ignore lint/suspicious/noExplicitAny: stored navigation JSON is shaped by the seed's types
function toNavItem(raw: any, stage: Stage): NavItem {
  return {
    id: raw.id,
    title: raw.title,
    breadcrumbOverride: raw.breadcrumbOverride ?? null,
    url: raw.url ?? null,
    unlocalizedUrl: raw.url ?? null,
    hidden: raw.hidden ?? false,
    countries: raw.countries ?? [],
    target: raw.target ?? null,
    page: raw.page ? { ...raw.page, stage } : null,
    // biome-ignore lint/suspicious/noExplicitAny: see above
    items: (raw.items ?? []).map((i: any) => toNavItem(i, stage)),
    // biome-ignore lint/suspicious/noExplicitAny: see above
    sections: (raw.sections ?? []).map((s: any) => ({
      id: s.id,
      title: s.title,
      // biome-ignore lint/suspicious/noExplicitAny: see above
      items: (s.items ?? []).map((i: any) => toNavItem(i, stage)),
    })),
    marketingSection: raw.marketingSection ?? null,
    contentTeaserCard: raw.contentTeaserCard ?? null,
  };
}

/** The entries from the top of the header navigation down to the item linking the page. */
function findBranch(
  items: readonly NavItem[],
  match: (item: NavItem) => boolean,
): NavItem[] | null {
  for (const item of items) {
    if (match(item)) return [item];
    const children = [...item.items, ...item.sections.flatMap((s) => s.items)];
    const below = findBranch(children, match);
    if (below) return [item, ...below];
  }
  return null;
}

function lastSegment(url: string | null): string | undefined {
  return url?.split(/[?#]/, 1)[0]?.split("/").filter(Boolean).at(-1);
}

/** The Hygraph-shaped content service at `/content/graphql`. */
export function createContentService(
  db: Database,
  options: { development: boolean; publicUrl: string },
) {
  const origin = options.publicUrl.replace(/\/$/, "");

  function memo<T>(ctx: ContentContext, key: string, load: () => Promise<T>): Promise<T> {
    if (!ctx.memo.has(key)) ctx.memo.set(key, load());
    return ctx.memo.get(key) as Promise<T>;
  }

  function navigation(siteId: string, stage: Stage, ctx: ContentContext) {
    return memo(ctx, `nav:${siteId}:${stage}`, async (): Promise<Navigation | null> => {
      const [row] = await db
        .select()
        .from(t.navigations)
        .where(and(eq(t.navigations.siteId, siteId), eq(t.navigations.stage, stage)));
      if (!row) return null;
      const { chain } = localeChain(ctx.locales);
      // biome-ignore lint/suspicious/noExplicitAny: stored navigation JSON is shaped by the seed's types
      const header = resolveJson(row.header, chain, origin) as any;
      // biome-ignore lint/suspicious/noExplicitAny: see above
      const footer = resolveJson(row.footer, chain, origin) as any;
      return {
        siteId,
        headerNavigation: {
          theme: header.theme ?? "Default",
          hidden: header.hidden ?? false,
          // biome-ignore lint/suspicious/noExplicitAny: see above
          homeItems: (header.homeItems ?? []).map((i: any) => toNavItem(i, stage)),
          // biome-ignore lint/suspicious/noExplicitAny: see above
          topItems: (header.topItems ?? []).map((i: any) => toNavItem(i, stage)),
        },
        footerNavigation: {
          theme: footer.theme ?? "Default",
          contactLink: footer.contactLink ?? null,
          // biome-ignore lint/suspicious/noExplicitAny: see above
          navigationSections: (footer.navigationSections ?? []).map((s: any) => ({
            id: s.id,
            title: s.title,
            // biome-ignore lint/suspicious/noExplicitAny: see above
            items: (s.items ?? []).map((i: any) => toNavItem(i, stage)),
          })),
        },
      };
    });
  }

  /** Page titles of a stage in the request's locale chain, for navigation entries. */
  function pageTitles(stage: Stage, ctx: ContentContext) {
    return memo(ctx, `titles:${stage}`, async () => {
      const rows = await db
        .select({
          pageId: t.pageLocalizations.pageId,
          locale: t.pageLocalizations.locale,
          title: t.pageLocalizations.title,
        })
        .from(t.pageLocalizations)
        .where(eq(t.pageLocalizations.stage, stage));
      const byPage = new Map<string, typeof rows>();
      for (const row of rows) byPage.set(row.pageId, [...(byPage.get(row.pageId) ?? []), row]);
      const titles = new Map<string, string>();
      for (const [id, list] of byPage) {
        const picked = pickLocalization(list, ctx.locales);
        if (picked) titles.set(id, picked.row.title);
      }
      return titles;
    });
  }

  async function pagesWithContent(rows: PageRow[], ctx: ContentContext) {
    if (rows.length === 0) return [];
    const stage = rows[0]!.stage;
    const ids = [...new Set(rows.map((r) => r.id))];
    const [localizations, published] = await Promise.all([
      db
        .select()
        .from(t.pageLocalizations)
        .where(and(inArray(t.pageLocalizations.pageId, ids), eq(t.pageLocalizations.stage, stage))),
      stage === "PUBLISHED"
        ? Promise.resolve(ids.map((id) => ({ id })))
        : db
            .select({ id: t.pages.id })
            .from(t.pages)
            .where(and(inArray(t.pages.id, ids), eq(t.pages.stage, "PUBLISHED"))),
    ]);
    const publishedIds = new Set(published.map((p) => p.id));
    const { chain } = localeChain(ctx.locales);
    const pages = [];
    for (const page of rows) {
      const own = localizations.filter((l) => l.pageId === page.id);
      const picked = pickLocalization(own, ctx.locales);
      if (!picked) continue;
      const content = resolveJson(
        { image: page.image, storyContacts: page.storyContacts, modules: picked.row.modules },
        chain,
        origin,
      );
      pages.push({
        id: page.id,
        siteId: page.siteId,
        slug: page.slug,
        title: picked.row.title,
        kind: page.kind,
        type: page.kind,
        pageType: page.pageType,
        injection: page.injection,
        cmsType: CMS_TYPES[page.kind],
        languages: own.map((l) => l.locale).sort(),
        isLanguageFallback: picked.isLanguageFallback,
        isLanguageUnavailable: picked.isLanguageUnavailable,
        contentLanguage: picked.row.locale,
        theme: page.theme,
        translationSourceLanguage: page.translationSourceLanguage,
        translationTargetLanguages: page.translationTargetLanguages,
        isPublished: publishedIds.has(page.id),
        protection: page.protection,
        countries: page.countries,
        mainSiteOnly: page.mainSiteOnly,
        parentSlug: page.parentSlug,
        description: picked.row.description,
        image: content.image,
        publicationDate: page.publicationDate?.toISOString() ?? null,
        leadText: picked.row.leadText,
        storyContacts: content.storyContacts,
        category: picked.row.category,
        adhoc: page.adhoc,
        modules: content.modules,
        branch: async () => {
          const nav = await navigation(page.siteId, stage, ctx);
          if (!nav) return [];
          const top = nav.headerNavigation.topItems;
          const path =
            findBranch(top, (item) => item.page?.id === page.id) ??
            (page.parentSlug
              ? findBranch(top, (item) => lastSegment(item.url) === page.parentSlug)
              : findBranch(top, (item) => lastSegment(item.url) === page.slug));
          const entries = (path ?? []).map((item) => ({
            title: item.title,
            breadcrumbOverride: item.breadcrumbOverride,
            url: item.url,
          }));
          const last = path?.at(-1);
          if (last && last.page?.id !== page.id && lastSegment(last.url) !== page.slug) {
            entries.push({
              title: picked.row.title,
              breadcrumbOverride: null,
              url: `${last.url}/${page.slug}`,
            });
          }
          return entries;
        },
      });
    }
    return pages;
  }

  const orderings = {
    publicationDate_DESC: [desc(t.pages.publicationDate), asc(t.pages.id)],
    publicationDate_ASC: [asc(t.pages.publicationDate), asc(t.pages.id)],
    slug_ASC: [asc(t.pages.slug), asc(t.pages.id)],
  } satisfies Record<string, SQL[]>;

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
      languages: async (_: unknown, __: unknown, ctx: ContentContext) => {
        const { chain } = localeChain(ctx.locales);
        const rows = await db.select().from(t.languages).orderBy(asc(t.languages.sortIndex));
        return rows.map((l) => ({
          languageCode: l.code,
          defaultCountry: l.defaultCountry,
          displayName: pickText(l.names, chain),
          nativeName: l.names[l.code] ?? pickText(l.names, chain),
        }));
      },
      sites: async (_: unknown, args: { stage: Stage }) => {
        const rows = await db.select().from(t.sites).orderBy(asc(t.sites.name));
        return rows.map((site) => ({ ...site, stage: args.stage }));
      },
      brands: async (_: unknown, __: unknown, ctx: ContentContext) => {
        const { chain } = localeChain(ctx.locales);
        const rows = await db.select().from(t.brands).orderBy(asc(t.brands.sortIndex));
        return rows.map((brand) => resolveJson(brand, chain, origin));
      },
      navigation: (_: unknown, args: { siteId: string; stage: Stage }, ctx: ContentContext) =>
        navigation(args.siteId, args.stage, ctx),
      pages: async (
        _: unknown,
        args: {
          where: {
            id?: string;
            slug?: string;
            siteId?: string;
            parentSlug?: string;
            kind?: PageRow["kind"];
            country?: string;
          };
          stage: Stage;
          orderBy?: keyof typeof orderings | null;
          first: number;
          skip: number;
        },
        ctx: ContentContext,
      ) => {
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
          .orderBy(...orderings[args.orderBy ?? "slug_ASC"])
          .limit(clampFirst(args.first, 20))
          .offset(Math.max(args.skip ?? 0, 0));
        return pagesWithContent(rows, ctx);
      },
      page: async (_: unknown, args: { id: string; stage: Stage }, ctx: ContentContext) => {
        const rows = await db
          .select()
          .from(t.pages)
          .where(and(eq(t.pages.id, args.id), eq(t.pages.stage, args.stage)));
        const [page] = await pagesWithContent(rows, ctx);
        return page ?? null;
      },
      relatedStories: async (
        _: unknown,
        args: { productSlug: string; stage: Stage; first: number },
        ctx: ContentContext,
      ) => {
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
          .orderBy(...orderings.publicationDate_DESC)
          .limit(clampFirst(args.first, 3));
        return pagesWithContent(rows, ctx);
      },
      systemRedirects: async (_: unknown, args: { previousUrls: string[] }) => {
        if (args.previousUrls.length === 0) return [];
        return db
          .select()
          .from(t.systemRedirects)
          .where(inArray(t.systemRedirects.previousUrl, args.previousUrls))
          .orderBy(asc(t.systemRedirects.previousUrl));
      },
      newsFeedItemsConnection: async (
        _: unknown,
        args: { first: number; after?: string | null; stage: Stage },
        ctx: ContentContext,
      ) => {
        const { chain } = localeChain(ctx.locales);
        const rows = await db
          .select()
          .from(t.newsFeedItems)
          .where(eq(t.newsFeedItems.stage, args.stage))
          .orderBy(desc(t.newsFeedItems.publicationDate), asc(t.newsFeedItems.id));
        let start = 0;
        if (args.after) {
          const id = Buffer.from(args.after, "base64url").toString("utf8");
          const at = rows.findIndex((row) => row.id === id);
          if (at === -1) throw new GraphQLError("Unknown news feed cursor");
          start = at + 1;
        }
        const slice = rows.slice(start, start + clampFirst(args.first, 10));
        const edges = slice.map((row) => ({
          cursor: Buffer.from(row.id, "utf8").toString("base64url"),
          node: {
            id: row.id,
            title: pickText(row.title, chain),
            text: pickText(row.text, chain),
            link: row.link,
            image: resolveJson(row.image, chain, origin),
            publicationDate: row.publicationDate.toISOString(),
          },
        }));
        return {
          edges,
          pageInfo: {
            hasNextPage: start + slice.length < rows.length,
            endCursor: edges.at(-1)?.cursor ?? null,
          },
          totalCount: rows.length,
        };
      },
    },
    Site: {
      headerNavigation: async (
        site: { id: string; stage: Stage },
        _: unknown,
        ctx: ContentContext,
      ) => (await navigation(site.id, site.stage, ctx))?.headerNavigation ?? null,
      footerNavigation: async (
        site: { id: string; stage: Stage },
        _: unknown,
        ctx: ContentContext,
      ) => (await navigation(site.id, site.stage, ctx))?.footerNavigation ?? null,
    },
    NavigationPage: {
      title: async (
        page: { id: string; slug: string; stage: Stage },
        _: unknown,
        ctx: ContentContext,
      ) => (await pageTitles(page.stage, ctx)).get(page.id) ?? page.slug,
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
      memo: new Map(),
    }),
  });
}
