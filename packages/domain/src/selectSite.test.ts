import { describe, expect, it } from "vitest";
import { selectSite } from "./selectSite.ts";
import type { Site } from "./siteLocales.ts";

const site = (id: string, slug: string | null, domains: Site["domains"]): Site => ({
  id,
  name: `Site ${id}`,
  slug,
  internationalOnly: false,
  hideSideButtons: false,
  enableCutFont: false,
  domains,
});
const main = site("main", null, [{ host: "www.example.com" }]);
const events = site("events", "events", [{ host: "www.example.com", slug: "events" }]);
const brand = site("brand", "brand", [{ host: "brand.example.com" }]);
const sites = [events, main, brand];

describe("selectSite", () => {
  it.each([
    ["host + slug", "www.example.com", "/de/events/x", "events"],
    ["host + slug without locale", "www.example.com", "/events", "events"],
    ["host alone", "www.example.com", "/de/products", "main"],
    ["host with port and case", "Brand.Example.com:3000", "/", "brand"],
    ["unknown host falls back to the site without slug", "localhost:3000", "/", "main"],
    ["unknown slug on a host-only site", "brand.example.com", "/de/events", "brand"],
  ])("%s", (_name, host, pathname, expected) => {
    expect(selectSite(host, pathname, sites).site.id).toBe(expected);
  });

  it("returns the matched domain", () => {
    expect(selectSite("www.example.com", "/events", sites).domain).toEqual({
      host: "www.example.com",
      slug: "events",
    });
  });

  it("prefers the default main site", () => {
    expect(selectSite("localhost", "/", sites, { defaultSiteId: "brand" }).site.id).toBe("brand");
  });

  it.each([
    ["no sites", [], "No site configured"],
    ["no site without slug", [events], "No site configured"],
    [
      "a site without domain configuration",
      [site("main", null, [])],
      "Site Site main has no domain configuration",
    ],
  ])("throws for %s", (_name, list, message) => {
    expect(() => selectSite("localhost", "/", list)).toThrow(new Error(message));
  });
});
