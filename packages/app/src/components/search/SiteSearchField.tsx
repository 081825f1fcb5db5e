"use client";

import { SearchField, SearchOverlay } from "@wire/design-system";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { siteHref } from "../../site/siteHref";
import { useSearchSuggestions } from "./useSearchSuggestions";

/** Where the site search runs and its texts (translated on the server). */
export interface SiteSearchConfig {
  /** The URL locale, e.g. "de-ch". */
  localeCode: string;
  siteSlug: string | null;
  labels: { title: string; field: string; placeholder: string; close: string };
}

/** The results page of a query: `/{locale}[/{site}]/search?q=…`. */
export function searchResultsHref(config: SiteSearchConfig, query: string): string {
  return `${siteHref("/search", config.localeCode, config.siteSlug)}?q=${encodeURIComponent(query)}`;
}

/**
 * The search field with suggestions as the visitor types. Enter opens the
 * results page; choosing a suggestion opens the suggested page itself.
 * `overlay` shows it in the header's search sheet.
 */
export function SiteSearchField({
  config,
  initialQuery = "",
  overlay,
}: {
  config: SiteSearchConfig;
  initialQuery?: string;
  overlay?: { open: boolean; onOpenChange: (open: boolean) => void };
}) {
  const router = useRouter();
  const [query, setQuery] = useState(initialQuery);
  const found = useSearchSuggestions(query, config.localeCode, config.siteSlug);
  const suggestions = found.map((s) => ({ id: `${s.type}:${s.url}`, text: s.title }));

  function submit(text: string) {
    const chosen = found.find((s) => s.title === text);
    overlay?.onOpenChange(false);
    router.push(
      chosen
        ? siteHref(chosen.url, config.localeCode, config.siteSlug)
        : searchResultsHref(config, text),
    );
  }

  const field = {
    label: config.labels.field,
    placeholder: config.labels.placeholder,
    value: query,
    onChange: setQuery,
    suggestions,
    onSubmit: submit,
  };
  return overlay ? (
    <SearchOverlay
      {...field}
      open={overlay.open}
      onOpenChange={overlay.onOpenChange}
      title={config.labels.title}
      closeLabel={config.labels.close}
    />
  ) : (
    <SearchField {...field} />
  );
}
