"use client";

import type { ReactNode } from "react";
import { EmptyState } from "../../components/EmptyState/EmptyState";
import { Link } from "../../components/Link/Link";
import { Pagination, type PaginationProps } from "../../components/Pagination/Pagination";
import { BrowserSanitizedHtml } from "../../private/BrowserSanitizedHtml";
import * as styles from "./SearchResults.css";

/** One search record (spec §7): title without the brand suffix, description with the terms in `<mark>`. */
export interface SearchResultRecord {
  id: string;
  title: string;
  /** HTML from the search service (query terms in `<mark>`); sanitised before rendering. */
  description: string;
  href: string;
  /** The shown address, e.g. "/en/products/crimping". */
  displayUrl?: string;
}

/** A product or classification the query names directly (spec §3). */
export interface SearchDirectHit {
  id: string;
  type: "product" | "classification";
  name: string;
  href: string;
  /** The classification lineage, top first. */
  lineage: readonly { name: string; href: string }[];
}

export interface SearchResultsLabels {
  /** e.g. "Found directly". */
  directHits: string;
  /** Type labels of direct hits, e.g. "Product", "Classification". */
  product: string;
  classification: string;
  /** e.g. "Classification path". */
  lineage: string;
  /** e.g. "No results for “crimp”". */
  emptyTitle: string;
  emptyText?: ReactNode;
}

export interface SearchResultsProps {
  records: readonly SearchResultRecord[];
  directHits?: readonly SearchDirectHit[];
  /** Texts, translated by the app. */
  labels: SearchResultsLabels;
  /** e.g. "42 results for “crimp”", announced when the results change. */
  summary?: string;
  /** Paging with the existing Pagination; left out for a single page. */
  pagination?: PaginationProps;
  /** The level of each result title. @default 2 */
  headingLevel?: 2 | 3;
}

/** A description keeps its highlights and inline emphasis; anything else is reduced to text. */
function Description({ html }: { html: string }) {
  return (
    <BrowserSanitizedHtml
      html={html}
      use="searchHighlight"
      className={styles.description}
      fallbackClassName={styles.description}
    />
  );
}

/**
 * The search results page body: products and classifications found directly,
 * then the records with the query terms highlighted, paging, or an empty state.
 */
export function SearchResults({
  records,
  directHits = [],
  labels,
  summary,
  pagination,
  headingLevel = 2,
}: SearchResultsProps) {
  const H = `h${headingLevel}` as const;
  const empty = records.length === 0 && directHits.length === 0;
  return (
    <div className={styles.root}>
      <p className={styles.summary} role="status">
        {summary}
      </p>
      {empty ? (
        <EmptyState title={labels.emptyTitle} text={labels.emptyText} headingLevel={headingLevel} />
      ) : null}
      {directHits.length > 0 ? (
        <section className={styles.hits} aria-label={labels.directHits}>
          <H className={styles.hitsTitle}>{labels.directHits}</H>
          <ul className={styles.list}>
            {directHits.map((hit) => (
              <li key={hit.id} className={styles.hit}>
                <span className={styles.hitType}>
                  {hit.type === "product" ? labels.product : labels.classification}
                </span>
                <Link href={hit.href}>{hit.name}</Link>
                {hit.lineage.length > 0 ? (
                  <ol className={styles.lineage} aria-label={labels.lineage}>
                    {hit.lineage.map((entry) => (
                      <li key={entry.href}>
                        <Link href={entry.href} tone="neutral">
                          {entry.name}
                        </Link>
                      </li>
                    ))}
                  </ol>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {records.length > 0 ? (
        <ol className={styles.list}>
          {records.map((record) => (
            <li key={record.id}>
              <article className={styles.record}>
                <H className={styles.recordTitle}>
                  <Link href={record.href} className={styles.recordLink}>
                    {record.title}
                  </Link>
                </H>
                {record.displayUrl ? <p className={styles.url}>{record.displayUrl}</p> : null}
                <Description html={record.description} />
              </article>
            </li>
          ))}
        </ol>
      ) : null}
      {pagination && pagination.pageCount > 1 ? <Pagination {...pagination} /> : null}
    </div>
  );
}
