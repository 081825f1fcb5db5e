import { and, asc, desc, eq, inArray, type SQL } from "drizzle-orm";
import * as t from "../db/schema";
import { batchLoad, type ContentContext, type ContentSource, type Stage } from "./contentContext";
import { localeChain, pickLocalization } from "./localeChain";
import { findBranch, lastSegment, loadNavigation } from "./navigation";
import { type Resolved, resolveJson } from "./resolveJson";
import { loadTranslationTargets, type TranslationTarget } from "./translationTargets";

type PageRow = typeof t.pages.$inferSelect;

/** The Hygraph model name of each page kind. */
const CMS_TYPES = {
  Content: "Page",
  Story: "Story",
  MediaRelease: "MediaRelease",
  System: "SystemPage",
} as const;

/** The orders `pages(orderBy:)` offers; the id breaks ties so paging is stable. */
export const PAGE_ORDERINGS = {
  publicationDate_DESC: [desc(t.pages.publicationDate), asc(t.pages.id)],
  publicationDate_ASC: [asc(t.pages.publicationDate), asc(t.pages.id)],
  slug_ASC: [asc(t.pages.slug), asc(t.pages.id)],
} satisfies Record<string, SQL[]>;

/**
 * A page in the request's locale as `Page`'s resolvers receive it: every field
 * of the API but `branch` and `translationTargetLanguages`, which are resolved
 * only when asked for (the public site asks for neither), plus the stage it
 * was read in.
 */
export interface PageModel {
  id: string;
  siteId: string;
  stage: Stage;
  slug: string;
  title: string;
  kind: PageRow["kind"];
  type: string;
  pageType: string;
  injection: string | null;
  cmsType: (typeof CMS_TYPES)[PageRow["kind"]];
  languages: string[];
  isLanguageFallback: boolean;
  isLanguageUnavailable: boolean;
  contentLanguage: string;
  theme: string;
  translationSourceLanguage: string;
  isPublished: boolean;
  protection: PageRow["protection"];
  countries: string[];
  mainSiteOnly: boolean;
  parentSlug: string | null;
  description: string | null;
  image: Resolved<PageRow["image"]>;
  publicationDate: string | null;
  leadText: string | null;
  storyContacts: Resolved<PageRow["storyContacts"]>;
  category: string | null;
  adhoc: boolean;
  /** Module JSON as stored, each with its `__typename`, texts resolved. */
  modules: Array<{ __typename: string }>;
}

/**
 * Page rows (all of one stage) with their content in the first locale of the
 * request's chain that has some; a page with no content in any is left out.
 */
export async function pagesWithContent(
  source: ContentSource,
  rows: readonly PageRow[],
  ctx: ContentContext,
): Promise<PageModel[]> {
  if (rows.length === 0) return [];
  const stage = rows[0]!.stage;
  const ids = [...new Set(rows.map((r) => r.id))];
  const [localizations, published] = await Promise.all([
    source.db
      .select()
      .from(t.pageLocalizations)
      .where(and(inArray(t.pageLocalizations.pageId, ids), eq(t.pageLocalizations.stage, stage))),
    stage === "PUBLISHED"
      ? Promise.resolve(ids.map((id) => ({ id })))
      : source.db
          .select({ id: t.pages.id })
          .from(t.pages)
          .where(and(inArray(t.pages.id, ids), eq(t.pages.stage, "PUBLISHED"))),
  ]);
  const publishedIds = new Set(published.map((p) => p.id));
  const { chain } = localeChain(ctx.locales);
  const pages: PageModel[] = [];
  for (const page of rows) {
    const own = localizations.filter((l) => l.pageId === page.id);
    const picked = pickLocalization(own, ctx.locales);
    if (!picked) continue;
    // Spec section 6: a protected page's content is not for anyone who can reach this service;
    // without the preview token (held by the site's server) it answers its metadata only.
    const withheld = page.protection !== "NONE" && !ctx.preview;
    const content = resolveJson(
      { image: page.image, storyContacts: page.storyContacts, modules: picked.row.modules },
      chain,
      source.origin,
    );
    pages.push({
      id: page.id,
      siteId: page.siteId,
      stage,
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
      isPublished: publishedIds.has(page.id),
      protection: page.protection,
      countries: page.countries,
      mainSiteOnly: page.mainSiteOnly,
      parentSlug: page.parentSlug,
      description: picked.row.description,
      image: content.image,
      publicationDate: page.publicationDate?.toISOString() ?? null,
      leadText: withheld ? null : picked.row.leadText,
      storyContacts: content.storyContacts,
      category: picked.row.category,
      adhoc: page.adhoc,
      modules: withheld ? [] : (content.modules as PageModel["modules"]),
    });
  }
  return pages;
}

/**
 * The navigation entries from the top of the site's header down to the page
 * (`Page.branch`): the entry linking the page, else the one of its parent
 * slug (with the page appended), else an entry whose URL ends in its slug.
 */
export async function pageBranch(source: ContentSource, page: PageModel, ctx: ContentContext) {
  const nav = await loadNavigation(source, page.siteId, page.stage, ctx);
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
    entries.push({ title: page.title, breadcrumbOverride: null, url: `${last.url}/${page.slug}` });
  }
  return entries;
}

/**
 * A page's translation targets (`Page.translationTargetLanguages`): the jobs belong to the page,
 * not to a stage. The pages a request's resolvers ask for in one tick are read in one query.
 */
export function pageTranslationTargets(
  source: ContentSource,
  pageId: string,
  ctx: ContentContext,
): Promise<TranslationTarget[]> {
  return batchLoad(
    ctx,
    "translation-targets",
    async (ids) => {
      const byPage = await loadTranslationTargets(source.db, ids);
      return ids.map((id) => byPage.get(id) ?? []);
    },
    pageId,
  );
}
