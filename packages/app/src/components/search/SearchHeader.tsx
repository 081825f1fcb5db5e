"use client";

import { Header, type HeaderProps } from "@wire/design-system";
import { useState } from "react";
import { type SiteSearchConfig, SiteSearchField } from "./SiteSearchField";

/**
 * The design system's Header with its search entry wired (spec section 2:
 * search offers suggestions and results): the search button opens the
 * search sheet with suggestions.
 */
export function SearchHeader({
  search,
  ...header
}: Omit<HeaderProps, "onSearch"> & { search: SiteSearchConfig }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Header {...header} onSearch={() => setOpen(true)} />
      <SiteSearchField config={search} overlay={{ open, onOpenChange: setOpen }} />
    </>
  );
}
