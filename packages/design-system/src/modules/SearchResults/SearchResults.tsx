"use client";

import type { ReactNode } from "react";
import { EmptyState } from "../../components/EmptyState/EmptyState";
import { Link } from "../../components/Link/Link";
import { Pagination, type PaginationProps } from "../../components/Pagination/Pagination";
import { visuallyHidden } from "../../private/a11y.css";
import { BrowserSanitizedHtml } from "../../private/BrowserSanitizedHtml";
import { cx } from "../../private/cx";
import { useImageContext } from "../Image/ImageProvider";
import * as styles from "./SearchResults.css";

/** One search record (spec §7): title without the brand suffix, description with the terms in `<mark>`. */
export interface SearchResultRecord {
  id: string;
  title: string;
  /** HTML from the search service (query terms in `<mark>`); sanitised before rendering. */
  description: string;
  href: string;
  /** What it is, e.g. "Product", "Story", "Media release". */
  typeLabel?: string;
  /** Where it sits in the site, top first, e.g. Products › Crimping (shown instead of its address). */
  breadcrumb?: readonly string[];
  /** A thumbnail, where the result has a picture. */
  image?: { src: string; alt: string };
  /**
   * The shown address, e.g. "/en/products/crimping".
   * @deprecated Show `typeLabel` and `breadcrumb`: visitors read names, not paths (issue 43).
   */
  displayUrl?: string;
}

/** One choice of the type filter: a kind of result with its count, as a link. */
export interface SearchResultFilter {
  id: string;
  /** e.g. "Products". */
  label: string;
  count: number;
  /** The results of this kind (a plain link, so it works before the script has loaded). */
  href: string;
  current?: boolean;
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
  /**
   * The type filter (all kinds first, then each kind with its count), named by `label`,
   * e.g. "Filter by type".
   */
  filters?: { label: string; items: readonly SearchResultFilter[] };
}

/** The rendition of a result's thumbnail: 96×72 shown, twice that for sharp screens. */
const thumbnailBox = { width: 192, height: 144 };

function Thumbnail({ image }: { image: { src: string; alt: string } }) {
  const { loader, component: Img } = useImageContext();
  return (
    <Img
      src={loader(image.src, thumbnailBox)}
      // The title beside it names the result; the picture repeats it.
      alt=""
      width={thumbnailBox.width}
      height={thumbnailBox.height}
      loading="lazy"
      decoding="async"
      className={styles.thumbnail}
    />
  );
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
  filters,
}: SearchResultsProps) {
  const H = `h${headingLevel}` as const;
  const empty = records.length === 0 && directHits.length === 0;
  return (
    <div className={styles.root}>
      <p className={styles.summary} role="status">
        {summary}
      </p>
      {filters && filters.items.length > 1 ? (
        <nav aria-label={filters.label}>
          <ul className={styles.filters}>
            {filters.items.map((filter) => (
              <li key={filter.id}>
                <Link
                  href={filter.href}
                  tone="neutral"
                  standalone
                  className={cx(styles.filter, filter.current && styles.filterCurrent)}
                  aria-current={filter.current ? "true" : undefined}
                >
                  {filter.label}
                  <span className={styles.filterCount}>{filter.count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
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
                  <span className={visuallyHidden}>{labels.lineage}</span>
                ) : null}
                {hit.lineage.length > 0 ? (
                  <ol className={styles.lineage}>
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
              <article className={cx(styles.record, record.image && styles.recordWithImage)}>
                <div className={styles.recordText}>
                  {record.typeLabel || record.breadcrumb?.length ? (
                    <p className={styles.meta}>
                      {record.typeLabel ? (
                        <span className={styles.type}>{record.typeLabel}</span>
                      ) : null}
                      {record.breadcrumb?.length ? (
                        <span className={styles.trail}>{record.breadcrumb.join(" › ")}</span>
                      ) : null}
                    </p>
                  ) : null}
                  <H className={styles.recordTitle}>
                    <Link href={record.href} className={styles.recordLink}>
                      {record.title}
                    </Link>
                  </H>
                  {record.displayUrl && !record.breadcrumb ? (
                    <p className={styles.url}>{record.displayUrl}</p>
                  ) : null}
                  <Description html={record.description} />
                </div>
                {record.image ? <Thumbnail image={record.image} /> : null}
              </article>
            </li>
          ))}
        </ol>
      ) : null}
      {pagination && pagination.pageCount > 1 ? <Pagination {...pagination} /> : null}
    </div>
  );
}
