import { ErrorPage, Hero } from "@wire/design-system";
import type { Locale, RenderContext } from "@wire/domain";
import type { Page, Site } from "@wire/graphql";
import type { ReactNode } from "react";
import { formatFileSize } from "../i18n/formatFileSize";
import type { Translator } from "../i18n/serverTranslator";
import {
  ArticleIntro,
  type ListingContext,
  MediaReleaseListing,
  StoryAuthors,
  StoryContactsListing,
  StoryListing,
} from "./articles";
import { PageModules } from "./PageModules";
import { SearchPage } from "./SearchPage";

/** The CMS's system page that shows search results (`/{locale}/search?q=…`). */
const SEARCH_PAGE_SLUG = "search";

/** Whether a page is the CMS's search page, which shows the search field and its results. */
export function isSearchPage(page: Pick<Page, "slug" | "kind">): boolean {
  return page.slug === SEARCH_PAGE_SLUG && page.kind === "System";
}

/** The CMS's fixed error page (spec section 3). */
export const ERROR_PAGE_SLUG = "error";

interface Props {
  page: Page;
  site: Site;
  locale: Locale;
  t: Translator;
  /** The heading the page is known by (the author's name on an author page). */
  title: string;
  storyContacts: { author: string | null } | null;
  listing: ListingContext;
  /** `q` of the search page's query. */
  searchQuery?: string | null;
  /** The URL's list filters (the locations list's country and service). */
  listFilters?: RenderContext["filters"];
  /**
   * What the page offers (a catalogue listing at its path): right after its opening, before the
   * rest of its modules, so a visitor sees the offers before, say, a request form.
   */
  offers?: ReactNode;
}

/**
 * What a public page shows inside the site's frame: the intro of a story or
 * media release, the CMS modules, and the listings the fixed pages carry
 * (stories, story contacts, one author's stories, media releases).
 */
export function PageBody({
  page,
  site,
  locale,
  t,
  title,
  storyContacts,
  listing,
  searchQuery,
  listFilters = {},
  offers,
}: Props) {
  const isArticle = page.kind === "Story" || page.kind === "MediaRelease";
  const home = listing.base;
  if (page.slug === ERROR_PAGE_SLUG && !isArticle) {
    // The fixed error page (spec section 8) speaks with the UI's translated texts.
    return (
      <ErrorPage
        title={t("errorPage.title")}
        overline={t("errorPage.overline")}
        maintenanceTitle={t("errorPage.maintenanceTitle")}
        maintenanceText={t("errorPage.maintenanceText")}
        homeLinkText={t("errorPage.homeLinkText")}
        homeHref={home}
      />
    );
  }
  return (
    <>
      {isArticle ? <ArticleIntro page={page} t={t} language={locale.language} /> : null}
      {storyContacts ? <Hero overline={t("stories.overviewTitle")} title={title} /> : null}
      {!storyContacts && !isArticle && page.modules[0]?.kind !== "hero" ? (
        // Every page has one h1: a page whose editors began it without a stage gets its title.
        <Hero title={page.title} />
      ) : null}
      {storyContacts ? (
        offers
      ) : (
        <PageModules
          modules={page.modules}
          locale={locale.urlCode}
          siteSlug={site.slug}
          pageTitle={page.title}
          formatSize={(bytes) => formatFileSize(bytes, locale.language)}
          t={t}
          language={locale.language}
          path={listing.path}
          contactHref={`${home}/contact`}
          query={searchQuery ?? null}
          filters={listFilters}
          afterOpening={offers}
        />
      )}
      <StoryAuthors page={page} t={t} base={home} />
      {storyContacts && !storyContacts.author ? <StoryContactsListing ctx={listing} /> : null}
      {storyContacts?.author ? <StoryListing ctx={listing} author={storyContacts.author} /> : null}
      {!storyContacts && page.slug === "stories" && !isArticle ? (
        <StoryListing ctx={listing} />
      ) : null}
      {page.slug === "media-releases" && !isArticle ? <MediaReleaseListing ctx={listing} /> : null}
      {isSearchPage(page) ? (
        <SearchPage
          locale={locale}
          siteSlug={site.slug}
          query={searchQuery}
          page={listing.page}
          kind={listFilters.type}
        />
      ) : null}
    </>
  );
}
