import { gzipSync } from "node:zlib";
import { type Cache, COOKIE_NAMES, cacheKey, createCache, PORTAL_SEGMENT } from "@wire/domain";
import type { NextRequest } from "next/server";
import { sessionCookieName } from "../auth/cookies";
import { appConfig } from "../config";
import { previewCookieName } from "../preview/previewAccess";
import { inlineStylesheets, stylesheetLoader, withoutStylePreloads } from "./inlineStylesheets";
import { ROUTED_HEADER } from "./requestHeaders";

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
 * successful HTML answer that sets no cookie, with its build stylesheets
 * written in; anything else is handed back as it came and not kept.
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
  const type = response.headers.get("content-type") ?? "";
  const keep =
    response.status === 200 && type.includes("text/html") && !response.headers.has("set-cookie");
  const html = await response.text();
  // A kept page is answered many times: its stylesheets come with it (see inlineStylesheets).
  const page = keep
    ? await inlineStylesheets(html, stylesheetLoader(url))
    : { html, inlined: [] as string[] };
  const stored: [string, string][] = [];
  for (const [name, value] of response.headers.entries()) {
    if (UNSTORED_HEADERS.has(name)) continue;
    const kept = name === "link" ? withoutStylePreloads(value, page.inlined) : value;
    if (kept) stored.push([name, kept]);
  }
  return { status: response.status, headers: stored, body: page.html, keep };
}

// ---------------------------------------------------------------------------------------------
// The fast path: a hit answered from the raw request, before any routing (issue 5).

/**
 * A request's headers by lower-case name, whether from a `Headers` object (the proxy) or Node's
 * `IncomingMessage.headers` (the server in front of Next).
 */
export type HeaderLookup = (name: string) => string | null | undefined;

/**
 * The fast-path key of a raw request: host, path with query and the whole `Cookie` header, or
 * null when the request may not be answered from the page cache without routing it (not a GET,
 * not production, already routed by the proxy, a client navigation or prefetch, not a document
 * request). Every cookie is part of the key, so sessions, previews, flag cookies and the
 * remembered locale can never share an answer with a request that lacks them.
 */
export function rawPageKey(
  method: string,
  pathAndQuery: string,
  header: HeaderLookup,
): string | null {
  if (method !== "GET" || process.env.NODE_ENV !== "production") return null;
  if (header(ROUTED_HEADER) != null) return null;
  if (header("rsc") != null || header("next-router-prefetch") != null) return null;
  if (pathAndQuery.includes("_rsc=")) return null;
  if (!(header("accept") ?? "text/html").includes("text/html")) return null;
  return `${(header("host") ?? "").toLowerCase()}\n${pathAndQuery}\n${header("cookie") ?? ""}`;
}

/** What the proxy decided for a raw key: the page cache key and the cookies its answer sets. */
export interface FastEntry {
  key: string;
  setCookies: string[];
}

const fastKey = Symbol.for("wire.pageCache.fast");

/**
 * Raw request key → page cache key, filled by the proxy when it answers a page from the cache
 * with nothing request-specific beyond the cookies it sets. The page itself stays in
 * `pageCache()`, with its rules; this index only skips the routing that leads to it. At most
 * five raw keys per cached page (visitors' cookie headers differ).
 */
export function fastIndex(): Cache<FastEntry> {
  const holder = globalThis as unknown as Record<symbol, Cache<FastEntry> | undefined>;
  holder[fastKey] ??= createCache<FastEntry>({ maxEntries: 5 * 400 });
  return holder[fastKey];
}

/** Empties the page cache and its fast index (`cache=clear`). */
export function clearPageCache(): void {
  pageCache().clear();
  fastIndex().clear();
}

/** The page for a raw key while it is fresh; a stale or missing page is the proxy's to handle. */
export function fastCachedPage(
  raw: string | null,
): { page: CachedPage; setCookies: string[] } | null {
  if (raw === null) return null;
  const entry = fastIndex().get(raw)?.value;
  if (!entry) return null;
  const hit = pageCache().get(entry.key);
  if (!hit || hit.stale) return null;
  return { page: hit.value, setCookies: entry.setCookies };
}

interface Encoded {
  identity: Buffer<ArrayBuffer>;
  gzip?: Buffer<ArrayBuffer>;
  headers: Record<string, string>;
}

const encodedPages = new WeakMap<CachedPage, Encoded>();

/** A page's body bytes and headers, encoded once per stored page. */
export function encodedPage(page: CachedPage): Encoded {
  let encoded = encodedPages.get(page);
  if (!encoded) {
    const headers: Record<string, string> = {};
    for (const [name, value] of page.headers) {
      headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
    }
    if (!/\baccept-encoding\b/i.test(headers.vary ?? "")) {
      headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : "Accept-Encoding";
    }
    encoded = { identity: Buffer.from(page.body), headers };
    encodedPages.set(page, encoded);
  }
  return encoded;
}

/** A ready answer: status, headers and body bytes (gzipped when the client accepts gzip). */
export interface FastAnswer {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

/**
 * The answer to a raw request from the page cache, or null (route it as usual). Used by the
 * proxy first thing and by the server in front of Next (`server.mjs`), which finds it on
 * `globalThis` once the proxy's bundle has loaded.
 */
export function fastAnswer(
  method: string,
  pathAndQuery: string,
  header: HeaderLookup,
): FastAnswer | null {
  const found = fastCachedPage(rawPageKey(method, pathAndQuery, header));
  if (!found) return null;
  const encoded = encodedPage(found.page);
  const gzip = /\bgzip\b/.test(header("accept-encoding") ?? "");
  if (gzip) encoded.gzip ??= gzipSync(encoded.identity);
  const body = gzip ? encoded.gzip! : encoded.identity;
  return {
    status: found.page.status,
    headers: {
      ...encoded.headers,
      ...(gzip ? { "content-encoding": "gzip" } : {}),
      "content-length": String(body.length),
      ...(found.setCookies.length ? { "set-cookie": found.setCookies } : {}),
    },
    body,
  };
}

(globalThis as unknown as Record<symbol, typeof fastAnswer>)[Symbol.for("wire.pageCache.answer")] =
  fastAnswer;
