import { decodeRenderContext, parseQueryFlags } from "@wire/domain";
import { describe, expect, it } from "vitest";
import { renderTarget } from "./renderTarget";

const cached = { nextRelease: false, fresh: false };

function target(
  path: string,
  query = "",
  overrides: Partial<Parameters<typeof renderTarget>[0]> = {},
) {
  const searchParams = new URLSearchParams(query);
  return renderTarget({
    siteId: "site-1",
    segments: path.split("/").filter(Boolean),
    localeInPath: true,
    mode: cached,
    flags: parseQueryFlags(searchParams, {}),
    searchParams,
    protection: "NONE",
    ...overrides,
  });
}

describe("renderTarget", () => {
  it("keeps a public page that every visitor sees alike in the shared tree", () => {
    const t = target("company/sustainability");
    expect(t.perRequest).toBe(false);
    expect(t.context.startsWith("live/")).toBe(false);
    expect(decodeRenderContext(t.context)).toMatchObject({
      siteId: "site-1",
      page: null,
      query: null,
    });
  });

  it("sends searches, filtered lists, protected pages and an editor's fresh read to the live twin", () => {
    for (const t of [
      target("search", "q=crimp"),
      target("company/sustainability", "", { protection: "PASSWORD" }),
      target("products", "", { mode: { nextRelease: false, fresh: true } }),
    ]) {
      expect(t.perRequest).toBe(true);
      expect(t.context.startsWith("live/")).toBe(true);
    }
  });

  it("renders portal and editor pages per request in the main tree, whatever their query", () => {
    for (const path of ["portal/tickets/list", "editor"]) {
      const t = target(path, "q=T-2026&page=3");
      expect(t.perRequest).toBe(true);
      expect(t.context.startsWith("live/")).toBe(false);
      expect(decodeRenderContext(t.context)).toMatchObject({ page: 3, query: "T-2026" });
    }
  });

  it("takes a listing page between 2 and 1000 and ignores any other value", () => {
    const page = (value: string) =>
      decodeRenderContext(target("stories", `page=${value}`).context)?.page;
    expect(page("2")).toBe(2);
    expect(page("1")).toBeNull();
    expect(page("1001")).toBeNull();
    expect(page("2.5")).toBeNull();
    expect(page("abc")).toBeNull();
  });

  it("keeps the next-release flag apart and tells when the page is a test run's", () => {
    const t = target("", "", { mode: { nextRelease: true, fresh: false } });
    expect(decodeRenderContext(t.context)).toMatchObject({
      nextRelease: true,
      implicitLocale: false,
    });
    expect(t.testing).toBe(false);
  });
});
