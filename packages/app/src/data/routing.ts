import { buildLocales, type Locale, UI_LANGUAGES } from "@wire/domain";
import type { Site, SitemapPage } from "@wire/graphql";
import { LRUCache } from "lru-cache";
import { cache } from "react";
import { logger } from "../http/logger";
import type { CacheMode } from "./cache";
import { getSitePages, getSystemData, getSystemRedirects } from "./content";

/** What the proxy needs to route a request: sites, every locale, and each site's pages. */
export interface RoutingData {
  sites: Site[];
  locales: Locale[];
  /** Per site id: its pages by `{parentSlug}/{slug}`. */
  pages: Record<string, Record<string, SitemapPage>>;
}

const pageKey = (slug: string, parentSlug: string | null) => `${parentSlug ?? ""}/${slug}`;

/** A one-segment path names its page by slug alone, whatever its parent (as the content service's lookup). */
const ANY_PARENT = "*";

/** Sites with their domains and language rules, and the locales built from countries and UI languages. */
export type SiteFrameData = Pick<RoutingData, "sites" | "locales">;

/**
 * The sites and locales alone, for a page's render: it needs no page index (the proxy found the
 * page already), and each site's index is a whole page list, which an editor's `cache=false`
 * would otherwise load from the content service on every request.
 */
export const siteFrameData = cache(async (mode: CacheMode): Promise<SiteFrameData> => {
  const data = await getSystemData(mode);
  return { sites: data.sites, locales: buildLocales(data.countries, UI_LANGUAGES) };
});

/** Sites with domains and language rules, the locales built from countries and UI languages, and each site's page index. */
export const routingData = cache(async (mode: CacheMode): Promise<RoutingData> => {
  const frame = await siteFrameData(mode);
  const pages = await Promise.all(
    frame.sites.map(async (site) => {
      const list = await getSitePages(mode, site.id);
      const index: Record<string, SitemapPage> = {};
      for (const page of list) {
        index[pageKey(page.slug, page.parentSlug)] = page;
        index[pageKey(page.slug, ANY_PARENT)] ??= page;
      }
      return [site.id, index];
    }),
  );
  return { ...frame, pages: Object.fromEntries(pages) };
});

/**
 * The page a site answers at these path segments (by its last slug and the
 * one before, as the content service looks pages up), or undefined; the
 * root is the navigation's home page and is not in the index.
 */
export function pageAt(
  data: RoutingData,
  siteId: string,
  segments: readonly string[],
): SitemapPage | undefined {
  const slug = segments.at(-1);
  if (!slug) return undefined;
  return data.pages[siteId]?.[pageKey(slug, segments.at(-2) ?? ANY_PARENT)];
}

/**
 * The proxy's reads of the routing data and system redirects, held for a
 * second in this process: every page request needs them, and asking the
 * data cache each time (a key hash and a look-up per call) was a large part
 * of a cached page's cost. A second is also as long as a revalidation on
 * another instance may take to reach this one. An editor's `cache=false`
 * reads past the data cache, and is held for that second too, apart from
 * the cached reads: routing a burst of fresh requests on data one second
 * old costs the editor nothing, while loading every site's page list for
 * each of them made a fresh render cost seconds under load (issue 14).
 */
const PROXY_HOLD_MS = 1000;
/** How long the last good answer stands in when the content service does not answer. */
const STALE_IF_ERROR_MS = 60 * 60_000;
const proxyReads = new LRUCache<string, Promise<unknown>>({ max: 1000, ttl: PROXY_HOLD_MS });
const lastGood = new LRUCache<string, object>({ max: 1000, ttl: STALE_IF_ERROR_MS });

function held<T extends object>(key: string, read: () => Promise<T>): Promise<T> {
  let found = proxyReads.get(key) as Promise<T> | undefined;
  if (!found) {
    // Stale if error: while the content service is down, the site keeps routing with what it
    // last knew (and portal pages, which need no content, keep working) instead of every
    // request answering the error page.
    found = read().then(
      (value) => {
        lastGood.set(key, value);
        return value;
      },
      (error: unknown) => {
        const stale = lastGood.get(key) as T | undefined;
        if (stale === undefined) {
          proxyReads.delete(key);
          throw error;
        }
        logger.error(
          `[proxy] content service unavailable, routing with the last known data: ${(error as Error).message}`,
        );
        return stale;
      },
    );
    proxyReads.set(key, found);
  }
  return found;
}

/** `routingData` for the proxy (see `held`). */
export function proxyRoutingData(mode: CacheMode): Promise<RoutingData> {
  return held(`routing:${mode.nextRelease}:${mode.fresh}`, () => routingData(mode));
}

/**
 * The system redirects of a path for the proxy (see `held`). Without the content service a path
 * never asked for before has none: a missing redirect is better than the error page.
 */
export async function proxySystemRedirects(mode: CacheMode, path: string) {
  const read = held(`redirects:${mode.nextRelease}:${mode.fresh}:${path}`, () =>
    getSystemRedirects(mode, path),
  );
  return read.catch((error: Error) => {
    logger.error(`[proxy] system redirects unavailable for ${path}: ${error.message}`);
    return [];
  });
}
