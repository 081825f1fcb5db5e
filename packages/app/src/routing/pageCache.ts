import { type Cache, COOKIE_NAMES, cacheKey, createCache, PORTAL_SEGMENT } from "@wire/domain";
import type { NextRequest } from "next/server";
import { sessionCookieName } from "../auth/cookies";
import { appConfig } from "../config";
import { previewCookieName } from "../preview/previewAccess";

const globalKey = Symbol.for("wire.pageCache");

/**
 * Rendered public pages (the HTML of a document request), beside the data
 * cache and with its rules (spec section 9: 400 entries, 30 minutes, a
 * stale page is answered while one request renders it again). A cached
 * page is answered without rendering or calling any service.
 */
export function pageCache(): Cache<CachedPage> {
  const holder = globalThis as unknown as Record<symbol, Cache<CachedPage> | undefined>;
  holder[globalKey] ??= createCache<CachedPage>();
  return holder[globalKey];
}

export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: string;
}

/** Segments whose pages depend on the visitor or a login flow: never cached. */
const PERSONAL_SEGMENTS = new Set([
  PORTAL_SEGMENT,
  "sign-in",
  "callback",
  "identity-error",
  "site-error",
  "editor",
]);

/**
 * Whether a request may be answered from the page cache: an anonymous
 * browser's document GET of a public page, without the flags that ask for
 * fresh or special rendering. Logged-in visitors, preview-password holders
 * and client-side navigations (RSC requests) always render.
 */
export function isCacheablePageRequest(
  request: NextRequest,
  segments: readonly string[],
  flags: { bypass: boolean; testing: boolean; screenshotTesting: boolean },
): boolean {
  // In development a reload must show the code just changed.
  if (process.env.NODE_ENV !== "production") return false;
  if (request.method !== "GET" || flags.bypass || flags.testing || flags.screenshotTesting) {
    return false;
  }
  const h = request.headers;
  if (h.has("rsc") || h.has("next-router-prefetch") || request.nextUrl.searchParams.has("_rsc")) {
    return false;
  }
  if (!(h.get("accept") ?? "text/html").includes("text/html")) return false;
  if (segments.some((segment) => PERSONAL_SEGMENTS.has(segment))) return false;
  const config = appConfig();
  return (
    !request.cookies.has(sessionCookieName(config)) &&
    !request.cookies.has(previewCookieName(config))
  );
}

/**
 * The page cache key: the site, the rendered path with its query, and the
 * cookies a public page renders differently for (units, a dismissed
 * language banner); next-release pages keep their own keys.
 */
export function pageCacheKey(
  request: NextRequest,
  siteId: string,
  target: string,
  nextRelease: boolean,
): string {
  const cookie = (name: string) => request.cookies.get(name)?.value ?? "";
  return cacheKey(
    [
      "page",
      siteId,
      `${target}${request.nextUrl.search}`,
      cookie(COOKIE_NAMES.measurementSystem),
      cookie(COOKIE_NAMES.fallbackLanguage),
    ].join("|"),
    nextRelease,
  );
}

/** Response headers that belong to one answer, not to a stored page. */
const UNSTORED_HEADERS = new Set([
  "set-cookie",
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "content-encoding",
]);

/**
 * Renders the page through the app's own address and keeps it when it is a
 * successful HTML answer that sets no cookie; anything else is handed back
 * as it came and not kept.
 */
export async function renderPage(
  url: URL,
  headers: Headers,
): Promise<CachedPage & { keep: boolean }> {
  const forwarded = new Headers(headers);
  // Hop-by-hop headers belong to the visitor's connection; fetch refuses some of them.
  for (const name of [
    "host",
    "connection",
    "keep-alive",
    "upgrade",
    "expect",
    "te",
    "content-length",
  ]) {
    forwarded.delete(name);
  }
  const response = await fetch(url, { headers: forwarded, redirect: "manual" });
  const body = await response.text();
  const type = response.headers.get("content-type") ?? "";
  return {
    status: response.status,
    headers: [...response.headers.entries()].filter(([name]) => !UNSTORED_HEADERS.has(name)),
    body,
    keep:
      response.status === 200 && type.includes("text/html") && !response.headers.has("set-cookie"),
  };
}
