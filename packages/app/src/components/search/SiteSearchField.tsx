"use client";

import { SearchField, SearchOverlay } from "@wire/design-system";
import { siteHref } from "@wire/domain";
import { useRouter } from "next/navigation";
import { type KeyboardEvent, useState } from "react";
import { fillTemplate } from "../../i18n/fillTemplate";
import { useSearchSuggestions } from "./useSearchSuggestions";

/** Where the site search runs and its texts (translated on the server). */
export interface SiteSearchConfig {
  /** The URL locale, e.g. "de-ch". */
  localeCode: string;
  siteSlug: string | null;
  labels: {
    title: string;
    field: string;
    placeholder: string;
    close: string;
    /** The first suggestion, which runs the search, e.g. "Search for “{query}”". */
    searchFor: string;
  };
}

/** The results page: `/{locale}[/{site}]/search`. */
function searchPageHref(config: SiteSearchConfig): string {
  return siteHref("/search", config.localeCode, config.siteSlug);
}

/** The results page of a query: `/{locale}[/{site}]/search?q=…`. */
export function searchResultsHref(config: SiteSearchConfig, query: string): string {
  return `${searchPageHref(config)}?q=${encodeURIComponent(query)}`;
}

/**
 * The search field with suggestions as the visitor types. Enter opens the
 * results page; choosing a suggestion opens the suggested page itself.
 * `overlay` shows it in the header's search sheet.
 *
 * The first suggestion is always "Search for “…”": the suggestion list
 * (react-aria's ComboBox) opens only when the typed value changes while it
 * has items, so without it the service's first answer would never show.
 * Enter while the list is open and nothing in it is highlighted runs the
 * search too (the ComboBox would only close the list).
 */
export function SiteSearchField({
  config,
  initialQuery = "",
  overlay,
  labelHidden = false,
}: {
  config: SiteSearchConfig;
  initialQuery?: string;
  overlay?: { open: boolean; onOpenChange: (open: boolean) => void };
  /** The heading right above names the field (the results page): its label is hidden. */
  labelHidden?: boolean;
}) {
  const router = useRouter();
  const [query, setQuery] = useState(initialQuery);
  const found = useSearchSuggestions(query, config.localeCode, config.siteSlug);
  const trimmed = query.trim();
  const searchFor = fillTemplate(config.labels.searchFor, { query: trimmed });
  const suggestions = trimmed
    ? [
        { id: "search-for", text: searchFor },
        ...found.map((s) => ({ id: `${s.type}:${s.url}`, text: s.title })),
      ]
    : [];

  function submit(text: string) {
    const chosen = text === searchFor ? undefined : found.find((s) => s.title === text);
    const q = text === searchFor ? trimmed : text.trim();
    if (!q) return;
    overlay?.onOpenChange(false);
    setQuery(q);
    router.push(
      chosen
        ? siteHref(chosen.url, config.localeCode, config.siteSlug)
        : searchResultsHref(config, q),
    );
  }

  const field = {
    label: config.labels.field,
    submitLabel: config.labels.field,
    // In the search sheet, its title ("Search") names the field; on the page, its heading.
    labelHidden: labelHidden || !!overlay,
    placeholder: config.labels.placeholder,
    value: query,
    // Choosing "Search for “…”" would put its text into the field.
    onChange: (value: string) => setQuery(value === searchFor ? query : value),
    suggestions,
    onSubmit: submit,
    // Before the script has loaded (or without it), Enter still opens the results page.
    action: searchPageHref(config),
    name: "q",
  };
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    const input = event.target as HTMLElement;
    if (
      event.key === "Enter" &&
      input.tagName === "INPUT" &&
      input.getAttribute("aria-expanded") === "true" &&
      !input.getAttribute("aria-activedescendant")
    ) {
      event.preventDefault();
      event.stopPropagation();
      submit(query);
    }
  };
  return (
    // Keyboard events of the portalled sheet still bubble through React to this wrapper.
    <div onKeyDownCapture={onKeyDownCapture}>
      {overlay ? (
        <SearchOverlay
          {...field}
          open={overlay.open}
          onOpenChange={overlay.onOpenChange}
          title={config.labels.title}
          closeLabel={config.labels.close}
        />
      ) : (
        <SearchField {...field} />
      )}
    </div>
  );
}
