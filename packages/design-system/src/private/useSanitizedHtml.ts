"use client";

import { stripHtml } from "@wire/domain";
import { useEffect, useState } from "react";
import type { HtmlUse } from "../sanitizeHtml/sanitizeHtml";

/**
 * Outside HTML made safe in the browser by `sanitizeHtml`, loaded after mount
 * so the sanitiser stays out of the first load; before that (and on the
 * server) the caller gets `null` and shows `fallbackText`, the text without markup.
 */
export function useSanitizedHtml(
  html: string,
  use: HtmlUse,
): { html: string | null; fallbackText: string } {
  const [safe, setSafe] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    void import("../sanitizeHtml/sanitizeHtml").then(({ sanitizeHtml }) => {
      if (!cancelled) setSafe(sanitizeHtml(html, use));
    });
    return () => {
      cancelled = true;
    };
  }, [html, use]);
  return { html: safe, fallbackText: stripHtml(html) };
}
