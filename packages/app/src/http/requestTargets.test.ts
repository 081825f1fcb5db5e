import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { isPagePath, isRouteHandlerPath, methodNotAllowed, PAGE_METHODS } from "./requestTargets";

const appDir = fileURLToPath(new URL("../app/", import.meta.url));

/** Every `route.ts` under a folder of `app/`, as an address with sample values in its slots. */
function routeAddresses(folder: string): string[] {
  return (readdirSync(`${appDir}${folder}`, { recursive: true }) as string[])
    .filter((file) => file.endsWith("route.ts"))
    .map((file) =>
      `/${folder}/${file}`
        .replace(/\/route\.ts$/, "")
        .replace(/\/\[\[\.\.\.\w+\]\]/g, "")
        .replace(/\[\w+\]/g, "x"),
    );
}

describe("requestTargets", () => {
  it("knows every route handler under /api and /file", () => {
    const addresses = [...routeAddresses("api"), ...routeAddresses("file")];
    expect(addresses.length).toBeGreaterThan(20);
    for (const address of addresses) expect(isRouteHandlerPath(address), address).toBe(true);
  });

  it("knows no other address under /api and /file", () => {
    for (const address of [
      "/api",
      "/api/",
      "/api/nope",
      "/api/product-data/a/b/c/d/e",
      "/api/auth/login/x",
      "/api/translation/state",
      "/file",
      "/file/a/b",
    ]) {
      expect(isRouteHandlerPath(address), address).toBe(false);
    }
  });

  it("tells pages from assets, route handlers and files", () => {
    for (const page of ["/", "/en", "/de/products/crimping", "/en/portal/tickets"]) {
      expect(isPagePath(page), page).toBe(true);
    }
    for (const other of [
      "/_next/static/x.js",
      "/api/compare",
      "/api",
      "/file/x",
      "/healthz",
      "/style-guide/index.html",
      "/robots.txt",
      "/en/x.y",
    ]) {
      expect(isPagePath(other), other).toBe(false);
    }
  });

  it("answers 405 with Allow and a message", async () => {
    const answer = methodNotAllowed("TRACE", PAGE_METHODS);
    expect(answer.status).toBe(405);
    expect(answer.headers.get("allow")).toBe("GET, HEAD, POST, OPTIONS");
    expect(await answer.text()).toMatch(/TRACE is not served/);
  });
});
