"use client";

import type { SearchSuggestions } from "@wire/graphql";
import { useEffect, useState } from "react";
import { answerJson } from "../../http/answerJson";

/** Wait after the last keystroke before asking; short enough to show within 300 ms. */
const DEBOUNCE_MS = 80;

/**
 * Suggestions for what the visitor is typing (spec sections 2, 7): `POST
 * /api/search-proxy/suggest`, debounced, and each request aborted when the
 * query changes so a slow answer never replaces a newer one. Failures just
 * give no suggestions.
 */
export function useSearchSuggestions(
  query: string,
  localeCode: string,
  siteSlug: string | null,
): SearchSuggestions["suggestions"] {
  const [suggestions, setSuggestions] = useState<SearchSuggestions["suggestions"]>([]);
  const trimmed = query.trim();
  useEffect(() => {
    if (!trimmed) {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      try {
        const response = await fetch("/api/search-proxy/suggest", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ localeCode, siteSlug, query: trimmed }),
          signal: controller.signal,
        });
        const body = await answerJson<SearchSuggestions>(response);
        if (!controller.signal.aborted) setSuggestions(body.suggestions);
      } catch (error) {
        if ((error as Error).name !== "AbortError") setSuggestions([]);
      }
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed, localeCode, siteSlug]);
  return suggestions;
}
