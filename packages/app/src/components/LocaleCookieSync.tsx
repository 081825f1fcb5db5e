"use client";

import { useEffect } from "react";

/** Ten years: "expires far in the future" (spec section 9), as the proxy sets it. */
const MAX_AGE_S = 10 * 365 * 24 * 60 * 60;

/**
 * Remembers the locale of the page the visitor actually sees. The proxy
 * sets the cookie too, but link prefetches of other locales pass through it
 * in any order, and a prefetched page is shown without another request.
 */
export function LocaleCookieSync({ name, urlCode }: { name: string; urlCode: string }) {
  useEffect(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the site supports
    document.cookie = `${name}=${urlCode}; path=/; max-age=${MAX_AGE_S}; samesite=lax`;
  }, [name, urlCode]);
  return null;
}
