import {
  buildLocales,
  invalidHomePageMessage,
  selectHomePage,
  siteLocales,
  type TranslationState,
  translationState,
} from "@wire/domain";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../db/connect";
import * as t from "../db/schema";
import { loadTranslationTargets, type TranslationTarget } from "./translationTargets";

/** Most rows the editor's page list answers. */
export const MAX_EDITOR_PAGES = 500;

/** One page of the editor's list (issue 19). */
export interface EditorPage {
  id: string;
  siteId: string;
  title: string;
  slug: string;
  /** The page's path on its site without locale, e.g. `/company/contact`; `/` for home pages. */
  path: string;
  type: string;
  pageType: string;
  /** PUBLISHED once published, DRAFT while it never was (spec section 4, publication). */
  publication: "PUBLISHED" | "DRAFT";
  /** A published page whose draft (page or any localisation) differs from what is published. */
  changedSincePublished: boolean;
  protection: "NONE" | "PASSWORD" | "CIAM_ROLE";
  /** Languages the page has a (DRAFT) localisation in. */
  languages: string[];
  sourceLanguage: string;
  translationState: TranslationState;
  targetLanguages: TranslationTarget[];
}

/** A site of the editor's list with its home-page configuration warning (spec section 5). */
export interface EditorSite {
  id: string;
  name: string;
  /** The site's path segment after the locale; null for the main site. */
  slug: string | null;
  /** The spec's home-page error text when the configuration is invalid; a warning in the editor. */
  homePageWarning: string | null;
}

/** The filters of the editor's page list; each is optional. */
export interface EditorPageFilters {
  site?: string;
  language?: string;
  state?: TranslationState;
  q?: string;
}

type PageRow = typeof t.pages.$inferSelect;
type LocalizationRow = typeof t.pageLocalizations.$inferSelect;

function pagePath(page: PageRow): string {
  if (page.pageType === "Home") return "/";
  return `/${[page.parentSlug, page.slug].filter(Boolean).join("/")}`;
}

/** The row without its stage, for comparing a draft with what is published. */
function comparable(page: PageRow | undefined, localizations: readonly LocalizationRow[]) {
  if (!page) return "";
  const { stage: _stage, ...fields } = page;
  const texts = [...localizations]
    .sort((a, b) => a.locale.localeCompare(b.locale))
    .map(({ stage: _s, ...rest }) => rest);
  return JSON.stringify({ fields, texts });
}

/**
 * The home-page configuration warning of a site (spec section 5): for each locale the site
 * offers, the draft navigation's home entries must give a page for the locale's country or a
 * universal one; the first locale without is reported with the spec's message, never raised.
 */
function homePageWarning(
  site: typeof t.sites.$inferSelect,
  homeItems: readonly { countries?: string[]; page?: unknown }[],
  locales: ReturnType<typeof buildLocales>,
): string | null {
  const pages = homeItems.filter((item) => item.page);
  for (const locale of siteLocales(site, locales)) {
    if (!selectHomePage(pages, { site, country: locale.country, editor: true })) {
      return invalidHomePageMessage(site.name, locale.country);
    }
  }
  return null;
}

/**
 * The editor's page list: every page (its DRAFT where it has one) with publication state,
 * protection, languages and translation jobs, filtered by site, language (pages with a
 * localisation in it), translation state and a text (id, slug, path or a title in any
 * language, case ignored); sorted by site name then path, at most {@link MAX_EDITOR_PAGES}.
 * Also every site with its home-page warning.
 */
export async function listEditorPages(
  db: Database,
  filters: EditorPageFilters = {},
): Promise<{ pages: EditorPage[]; sites: EditorSite[] }> {
  const [sites, pageRows, localizations, navigations, languages, countries] = await Promise.all([
    db.select().from(t.sites).orderBy(asc(t.sites.name)),
    db.select().from(t.pages),
    db.select().from(t.pageLocalizations),
    db.select().from(t.navigations).where(eq(t.navigations.stage, "DRAFT")),
    db.select().from(t.languages).orderBy(asc(t.languages.sortIndex)),
    db.select().from(t.countries),
  ]);
  const locales = buildLocales(
    countries.map((c) => ({
      countryCode: c.code,
      hidden: c.hidden,
      supportedLanguages: c.supportedLanguages,
    })),
    languages.map((l) => l.code),
  );
  const siteOrder = new Map(sites.map((site, index) => [site.id, index]));
  const editorSites = sites.map((site) => ({
    id: site.id,
    name: site.name,
    slug: site.slug ?? null,
    homePageWarning: homePageWarning(
      site,
      navigations.find((n) => n.siteId === site.id)?.header.homeItems ?? [],
      locales,
    ),
  }));

  const byId = new Map<string, { draft?: PageRow; published?: PageRow }>();
  for (const row of pageRows) {
    const entry = byId.get(row.id) ?? {};
    entry[row.stage === "DRAFT" ? "draft" : "published"] = row;
    byId.set(row.id, entry);
  }
  const textsOf = new Map<string, { DRAFT: LocalizationRow[]; PUBLISHED: LocalizationRow[] }>();
  for (const row of localizations) {
    const entry = textsOf.get(row.pageId) ?? { DRAFT: [], PUBLISHED: [] };
    entry[row.stage].push(row);
    textsOf.set(row.pageId, entry);
  }
  const targets = await loadTranslationTargets(db, [...byId.keys()]);
  const q = filters.q?.trim().toLowerCase();

  const pages: EditorPage[] = [];
  for (const [id, { draft, published }] of byId) {
    const page = (draft ?? published)!;
    if (filters.site && page.siteId !== filters.site) continue;
    const texts = textsOf.get(id) ?? { DRAFT: [], PUBLISHED: [] };
    const current = draft ? texts.DRAFT : texts.PUBLISHED;
    const languagesOf = current.map((l) => l.locale).sort();
    if (filters.language && !languagesOf.includes(filters.language)) continue;
    const pageTargets = targets.get(id) ?? [];
    const state = translationState(pageTargets);
    if (filters.state && state !== filters.state) continue;
    const path = pagePath(page);
    const title =
      current.find((l) => l.locale === page.translationSourceLanguage)?.title ??
      current.find((l) => l.locale === "en")?.title ??
      current[0]?.title ??
      page.slug;
    if (
      q &&
      ![id, page.slug, path, ...current.map((l) => l.title)].some((text) =>
        text.toLowerCase().includes(q),
      )
    ) {
      continue;
    }
    pages.push({
      id,
      siteId: page.siteId,
      title,
      slug: page.slug,
      path,
      type: page.kind,
      pageType: page.pageType,
      publication: published ? "PUBLISHED" : "DRAFT",
      changedSincePublished:
        !!published &&
        !!draft &&
        comparable(draft, texts.DRAFT) !== comparable(published, texts.PUBLISHED),
      protection: page.protection,
      languages: languagesOf,
      sourceLanguage: page.translationSourceLanguage,
      translationState: state,
      targetLanguages: pageTargets,
    });
  }
  pages.sort(
    (a, b) =>
      (siteOrder.get(a.siteId) ?? 0) - (siteOrder.get(b.siteId) ?? 0) ||
      a.path.localeCompare(b.path) ||
      a.id.localeCompare(b.id),
  );
  return { pages: pages.slice(0, MAX_EDITOR_PAGES), sites: editorSites };
}
