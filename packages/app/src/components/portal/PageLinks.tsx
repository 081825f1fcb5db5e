"use client";

import { Pagination } from "@wire/design-system";

/** The page number's place in `hrefTemplate` and `pageLabelTemplate`. */
export const PAGE_PLACEHOLDER = "__PAGE__";

/**
 * A list's page links for server components, which cannot hand functions to
 * the client: the links and labels come as templates with `__PAGE__`.
 */
export function PageLinks({
  label,
  page,
  pageCount,
  hrefTemplate,
  pageLabelTemplate,
  previousLabel,
  nextLabel,
}: {
  label: string;
  page: number;
  pageCount: number;
  hrefTemplate: string;
  pageLabelTemplate: string;
  previousLabel: string;
  nextLabel: string;
}) {
  if (pageCount <= 1) return null;
  return (
    <Pagination
      label={label}
      page={Math.min(page, pageCount)}
      pageCount={pageCount}
      href={(n) => hrefTemplate.replace(PAGE_PLACEHOLDER, String(n))}
      pageLabel={(n) => pageLabelTemplate.replace(PAGE_PLACEHOLDER, String(n))}
      previousLabel={previousLabel}
      nextLabel={nextLabel}
    />
  );
}
