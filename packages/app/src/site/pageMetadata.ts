import type { Metadata } from "next";
import { appConfig } from "../config";
import type { Translator } from "../i18n/serverTranslator";
import { pagePath } from "./alternates";
import { catalogueDescription, catalogueTitle } from "./catalogue/CatalogueBody";
import type { SitePageContext } from "./findSitePage";
import { ERROR_PAGE_SLUG, isSearchPage } from "./PageBody";
import { pageSummary } from "./pageSummary";

/** The title a page is known by: the error page's breadcrumb title, an author, "Contacts", or its own. */
export function shownTitle(
  { page, catalogue, storyContacts, authorName }: SitePageContext,
  t: Translator,
): string {
  if (!page) return catalogueTitle(catalogue!);
  // The error page's browser title is its breadcrumb title and the company (spec section 2).
  if (page.slug === ERROR_PAGE_SLUG) return t("errorPage.breadcrumbTitle");
  if (!storyContacts) return page.title;
  return authorName ?? t("stories.contacts");
}

/**
 * A page's metadata (spec section 2): the title with the company name, the
 * canonical URL, the same page in every language it has (hreflang), and
 * Open Graph. Protected pages are kept out of search engines.
 */
export function pageMetadata(loaded: SitePageContext, t: Translator): Metadata {
  const { site, locale, offered, segments, page, catalogue } = loaded;
  const config = appConfig();
  const url = (urlCode: string) => `${config.APP_URL}${pagePath(urlCode, site.slug, segments)}`;
  const title = shownTitle(loaded, t);
  // A CMS page's own description, else what it says first, else (a catalogue page) the text its
  // hero shows: 187 of the first 300 sitemap addresses had no description at all.
  // The search page says nothing of its own: what its field offers to find describes it.
  const description =
    page?.description ||
    (page ? pageSummary(page.modules) : undefined) ||
    (catalogue ? catalogueDescription(catalogue) : undefined) ||
    (page && isSearchPage(page) ? t("search.placeholder") : undefined);
  // A CMS page names its languages; a catalogue page exists in every international one.
  const languages = offered.filter((l) =>
    page ? page.languages.includes(l.language) : l.isInternational,
  );
  const article = page?.kind === "Story" || page?.kind === "MediaRelease";
  return {
    title: `${title} | ${config.COMPANY_NAME}`,
    // Protected pages are for people with a login or the preview password, not for search engines.
    ...(page && page.protection !== "NONE" ? { robots: { index: false, follow: false } } : {}),
    ...(description ? { description } : {}),
    alternates: {
      canonical: url(locale.urlCode),
      languages: Object.fromEntries(
        languages.map((l) => [l.isInternational ? l.language : l.code, url(l.urlCode)]),
      ),
    },
    openGraph: {
      title,
      ...(description ? { description } : {}),
      url: url(locale.urlCode),
      siteName: config.COMPANY_NAME,
      locale: locale.code.replace("-", "_"),
      type: article ? "article" : "website",
      ...(page?.image
        ? { images: [{ url: page.image.url, alt: page.image.alternativeText }] }
        : {}),
    },
  };
}
