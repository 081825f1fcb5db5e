import {
  type Country,
  createContentClient,
  type NewsFeedPage,
  type Page,
  type PageSummary,
  type SitemapPage,
  type SiteNavigation,
} from "@wire/graphql";
import { cache } from "react";
import { appConfig } from "../config";
import { type CacheMode, cached } from "./serverCache";

/**
 * The app's one door to the content service for pages. Calls are cached in
 * the server cache (30 minutes, stale-while-revalidate; `cache=false`
 * bypasses it, `cache=clear` empties it) and de-duplicated per request with
 * React's `cache`.
 */
const client = cache((language: string) => {
  const config = appConfig();
  return createContentClient({
    endpoint: config.contentEndpoint,
    language,
    stage: config.CONTENT_STAGE,
  });
});

export const getPage = cache(
  (
    language: string,
    siteId: string,
    slug: string,
    parentSlug: string | undefined,
  ): Promise<Page | null> =>
    cached(`page:${siteId}:${language}:${parentSlug ?? ""}/${slug}`, () =>
      client(language).getPageBySlug(siteId, slug, parentSlug),
    ),
);

export const getPageById = cache(
  (language: string, id: string): Promise<Page | null> =>
    cached(`page-id:${language}:${id}`, () => client(language).getPageById(id)),
);

/** Visible countries by sortIndex, named in the given language. */
export const getCountries = cache(
  async (language: string): Promise<Country[]> =>
    (await cached(`countries:${language}`, () => client(language).getCountries())).filter(
      (c) => !c.hidden,
    ),
);

/**
 * Every story or media release of the content service, newest first, for
 * the listings. The content set is small (dozens, not thousands), so a
 * listing loads at most 100 once into the server cache and pages in memory
 * rather than asking the service per page.
 */
export const getArticles = cache(
  (kind: "Story" | "MediaRelease", language: string): Promise<PageSummary[]> =>
    cached(`articles:${kind}:${language}`, () =>
      kind === "Story"
        ? client(language).getStories({ first: 100 })
        : client(language).getMediaReleases({ first: 100 }),
    ),
);

/**
 * A site's header and footer navigation in one language (the routing data
 * carries them in English only, for the proxy's home-page rules).
 */
export const getNavigation = cache(
  (language: string, siteId: string, mode?: CacheMode): Promise<SiteNavigation | null> =>
    cached(`navigation:${siteId}:${language}`, () => client(language).getNavigation(siteId), mode),
);

/** Every page of a site, for its sitemap. */
export const getSitePages = cache(
  (siteId: string): Promise<SitemapPage[]> =>
    cached(`site-pages:${siteId}`, () => client("en").getSitePages(siteId)),
);

/** One page of the news feed (10 items), newest first; `after` is the previous page's end cursor. */
export const getNewsFeed = cache(
  (language: string, after: string | null, mode?: CacheMode): Promise<NewsFeedPage> =>
    cached(`news:${language}:${after ?? ""}`, () => client(language).getNewsFeed(after), mode),
);
