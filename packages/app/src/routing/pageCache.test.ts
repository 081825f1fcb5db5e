import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { isCacheablePageRequest, pageCacheKey } from "./pageCache";

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
