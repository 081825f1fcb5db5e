"use client";

import { useEffect } from "react";

/** Ten years: "expires far in the future" (spec section 9). */
const MAX_AGE_S = 10 * 365 * 24 * 60 * 60;

/**
 * Remembers the locale of the page the visitor actually sees (spec section
 * 9), per site. Set here rather than by the server, so a public page's
 * answer carries no cookie and shared caches may keep it; and only what is
 * shown counts, not link prefetches of other locales.
 */
export function LocaleCookieSync({ name, urlCode }: { name: string; urlCode: string }) {
  useEffect(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the site supports
    document.cookie = `${name}=${urlCode}; path=/; max-age=${MAX_AGE_S}; samesite=lax`;
  }, [name, urlCode]);
  return null;
}
