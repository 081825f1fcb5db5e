import { readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { decodeRenderContext, parseQueryFlags } from "@wire/domain";
import { describe, expect, it } from "vitest";
import { OWN_AREAS, OWN_PAGES, renderTarget } from "./renderTarget";

const APP_DIR = fileURLToPath(new URL("../app", import.meta.url));

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

  it("renders the sign-in, callback and error pages per request, a content page below them not", () => {
    for (const path of ["sign-in", "callback", "identity-error", "site-error", "preview-gate"]) {
      const t = target(path);
      expect(t.perRequest, path).toBe(true);
      expect(t.context.startsWith("live/"), path).toBe(false);
    }
    expect(target("sign-in/help").perRequest).toBe(false);
  });

  it("knows every route folder of the main tree beside the content pages", () => {
    // A route rendered per request but sent as a kept page would get no script policy of its own.
    const folders = readdirSync(join(APP_DIR, "[site]/[locale]"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith("("))
      .map((entry) => entry.name);
    expect(folders.sort()).toEqual([...OWN_AREAS, ...OWN_PAGES].sort());
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
