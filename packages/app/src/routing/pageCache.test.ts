import { gunzipSync } from "node:zlib";
import { NextRequest } from "next/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  clearPageCache,
  fastAnswer,
  fastCachedPage,
  fastIndex,
  type HeaderLookup,
  isCacheablePageRequest,
  pageCache,
  pageCacheKey,
  rawPageKey,
} from "./pageCache";
import { ROUTED_HEADER } from "./requestHeaders";

const flags = { bypass: false, testing: false, screenshotTesting: false };
const request = (path: string, init: { headers?: Record<string, string> } = {}) =>
  new NextRequest(`http://localhost:3000${path}`, {
    headers: { accept: "text/html", ...init.headers },
  });

describe("isCacheablePageRequest", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("caches an anonymous document request of a public page in production", () => {
    vi.stubEnv("NODE_ENV", "production");
    expect(isCacheablePageRequest(request("/en/company"), ["company"], flags)).toBe(true);
  });

  it("renders in development, for flags, client navigations, logins, previews and the portal", () => {
    vi.stubEnv("NODE_ENV", "development");
    expect(isCacheablePageRequest(request("/en/company"), ["company"], flags)).toBe(false);
    vi.stubEnv("NODE_ENV", "production");
    expect(
      isCacheablePageRequest(request("/en/company"), ["company"], { ...flags, bypass: true }),
    ).toBe(false);
    expect(
      isCacheablePageRequest(request("/en/company"), ["company"], { ...flags, testing: true }),
    ).toBe(false);
    expect(
      isCacheablePageRequest(request("/en/company", { headers: { rsc: "1" } }), ["company"], flags),
    ).toBe(false);
    expect(
      isCacheablePageRequest(
        request("/en/company", { headers: { cookie: "wire_session=x" } }),
        ["company"],
        flags,
      ),
    ).toBe(false);
    expect(
      isCacheablePageRequest(
        request("/en/x", { headers: { cookie: "wire_preview=x" } }),
        ["x"],
        flags,
      ),
    ).toBe(false);
    expect(isCacheablePageRequest(request("/en/portal"), ["portal"], flags)).toBe(false);
    expect(isCacheablePageRequest(request("/en/sign-in"), ["sign-in"], flags)).toBe(false);
    expect(
      isCacheablePageRequest(
        request("/api/x", { headers: { accept: "application/json" } }),
        ["x"],
        flags,
      ),
    ).toBe(false);
  });
});

describe("pageCacheKey", () => {
  it("tells apart sites, queries, units, dismissed banners and the next release", () => {
    const plain = pageCacheKey(request("/en/p"), "site-main", "/en/p", false);
    expect(pageCacheKey(request("/en/p"), "site-other", "/en/p", false)).not.toBe(plain);
    expect(pageCacheKey(request("/en/p?page=2"), "site-main", "/en/p", false)).not.toBe(plain);
    expect(
      pageCacheKey(
        request("/en/p", { headers: { cookie: "uapp_measurement_system=Imperial" } }),
        "site-main",
        "/en/p",
        false,
      ),
    ).not.toBe(plain);
    expect(pageCacheKey(request("/en/p"), "site-main", "/en/p", true)).toBe(`nextRelease_${plain}`);
    // Cookies a page does not render differently for share one entry.
    expect(
      pageCacheKey(
        request("/en/p", { headers: { cookie: "other=1" } }),
        "site-main",
        "/en/p",
        false,
      ),
    ).toBe(plain);
  });
});

describe("the fast path (raw request → cached page)", () => {
  const header =
    (headers: Record<string, string>): HeaderLookup =>
    (name) =>
      headers[name];
  const page = { status: 200, headers: [["content-type", "text/html"]], body: "<p>hi</p>" } as {
    status: number;
    headers: [string, string][];
    body: string;
  };
  const fresh = () => {
    const holder = globalThis as unknown as Record<symbol, unknown>;
    delete holder[Symbol.for("wire.pageCache")];
    delete holder[Symbol.for("wire.pageCache.fast")];
  };
  beforeEach(() => {
    vi.stubEnv("NODE_ENV", "production");
    vi.useFakeTimers();
    fresh();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
    fresh();
  });

  it("keys a raw GET by host, path with query and the whole cookie header", () => {
    const key = rawPageKey("GET", "/en/p?x=1", header({ host: "Example.com" }));
    expect(key).toBe(rawPageKey("GET", "/en/p?x=1", header({ host: "example.com" })));
    expect(rawPageKey("GET", "/en/p?x=2", header({ host: "example.com" }))).not.toBe(key);
    expect(rawPageKey("GET", "/en/p?x=1", header({ host: "other.com" }))).not.toBe(key);
    expect(
      rawPageKey(
        "GET",
        "/en/p?x=1",
        header({ host: "example.com", cookie: "uapp_current_locale=de" }),
      ),
    ).not.toBe(key);
  });

  it("has no key for what must be routed: other methods, development, routed, RSC, non-documents", () => {
    const h = { host: "example.com", accept: "text/html" };
    expect(rawPageKey("GET", "/en", header(h))).not.toBeNull();
    expect(rawPageKey("POST", "/en", header(h))).toBeNull();
    expect(rawPageKey("HEAD", "/en", header(h))).toBeNull();
    expect(rawPageKey("GET", "/en", header({ ...h, [ROUTED_HEADER]: "token" }))).toBeNull();
    expect(rawPageKey("GET", "/en", header({ ...h, rsc: "1" }))).toBeNull();
    expect(rawPageKey("GET", "/en", header({ ...h, "next-router-prefetch": "1" }))).toBeNull();
    expect(rawPageKey("GET", "/en?_rsc=abc", header(h))).toBeNull();
    expect(rawPageKey("GET", "/en", header({ ...h, accept: "application/json" }))).toBeNull();
    vi.stubEnv("NODE_ENV", "development");
    expect(rawPageKey("GET", "/en", header(h))).toBeNull();
  });

  it("answers a fresh page the proxy registered, with its cookies, gzipped on request", () => {
    const h = { host: "example.com" };
    expect(fastAnswer("GET", "/en", header(h))).toBeNull();
    pageCache().set("page|site|/en", page);
    fastIndex().set(rawPageKey("GET", "/en", header(h))!, {
      key: "page|site|/en",
      setCookies: ["uapp_current_locale=en; Path=/"],
    });
    const plain = fastAnswer("GET", "/en", header(h))!;
    expect(plain.status).toBe(200);
    expect(plain.body.toString()).toBe("<p>hi</p>");
    expect(plain.headers).toMatchObject({
      "content-type": "text/html",
      "content-length": "9",
      "set-cookie": ["uapp_current_locale=en; Path=/"],
      vary: "Accept-Encoding",
    });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const zipped = fastAnswer("GET", "/en", header({ ...h, "accept-encoding": "gzip, br" }))!;
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(zipped.body).toString()).toBe("<p>hi</p>");
    // Another cookie header is another raw key: routed by the proxy first.
    expect(fastAnswer("GET", "/en", header({ ...h, cookie: "wire_session=x" }))).toBeNull();
  });

  it("leaves stale and cleared pages to the proxy (stale-while-revalidate, cache=clear)", () => {
    const raw = rawPageKey("GET", "/en", header({ host: "example.com" }))!;
    pageCache().set("k", page);
    fastIndex().set(raw, { key: "k", setCookies: [] });
    expect(fastCachedPage(raw)?.page).toBe(page);
    vi.advanceTimersByTime(30 * 60_000 + 1);
    expect(fastCachedPage(raw)).toBeNull();
    expect(pageCache().get("k")?.stale).toBe(true);
    pageCache().set("k", page);
    expect(fastCachedPage(raw)?.page).toBe(page);
    clearPageCache();
    expect(fastCachedPage(raw)).toBeNull();
    expect(fastIndex().size).toBe(0);
    expect(pageCache().size).toBe(0);
  });
});
