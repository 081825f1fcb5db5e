"use client";

import { Pagination, Video, type VideoProps } from "@wire/design-system";
import { fillTemplate } from "../i18n/fillTemplate";

/*
 * Design-system widgets whose labels are functions (a title, an index)
 * cannot receive them from a server component. These client leaves get the
 * server's translations with `{placeholders}` (see `site/widgetLabels`) and
 * fill them in, so no message formatter ships with the page.
 */

export function TranslatedVideo({
  playLabel,
  ...props
}: Omit<VideoProps, "playLabel"> & { /** With `{title}`. */ playLabel: string }) {
  return <Video {...props} playLabel={(title) => fillTemplate(playLabel, { title })} />;
}

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
