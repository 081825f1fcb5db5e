"use client";

import { Header, type HeaderProps } from "@wire/design-system";
import dynamic from "next/dynamic";
import { useState } from "react";
import type { SiteSearchConfig } from "./SiteSearchField";

// The search sheet (react-aria's ComboBox, suggestions) loads the first time it opens.
const SiteSearchField = dynamic(() => import("./SiteSearchField").then((m) => m.SiteSearchField), {
  ssr: false,
});

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
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Header
        {...header}
        onSearch={() => {
          setWanted(true);
          setOpen(true);
        }}
      />
      {wanted ? (
        <SiteSearchField config={search} overlay={{ open, onOpenChange: setOpen }} />
      ) : null}
    </>
  );
}
