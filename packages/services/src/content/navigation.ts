import { and, eq, inArray } from "drizzle-orm";
import * as t from "../db/schema";
import type { StoredLink, StoredNavItem, StoredNavSection } from "../db/storedNavigation";
import {
  batchLoad,
  type ContentContext,
  type ContentSource,
  memo,
  type Stage,
} from "./contentContext";
import { localeChain, pickLocalization } from "./localeChain";
import { type Resolved, resolveJson } from "./resolveJson";

/** The page a navigation entry links, as `NavigationPage`'s title resolver receives it. */
export interface NavigationPageModel {
  id: string;
  slug: string;
  stage: Stage;
}

/** A navigation entry as the API serves it (`NavigationItem`), its texts in the request's locale. */
export interface NavItem {
  id: string;
  title: string;
  breadcrumbOverride: string | null;
  url: string | null;
  unlocalizedUrl: string | null;
  hidden: boolean;
  countries: string[];
  target: string | null;
  page: NavigationPageModel | null;
  items: NavItem[];
  sections: NavSection[];
  marketingSection: Resolved<StoredNavItem["marketingSection"]> | null;
  contentTeaserCard: Resolved<StoredNavItem["contentTeaserCard"]> | null;
}

interface NavSection {
  id: string;
  title: string;
  items: NavItem[];
}

/** A site's header and footer navigation (`SiteNavigation`). */
export interface Navigation {
  siteId: string;
  headerNavigation: { theme: string; hidden: boolean; homeItems: NavItem[]; topItems: NavItem[] };
  footerNavigation: {
    theme: string;
    contactLink: Resolved<StoredLink> | null;
    navigationSections: NavSection[];
  };
}

function toNavSection(raw: Resolved<StoredNavSection>, stage: Stage): NavSection {
  return { id: raw.id, title: raw.title, items: raw.items.map((i) => toNavItem(i, stage)) };
}

function toNavItem(raw: Resolved<StoredNavItem>, stage: Stage): NavItem {
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
    items: (raw.items ?? []).map((i) => toNavItem(i, stage)),
    sections: (raw.sections ?? []).map((s) => toNavSection(s, stage)),
    marketingSection: raw.marketingSection ?? null,
    contentTeaserCard: raw.contentTeaserCard ?? null,
  };
}

/**
 * A site's navigation in a stage, in the request's locales; loaded once per request. The sites a
 * request's resolvers ask for in one tick are read in one query (`SystemData` asks every site for
 * its header's and footer's theme: one query per site was a third of an uncached page's queries).
 */
export function loadNavigation(
  source: ContentSource,
  siteId: string,
  stage: Stage,
  ctx: ContentContext,
): Promise<Navigation | null> {
  return memo(ctx, `nav:${siteId}:${stage}`, async () => {
    const row = await batchLoad(
      ctx,
      `nav-rows:${stage}`,
      (ids) => navigationRows(source, stage, ids),
      siteId,
    );
    if (!row) return null;
    const { chain } = localeChain(ctx.locales);
    const header = resolveJson(row.header, chain, source.origin);
    const footer = resolveJson(row.footer, chain, source.origin);
    return {
      siteId,
      headerNavigation: {
        theme: header.theme ?? "Default",
        hidden: header.hidden ?? false,
        homeItems: (header.homeItems ?? []).map((i) => toNavItem(i, stage)),
        topItems: (header.topItems ?? []).map((i) => toNavItem(i, stage)),
      },
      footerNavigation: {
        theme: footer.theme ?? "Default",
        contactLink: footer.contactLink ?? null,
        navigationSections: (footer.navigationSections ?? []).map((s) => toNavSection(s, stage)),
      },
    };
  });
}

async function navigationRows(source: ContentSource, stage: Stage, siteIds: readonly string[]) {
  const rows = await source.db
    .select()
    .from(t.navigations)
    .where(and(eq(t.navigations.stage, stage), inArray(t.navigations.siteId, [...siteIds])));
  return siteIds.map((id) => rows.find((row) => row.siteId === id) ?? null);
}

/**
 * A page's title in the request's locale chain, for navigation entries: the titles a request's
 * resolvers ask for in one tick are read in one query, for those pages only (reading every title
 * of the stage, for each request, was most of an uncached page's cost in this service).
 */
export function loadPageTitle(
  source: ContentSource,
  stage: Stage,
  pageId: string,
  ctx: ContentContext,
): Promise<string | null> {
  return batchLoad(ctx, `titles:${stage}`, (ids) => pageTitles(source, stage, ids, ctx), pageId);
}

async function pageTitles(
  source: ContentSource,
  stage: Stage,
  ids: readonly string[],
  ctx: ContentContext,
): Promise<(string | null)[]> {
  const rows = await source.db
    .select({
      pageId: t.pageLocalizations.pageId,
      locale: t.pageLocalizations.locale,
      title: t.pageLocalizations.title,
    })
    .from(t.pageLocalizations)
    .where(
      and(eq(t.pageLocalizations.stage, stage), inArray(t.pageLocalizations.pageId, [...ids])),
    );
  const byPage = new Map<string, typeof rows>();
  for (const row of rows) byPage.set(row.pageId, [...(byPage.get(row.pageId) ?? []), row]);
  return ids.map((id) => {
    const list = byPage.get(id);
    return (list && pickLocalization(list, ctx.locales)?.row.title) ?? null;
  });
}

/** The entries from the top of the header navigation down to the item matching. */
export function findBranch(
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

/** The last path segment of a navigation URL, without query or fragment. */
export function lastSegment(url: string | null): string | undefined {
  return url?.split(/[?#]/, 1)[0]?.split("/").filter(Boolean).at(-1);
}
