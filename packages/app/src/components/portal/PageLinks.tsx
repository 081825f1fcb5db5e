"use client";

import { Pagination } from "@wire/design-system";
import { PAGE_PLACEHOLDER } from "../../portal/pagePlaceholder";

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
