"use client";

import { stripHtml } from "@wire/domain";
import { useEffect, useState } from "react";

/**
 * Content HTML made safe to render. DOMPurify needs a DOM, so it runs on the
 * client after mount; before that (and on the server) the caller gets `null`
 * and shows `fallbackText`, the same text without markup.
 */
export function useSanitizedHtml(
  html: string,
  /** Keep only these elements (and their text), e.g. the `<mark>` of search highlights. */
  allowedTags?: readonly string[],
): { html: string | null; fallbackText: string } {
  const [safe, setSafe] = useState<string | null>(null);
  const allowed = allowedTags?.join(",");
  useEffect(() => {
    let cancelled = false;
    void import("dompurify").then(({ default: DOMPurify }) => {
      if (cancelled) return;
      setSafe(
        allowed === undefined
          ? DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, ADD_ATTR: ["target"] })
          : DOMPurify.sanitize(html, {
              ALLOWED_TAGS: allowed ? allowed.split(",") : [],
              ALLOWED_ATTR: [],
            }),
      );
    });
    return () => {
      cancelled = true;
    };
  }, [html, allowed]);
  return { html: safe, fallbackText: stripHtml(html) };
}
