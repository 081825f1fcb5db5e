"use client";

import { stripHtml } from "@wire/domain";
import { useEffect, useState } from "react";

/**
 * Content HTML made safe to render. DOMPurify needs a DOM, so it runs on the
 * client after mount; before that (and on the server) the caller gets `null`
 * and shows `fallbackText`, the same text without markup.
 */
export function useSanitizedHtml(html: string): { html: string | null; fallbackText: string } {
  const [safe, setSafe] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    void import("dompurify").then(({ default: DOMPurify }) => {
      if (!cancelled) {
        setSafe(DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, ADD_ATTR: ["target"] }));
      }
    });
    return () => {
      cancelled = true;
    };
  }, [html]);
  return { html: safe, fallbackText: stripHtml(html) };
}
