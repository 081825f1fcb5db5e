"use client";

import { Icon } from "../Icon/Icon";
import { Link } from "../Link/Link";
import * as styles from "./Pagination.css";

export interface PaginationProps {
  /** Accessible name of the navigation, e.g. "Pages". */
  label: string;
  page: number;
  pageCount: number;
  /** The link of a page, e.g. (n) => `?page=${n}`. */
  href: (page: number) => string;
  /** Accessible names, e.g. "Previous page", "Next page", (n) => `Page ${n}`. */
  previousLabel: string;
  nextLabel: string;
  pageLabel: (page: number) => string;
}

/** Numbered page links with previous and next; long ranges collapse around the current page. */
export function Pagination({
  label,
  page,
  pageCount,
  href,
  previousLabel,
  nextLabel,
  pageLabel,
}: PaginationProps) {
  if (pageCount <= 1) return null;
  const pages = visiblePages(page, pageCount);
  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        {page > 1 ? (
          <li>
            <Link href={href(page - 1)} className={styles.page} aria-label={previousLabel}>
              <Icon name="chevronLeft" size={16} />
            </Link>
          </li>
        ) : null}
        {pages.map((item, index) =>
          item === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className={styles.page}>
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                href={href(item)}
                className={styles.page}
                aria-label={pageLabel(item)}
                aria-current={item === page ? "page" : undefined}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <Link href={href(page + 1)} className={styles.page} aria-label={nextLabel}>
              <Icon name="chevronRight" size={16} />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/** First, last and the current page with its neighbours; `null` marks a gap. */
function visiblePages(page: number, count: number): (number | null)[] {
  const wanted = new Set([1, count, page - 1, page, page + 1].filter((n) => n >= 1 && n <= count));
  const sorted = [...wanted].sort((a, b) => a - b);
  const result: (number | null)[] = [];
  sorted.forEach((n, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && n - previous > 1) result.push(null);
    result.push(n);
  });
  return result;
}
