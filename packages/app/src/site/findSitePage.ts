import {
  decodeRenderContext,
  fatalPageNotFoundMessage,
  type Locale,
  pageNotFoundMessage,
  type RenderContext,
  selectHomePage,
  siteLocales,
} from "@wire/domain";
import type { Page, Site } from "@wire/graphql";
import { cache } from "react";
import { type CacheMode, cacheMode } from "../data/cache";
import { getPage, getPageById, preloadSiteChrome, siteNavigation } from "../data/content";
import { siteFrameData } from "../data/routing";
import { logger } from "../http/logger";
import { pagePath } from "./alternates";
import { listStoryContacts } from "./articles";
import {
  type CatalogueView,
  isCatalogueRoute,
  resolveCatalogue,
} from "./catalogue/resolveCatalogue";
import { storyContactsRoute } from "./storyContactsRoute";

/** The params of the site's page routes: `/{context}/{locale}/{…slug}`. */
export interface SitePageParams {
  site: string;
  locale: string;
  slug?: string[];
}

export interface SitePageContext {
  context: RenderContext;
  mode: CacheMode;
  site: Site;
  locale: Locale;
  offered: Locale[];
  segments: string[];
  /** Null only for a catalogue path, which a classification, product or capability answers. */
  page: Page | null;
  catalogue: Exclude<CatalogueView, { kind: "hidden" }> | null;
  /** Set on `/stories/contacts[/{author}]`: the stories page shows contacts instead of stories. */
  storyContacts: { author: string | null } | null;
  /** The contact's name on `/stories/contacts/{author}`. */
  authorName: string | null;
}

/**
 * The site, locale and render context a route's params name (spec section
 * 2); null — the fatal "Page Not Found: {fullPath}", which the not-found
 * page shows — for a context or locale the proxy would never have chosen.
 */
async function findSiteFrame(params: SitePageParams) {
  const segments = params.slug ?? [];
  const context = decodeRenderContext(params.site);
  const mode = context ? cacheMode(context) : null;
  const routing = mode ? await siteFrameData(mode) : null;
  const site = routing?.sites.find((s) => s.id === context?.siteId);
  const offered = site && routing ? siteLocales(site, routing.locales) : [];
  const locale = offered.find((l) => l.urlCode === params.locale);
  if (!context || !mode || !site || !locale) {
    // Without a known site the proxy did not choose this route: its segments are the visitor's path.
    const path = site
      ? pagePath(params.locale, site.slug, segments)
      : `/${[params.site, params.locale, ...segments].join("/")}`;
    logger.warn(`[route] ${fatalPageNotFoundMessage(path)}`);
    return null;
  }
  return { context, mode, site, locale, offered, segments };
}

/**
 * Finds what a public route shows (spec section 2): the page by `direct`
 * id, the navigation home page for the locale's country at the root, else
 * by slug and parent slug; on catalogue paths a classification, product or
 * capability; on the story-contact routes the author. Null — the page
 * answers not found (`NotFoundResponse`), logged with spec section 8's
 * non-fatal "Page not found: {path}" — for no page, a main-site-only page on
 * another site, a catalogue item hidden in the country, an unknown author.
 */
export function findSitePage(params: SitePageParams): Promise<SitePageContext | null> {
  return findSitePageOnce(JSON.stringify([params.site, params.locale, params.slug ?? []]));
}

/**
 * One look-up per request for the same params: the page and its `generateMetadata` both ask,
 * and an unmatched path was logged twice. React's request cache compares arguments by identity,
 * so the params come as one string.
 */
const findSitePageOnce = cache(async (key: string): Promise<SitePageContext | null> => {
  const [site, locale, slug] = JSON.parse(key) as [string, string, string[]];
  return lookUpSitePage({ site, locale, slug });
});

async function lookUpSitePage(params: SitePageParams): Promise<SitePageContext | null> {
  const frame = await findSiteFrame(params);
  if (!frame) return null;
  const found = await findInFrame(frame);
  if (!found) {
    const path = pagePath(params.locale, frame.site.slug, frame.segments);
    logger.info(`[route] ${pageNotFoundMessage(path)}`);
  }
  return found;
}

type SiteFrame = NonNullable<Awaited<ReturnType<typeof findSiteFrame>>>;

async function findInFrame(frame: SiteFrame): Promise<SitePageContext | null> {
  const { context, mode, site, locale, segments } = frame;
  const language = locale.language;
  const contactsRoute = storyContactsRoute(segments);
  const pageSegments = contactsRoute?.pageSegments ?? segments;
  const catalogueRoute = isCatalogueRoute(segments) && !context.direct;
  preloadSiteChrome(mode, language, site.id);
  const [found, catalogue] = await Promise.all([
    findPage(mode, site, locale, pageSegments, context.direct),
    catalogueRoute ? resolveCatalogue(mode, language, locale.country, segments) : null,
  ]);
  const page = found?.mainSiteOnly && site.slug !== null ? null : found;
  if (catalogue?.kind === "hidden" || (!page && !catalogue)) return null;
  const author = contactsRoute?.author ?? null;
  const authorContact = author
    ? (await listStoryContacts({ mode, language })).find((c) => c.slug === author)
    : undefined;
  if (author && !authorContact) return null;
  return {
    ...frame,
    page,
    catalogue: catalogue as SitePageContext["catalogue"],
    storyContacts: contactsRoute ? { author } : null,
    authorName: authorContact?.name ?? null,
  };
}

async function findPage(
  mode: CacheMode,
  site: Site,
  locale: Locale,
  segments: readonly string[],
  direct: string | null,
): Promise<Page | null> {
  const language = locale.language;
  if (direct) {
    return getPageById(mode, language, direct).catch((error: Error) => {
      logger.error(`[route] direct lookup of ${direct} on ${site.name} failed: ${error.message}`);
      return null;
    });
  }
  if (segments.length === 0) {
    const navigation = await siteNavigation(mode, language, site.id);
    const home = selectHomePage(
      (navigation?.headerNavigation.homeItems ?? []).filter((item) => item.page),
      { site, country: locale.country, editor: false },
    );
    return home?.page ? getPageById(mode, language, home.page.id) : null;
  }
  return getPage(mode, language, site.id, segments.at(-1)!, segments.at(-2) ?? null);
}
