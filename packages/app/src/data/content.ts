import {
  type Country,
  createContentClient,
  type NewsFeedPage,
  type Page,
  type PageSummary,
  type SitemapPage,
  type SiteNavigation,
  type SystemData,
  type SystemRedirect,
} from "@wire/graphql";
import { cache } from "react";
import { appConfig } from "../config";
import { logger } from "../http/logger";
import { CACHE_TAGS, type CacheMode, cachedGetter } from "./cache";
import { clientLogger, upstreamFetch } from "./upstream";

/**
 * The app's one door to the content service, for pages, the proxy and
 * route handlers alike. Every getter takes the render's `CacheMode` first:
 * results are kept in Next's data cache under the `content` tag (30
 * minutes, then served stale while one request reloads them), next-release
 * reads keep their own entries, and React's `cache` de-duplicates calls
 * within one render.
 */
export const contentClient = cache((language: string, stage?: "PUBLISHED" | "DRAFT") => {
  const config = appConfig();
  return createContentClient({
    endpoint: config.contentEndpoint,
    language,
    stage: stage ?? config.CONTENT_STAGE,
    token: config.CONTENT_PREVIEW_TOKEN,
    fetch: upstreamFetch,
    logger: clientLogger,
  });
});

/** Countries, languages, sites and brands (in English: the proxy's routing rules). */
export const getSystemData = cachedGetter(
  "system",
  CACHE_TAGS.content,
  (): Promise<SystemData> => contentClient("en").getSystemData(),
);

/** A page of a site by slug, under its parent slug when it has one. */
export const getPage = cachedGetter(
  "page",
  CACHE_TAGS.content,
  (language: string, siteId: string, slug: string, parentSlug: string | null) =>
    contentClient(language).getPageBySlug(siteId, slug, parentSlug ?? undefined),
);

/** A page of any kind by id (the navigation's home page, the `direct` flag). */
export const getPageById = cachedGetter(
  "page-id",
  CACHE_TAGS.content,
  (language: string, id: string): Promise<Page | null> => contentClient(language).getPageById(id),
);

/** Visible countries by sortIndex, named in the given language. */
export const getCountries = cachedGetter(
  "countries",
  CACHE_TAGS.content,
  async (language: string): Promise<Country[]> =>
    (await contentClient(language).getCountries()).filter((c) => !c.hidden),
);

/**
 * Every story or media release, newest first, for the listings. The content
 * set is small (dozens, not thousands), so a listing loads at most 100 once
 * and pages in memory rather than asking the service per page.
 */
export const getArticles = cachedGetter(
  "articles",
  CACHE_TAGS.content,
  (kind: "Story" | "MediaRelease", language: string): Promise<PageSummary[]> =>
    kind === "Story"
      ? contentClient(language).getStories({ first: 100 })
      : contentClient(language).getMediaReleases({ first: 100 }),
);

/** A site's header and footer navigation in one language. */
export const getNavigation = cachedGetter(
  "navigation",
  CACHE_TAGS.content,
  (language: string, siteId: string): Promise<SiteNavigation | null> =>
    contentClient(language).getNavigation(siteId),
);

/**
 * The navigation a page of a site shows in `language`: the language's own, else the English one,
 * else null. Never throws: a page renders without its navigation rather than not at all. The
 * page's home-page choice and its header read the same one (React de-duplicates the call).
 */
export const siteNavigation = cache(
  async (mode: CacheMode, language: string, siteId: string): Promise<SiteNavigation | null> => {
    for (const lang of language === "en" ? ["en"] : [language, "en"]) {
      try {
        const navigation = await getNavigation(mode, lang, siteId);
        if (navigation) return navigation;
      } catch (error) {
        logger.error(`[navigation] ${siteId} in ${lang}: ${(error as Error).message}`);
      }
    }
    return null;
  },
);

/** Every page of a site: its sitemap, and the proxy's index of slugs and protection. */
export const getSitePages = cachedGetter(
  "site-pages",
  CACHE_TAGS.content,
  (siteId: string): Promise<SitemapPage[]> => contentClient("en").getSitePages(siteId),
);

/** One page of the news feed (10 items), newest first; `after` is the previous page's end cursor. */
export const getNewsFeed = cachedGetter(
  "news",
  CACHE_TAGS.content,
  (language: string, after: string | null): Promise<NewsFeedPage> =>
    contentClient(language).getNewsFeed(after),
);

/**
 * Starts what every public page's frame reads (the navigation and the news feed's first page)
 * beside the page's own look-up, so an uncached render waits for one round of calls, not two.
 * React's request cache hands the frame the same promises; their failures are the frame's to
 * handle (it renders without them), so here they are only kept from being unhandled.
 */
export function preloadSiteChrome(mode: CacheMode, language: string, siteId: string): void {
  void siteNavigation(mode, language, siteId);
  getNewsFeed(mode, language, null).catch(() => undefined);
}

/** The system redirects whose previous URL is this path. */
export const getSystemRedirects = cachedGetter(
  "redirects",
  CACHE_TAGS.content,
  (path: string): Promise<SystemRedirect[]> => contentClient("en").getSystemRedirects([path]),
);
