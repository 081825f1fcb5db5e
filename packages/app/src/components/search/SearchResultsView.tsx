"use client";

import { SearchResults } from "@wire/design-system";
import { type SearchKind, siteHref } from "@wire/domain";
import type { SearchRecord, SearchResults as SearchResultsData } from "@wire/graphql";
import { useTranslations } from "use-intl";
import { type SiteSearchConfig, searchResultsHref } from "./SiteSearchField";

/**
 * A page of search results (spec sections 2, 3, 7; issue 43): the product or
 * classification the query names, the type filter with each kind's count, the records with their
 * type, breadcrumb and thumbnail and the terms highlighted (the design system sanitises the
 * `<mark>` HTML), paging, or the empty state.
 */
export function SearchResultsView({
  config,
  query,
  results,
  allLabel,
}: {
  config: SiteSearchConfig;
  query: string;
  results: SearchResultsData;
  /** The type filter's first choice, e.g. "All". */
  allLabel: string;
}) {
  const t = useTranslations();
  const href = (url: string) => siteHref(url, config.localeCode, config.siteSlug);
  const direct = results.direct;
  /** The results of one kind (all kinds without one), from their first page. */
  const kindHref = (kind: SearchKind | null) =>
    `${searchResultsHref(config, query)}${kind ? `&type=${kind}` : ""}`;
  const typeLabel = (record: SearchRecord) =>
    t("search.kind", {
      kind:
        record.type === "classification" && record.kind === "product" ? "category" : record.kind,
    });
  const everything = results.kinds.reduce((sum, kind) => sum + kind.count, 0);
  return (
    <SearchResults
      summary={t("search.resultCount", { count: results.total })}
      filters={{
        label: t("search.filterLabel"),
        items: [
          {
            id: "all",
            label: allLabel,
            count: everything,
            href: kindHref(null),
            current: results.kind === null,
          },
          ...results.kinds.map(({ kind, count }) => ({
            id: kind,
            label: t("search.kinds", { kind }),
            count,
            href: kindHref(kind),
            current: results.kind === kind,
          })),
        ],
      }}
      records={results.records.map((record, index) => ({
        id: `${record.type}:${record.url}:${index}`,
        title: record.title,
        description: record.description,
        href: href(record.url),
        typeLabel: typeLabel(record),
        breadcrumb: record.breadcrumb.map((entry) => entry.name),
        ...(record.image ? { image: { src: record.image.url, alt: record.image.alt } } : {}),
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
        href: (page) => `${kindHref(results.kind)}${page > 1 ? `&page=${page}` : ""}`,
        previousLabel: t("pagination.previous"),
        nextLabel: t("pagination.next"),
        pageLabel: (page) => t("pagination.page", { page }),
      }}
    />
  );
}
