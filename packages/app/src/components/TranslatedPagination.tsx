"use client";

import { Pagination } from "@wire/design-system";
import { fillTemplate } from "../i18n/fillTemplate";

/* Paging with the server's label templates, filled in here (see `TranslatedVideo`). */

export interface PaginationLabels {
  label: string;
  previous: string;
  next: string;
  /** With `{page}`. */
  page: string;
}

/** Page links as `?page=N` on the current path (page 1 is the path itself). */
export function TranslatedPagination({
  path,
  page,
  pageCount,
  labels,
}: {
  path: string;
  page: number;
  pageCount: number;
  labels: PaginationLabels;
}) {
  return (
    <Pagination
      label={labels.label}
      page={page}
      pageCount={pageCount}
      href={(n) => (n === 1 ? path : `${path}?page=${n}`)}
      previousLabel={labels.previous}
      nextLabel={labels.next}
      pageLabel={(n) => fillTemplate(labels.page, { page: n })}
    />
  );
}
