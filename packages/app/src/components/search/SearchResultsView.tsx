"use client";

import { SearchResults } from "@wire/design-system";
import { siteHref } from "@wire/domain";
import type { SearchResults as SearchResultsData } from "@wire/graphql";
import { useTranslations } from "use-intl";
import { type SiteSearchConfig, searchResultsHref } from "./SiteSearchField";

/**
 * A page of search results (spec sections 2, 3, 7): the product or
 * classification the query names, the records with the terms highlighted
 * (the design system sanitises the `<mark>` HTML), paging, or the empty
 * state.
 */
export function SearchResultsView({
  config,
  query,
  results,
}: {
  config: SiteSearchConfig;
  query: string;
  results: SearchResultsData;
}) {
  const t = useTranslations();
  const href = (url: string) => siteHref(url, config.localeCode, config.siteSlug);
  const direct = results.direct;
  return (
    <SearchResults
      summary={t("search.resultCount", { count: results.total })}
      records={results.records.map((record, index) => ({
        id: `${record.type}:${record.url}:${index}`,
        title: record.title,
        description: record.description,
        href: href(record.url),
        displayUrl: href(record.url),
      }))}
      directHits={
        direct.found
          ? [
              {
                id: `${direct.type}:${direct.slug}`,
                type: direct.type,
                name: direct.name,
                href: href(direct.route),
                lineage: direct.classification.lineage.map((entry) => ({
                  name: entry.name,
                  href: href(entry.route),
                })),
              },
            ]
          : []
      }
      labels={{
        directHits: t("search.directHits"),
        product: t("search.product"),
        classification: t("search.classification"),
        lineage: t("search.lineage"),
        emptyTitle: t("search.emptyTitle"),
        emptyText: t("search.emptyText", { query }),
      }}
      pagination={{
        label: t("pagination.label"),
        page: results.page,
        pageCount: results.pageCount,
        href: (page) => `${searchResultsHref(config, query)}${page > 1 ? `&page=${page}` : ""}`,
        previousLabel: t("pagination.previous"),
        nextLabel: t("pagination.next"),
        pageLabel: (page) => t("pagination.page", { page }),
      }}
    />
  );
}
