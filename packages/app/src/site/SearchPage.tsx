import { EmptyState } from "@wire/design-system";
import { type Locale, SEARCH_KINDS, type SearchKind } from "@wire/domain";
import type { SearchResults } from "@wire/graphql";
import { headers } from "next/headers";
import { ClientMessages, SearchResultsView, SiteSearchField } from "../components/lazy";
import type { SiteSearchConfig } from "../components/search/SiteSearchField";
import { searchServices } from "../data/services";
import { logger } from "../http/logger";
import { loadMessages } from "../i18n/messages";
import { serverTranslator } from "../i18n/serverTranslator";
import { clientKeyOf, consumeRateLimit } from "../sharedState/rateLimit";
import { searchLabels } from "./widgetLabels";

const TIMEOUT_MS = 5000;

/** The services' search for one page of results (what `/api/search-proxy/search` proxies). */
async function search(
  localeCode: string,
  siteSlug: string | null,
  query: string,
  page: number,
  kind: SearchKind | undefined,
): Promise<SearchResults> {
  const response = await searchServices(
    "/search/query",
    { localeCode, siteSlug, query, page, ...(kind ? { kind } : {}) },
    TIMEOUT_MS,
  );
  if (!response.ok) throw new Error(`search answered ${response.status}`);
  return (await response.json()) as SearchResults;
}

/** A page number from the query string: a whole number from 1, else 1. */
function pageNumber(page: number | string | null | undefined): number {
  const n = typeof page === "number" ? page : Number.parseInt(page ?? "", 10);
  return Number.isInteger(n) && n >= 1 && n <= 1000 ? n : 1;
}

/** The type filter's kind from the query string (`?type=story`); anything else is every kind. */
function kindOf(value: string | null | undefined): SearchKind | undefined {
  return SEARCH_KINDS.find((kind) => kind === value);
}

/**
 * The body of the search results page (`/{locale}[/{site}]/search?q=…&type=…&page=…`, spec
 * sections 2 and 7): the search field with suggestions, then the products and classifications the
 * query names, the records of the site and locale with their type, breadcrumb and picture and the
 * query's terms highlighted, the type filter with counts, paging, or an empty state. Without a
 * query it asks for one; a failing search says so instead of failing the page.
 */
export async function SearchPage({
  locale,
  siteSlug,
  query,
  page,
  kind: kindParam,
}: {
  locale: Locale;
  siteSlug: string | null;
  query: string | null | undefined;
  page: number | string | null | undefined;
  /** The type filter (`?type=`), e.g. "story". */
  kind?: string | null;
}) {
  const kind = kindOf(kindParam);
  const t = serverTranslator(locale.language);
  const messages = loadMessages(locale.language);
  const q = (query ?? "").trim().slice(0, 200);
  const config: SiteSearchConfig = {
    localeCode: locale.urlCode,
    siteSlug,
    labels: searchLabels(t),
  };
  let results: SearchResults | null = null;
  let failed = false;
  let limitedForS: number | null = null;
  // The page asks the search service itself: it counts against the same limit as the search
  // API, or scraping through the page would dodge it. Only searched pages get here, and they
  // render per request (the proxy sends them to the live route), so reading headers is free.
  const limit = q ? await consumeRateLimit("search", clientKeyOf(await headers())) : null;
  if (limit && !limit.allowed) {
    limitedForS = limit.retryAfterS;
  } else if (q) {
    try {
      results = await search(locale.urlCode, siteSlug, q, pageNumber(page), kind);
    } catch (error) {
      logger.error(`[search] "${q}" in ${locale.urlCode}: ${(error as Error).message}`);
      failed = true;
    }
  }
  return (
    <ClientMessages
      locale={locale.language}
      messages={{ search: messages.search, pagination: messages.pagination }}
    >
      <div data-search-page="">
        {/* The page's heading ("Search") names the field right below it: its label is hidden. */}
        <SiteSearchField config={config} initialQuery={q} key={q} labelHidden />
        {!q ? <EmptyState icon="search" title={t("search.noQuery")} headingLevel={2} /> : null}
        {failed ? <EmptyState title={t("search.error")} headingLevel={2} /> : null}
        {limitedForS !== null ? (
          <EmptyState
            title={t("publicForms.rateLimited", { seconds: limitedForS })}
            headingLevel={2}
          />
        ) : null}
        {results ? (
          <SearchResultsView
            config={config}
            query={q}
            results={results}
            allLabel={t("common.all")}
          />
        ) : null}
      </div>
    </ClientMessages>
  );
}
