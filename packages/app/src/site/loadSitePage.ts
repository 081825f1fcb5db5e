import { fatalPageNotFoundMessage, type Locale, selectHomePage, siteLocales } from "@wire/domain";
import type { Page, Site } from "@wire/graphql";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { getPage, getPageById } from "../data/content";
import { routingData } from "../data/routing";
import { ORIGINAL_PATH_HEADER, SITE_ID_HEADER } from "../routing/requestHeaders";
import { storyContactsRoute } from "./storyContactsRoute";

export interface SitePageContext {
  site: Site;
  locale: Locale;
  offered: Locale[];
  segments: string[];
  /** Null only when the caller allowed it (a catalogue path may have no CMS page). */
  page: Page | null;
  originalPath: string;
  /** Set on `/stories/contacts[/{author}]`: the stories page shows contacts instead of stories. */
  storyContacts: { author: string | null } | null;
}

/**
 * Finds the page a public route shows (spec section 2): by `?direct=<id>`,
 * the navigation home page for the locale's country at the root, else by
 * slug and parent slug on the proxy's site. Not found: an unknown locale
 * (the fatal "Page Not Found: {fullPath}"), no page, or a main-site-only
 * page on another site.
 */
export async function loadSitePage(
  localeSegment: string,
  segments: string[],
  direct: string | null,
  options: { optional?: boolean } = {},
) {
  const h = await headers();
  const originalPath = h.get(ORIGINAL_PATH_HEADER) ?? `/${[localeSegment, ...segments].join("/")}`;
  const { sites, locales } = await routingData();
  const site =
    sites.find((s) => s.id === h.get(SITE_ID_HEADER)) ?? sites.find((s) => s.slug === null);
  const offered = site ? siteLocales(site, locales) : [];
  const locale = offered.find((l) => l.urlCode === localeSegment);
  if (!site || !locale) {
    console.warn(`[route] ${fatalPageNotFoundMessage(originalPath)}`);
    notFound();
  }
  const language = locale.language;
  const contactsRoute = storyContactsRoute(segments);
  const pageSegments = contactsRoute?.pageSegments ?? segments;
  let page: Page | null = null;
  if (direct) {
    page = await getPageById(language, direct).catch((error) => {
      console.error(
        `[route] direct lookup of ${direct} on ${site.name} failed: ${(error as Error).message}`,
      );
      return null;
    });
  } else if (pageSegments.length === 0) {
    const home = selectHomePage(
      site.headerNavigation.homeItems.filter((item) => item.page),
      { site, country: locale.country, editor: false },
    );
    page = home?.page ? await getPageById(language, home.page.id) : null;
  } else {
    page = await getPage(language, site.id, pageSegments.at(-1)!, pageSegments.at(-2));
  }
  if (page?.mainSiteOnly && site.slug !== null) page = null;
  if (!page && !options.optional) notFound();
  const storyContacts = contactsRoute ? { author: contactsRoute.author } : null;
  return {
    site,
    locale,
    offered,
    segments,
    page,
    originalPath,
    storyContacts,
  } satisfies SitePageContext;
}
