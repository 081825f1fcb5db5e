import { describe, expect, it } from "vitest";
import { buildLocales } from "./buildLocales.ts";
import { defaultSiteLocale, routeRequest } from "./routeRequest.ts";
import type { Site } from "./siteLocales.ts";

const site = (id: string, slug: string | null, extra: Partial<Site> = {}): Site => ({
  id,
  name: id,
  slug,
  internationalOnly: false,
  hideSideButtons: false,
  enableCutFont: false,
  domains: [{ host: "localhost", slug }],
  ...extra,
});
const sites = [
  site("main", null),
  site("events", "events", {
    addLanguages: ["es"],
    dropLanguages: ["de"],
    internationalOnly: true,
  }),
  site("revolution", "revolution-im-schaltschrankbau", { dropLanguages: ["en"] }),
  site("broken", "broken", { domains: [] }),
];
const locales = buildLocales(
  [
    { countryCode: "CH", supportedLanguages: ["de", "fr", "en"] },
    { countryCode: "US", supportedLanguages: ["en", "es"] },
  ],
  ["en", "de", "fr", "es"],
);
const route = (
  pathname: string,
  extra: {
    preferredLocale?: string;
    search?: string;
    host?: string;
    pageExists?: (site: (typeof sites)[number], segments: readonly string[]) => boolean;
  } = {},
) =>
  routeRequest({
    host: extra.host ?? "localhost:3000",
    pathname,
    search: extra.search ?? "",
    sites,
    locales,
    preferredLocale: () => extra.preferredLocale,
    ...(extra.pageExists ? { pageExists: extra.pageExists } : {}),
    systemRedirects: [
      { previousUrl: "/en/old-gamma", target: "/en/products/crimping/gamma-263" },
      { previousUrl: "/en/catalogue.pdf", target: "https://downloads.example.com/catalogue.pdf" },
    ],
  });

describe("routeRequest", () => {
  it.each([
    ["/en/", 301, "/en"],
    ["/de-ch/products/", 301, "/de-ch/products"],
    ["/xx/products", 302, "/en/products"],
    ["/de/events/agenda", 302, "/en/events/agenda"],
    ["/de-ch/events", 302, "/en/events"],
    ["/en/revolution-im-schaltschrankbau", 302, "/de/revolution-im-schaltschrankbau"],
    ["/en/old-gamma", 301, "/en/products/crimping/gamma-263"],
    ["/en/catalogue.pdf", 301, "https://downloads.example.com/catalogue.pdf"],
  ])("%s answers %i with %s", (path, status, location) => {
    expect(route(path)).toMatchObject({ kind: "redirect", status, location });
  });

  it("corrects a locale only where the corrected path leads to a page", () => {
    const asked: string[][] = [];
    const pageExists = (_site: unknown, segments: readonly string[]) => {
      asked.push([...segments]);
      return segments[0] === "products";
    };
    expect(route("/xx/products", { pageExists })).toMatchObject({
      kind: "redirect",
      status: 302,
      location: "/en/products",
    });
    expect(route("/no/such/page", { pageExists })).toMatchObject({
      kind: "page",
      site: { id: "main" },
      locale: { urlCode: "en" },
      localeInPath: false,
      segments: ["no", "such", "page"],
    });
    expect(asked).toEqual([["products"], ["such", "page"]]);
    // Without the check every wrong prefix is corrected.
    expect(route("/no/such/page")).toMatchObject({ status: 302, location: "/en/such/page" });
  });

  it("asks for the remembered locale of the selected site", () => {
    const seen: (string | null)[] = [];
    routeRequest({
      host: "localhost:3000",
      pathname: "/events",
      search: "",
      sites,
      locales,
      preferredLocale: (site) => {
        seen.push(site.slug);
        return null;
      },
    });
    expect(seen).toEqual(["events"]);
  });

  it("keeps the query string on a trailing-slash redirect", () => {
    expect(route("/en/products/", { search: "?cache=false" })).toEqual({
      kind: "redirect",
      status: 301,
      location: "/en/products?cache=false",
    });
  });

  it("corrects a wrong locale to the remembered one when the site offers it", () => {
    expect(route("/it/products", { preferredLocale: "fr-ch" })).toMatchObject({
      status: 302,
      location: "/fr-ch/products",
    });
  });

  it.each([
    ["/", "main", "en", false, []],
    ["/de-ch", "main", "de-ch", true, []],
    ["/fr/products/crimping", "main", "fr", true, ["products", "crimping"]],
    ["/es/events/agenda", "events", "es", true, ["agenda"]],
    ["/events", "events", "en", false, []],
    ["/revolution-im-schaltschrankbau", "revolution", "de", false, []],
  ])("%s is a page of %s in %s", (path, siteId, urlCode, localeInPath, segments) => {
    const decision = route(path);
    expect(decision.kind).toBe("page");
    if (decision.kind !== "page") return;
    expect(decision.site.id).toBe(siteId);
    expect(decision.locale.urlCode).toBe(urlCode);
    expect(decision.localeInPath).toBe(localeInPath);
    expect(decision.segments).toEqual(segments);
  });

  it("serves a path without locale in the remembered locale", () => {
    const decision = route("/products", { preferredLocale: "de-ch" });
    expect(decision).toMatchObject({
      kind: "page",
      localeInPath: false,
      locale: { urlCode: "de-ch" },
    });
  });

  describe("a wrong locale on a site that configures its default language", () => {
    // As the real UI languages: Czech comes before German, so the first-international rule
    // alone would send the Schaltschrankbau campaign (which drops English) to Czech.
    const uiLocales = buildLocales(
      [{ countryCode: "CH", supportedLanguages: ["de", "fr"] }],
      ["en", "cs", "de", "fr"],
    );
    const campaign = (defaultLanguage: string | null) =>
      site("revolution", "revolution-im-schaltschrankbau", {
        dropLanguages: ["en"],
        defaultLanguage,
      });
    const routeCampaign = (
      defaultLanguage: string | null,
      pathname: string,
      preferredLocale?: string,
    ) =>
      routeRequest({
        host: "localhost:3000",
        pathname,
        search: "?x=1",
        sites: [site("main", null), campaign(defaultLanguage)],
        locales: uiLocales,
        preferredLocale: () => preferredLocale,
      });

    it("redirects to the configured default language", () => {
      expect(routeCampaign("de", "/en/revolution-im-schaltschrankbau/news")).toEqual({
        kind: "redirect",
        status: 302,
        location: "/de/revolution-im-schaltschrankbau/news?x=1",
      });
    });

    it("serves a path without locale in the configured default language", () => {
      expect(routeCampaign("de", "/revolution-im-schaltschrankbau")).toMatchObject({
        kind: "page",
        locale: { urlCode: "de" },
        localeInPath: false,
      });
    });

    it("still prefers the visitor's remembered locale when the site offers it", () => {
      expect(routeCampaign("de", "/en/revolution-im-schaltschrankbau", "fr-ch")).toMatchObject({
        status: 302,
        location: "/fr-ch/revolution-im-schaltschrankbau?x=1",
      });
    });

    it("keeps the first international locale without a configured default", () => {
      expect(routeCampaign(null, "/en/revolution-im-schaltschrankbau")).toMatchObject({
        status: 302,
        location: "/cs/revolution-im-schaltschrankbau?x=1",
      });
    });
  });

  describe("defaultSiteLocale", () => {
    // German only in Switzerland, as a site could be configured.
    const offered = buildLocales(
      [{ countryCode: "CH", supportedLanguages: ["de", "fr"] }],
      ["en", "cs", "de", "fr"],
    ).filter((l) => l.urlCode !== "de");
    it.each([
      [null, "en"],
      [undefined, "en"],
      ["fr", "fr"],
      // Without international German: any offered locale of the language.
      ["de", "de-ch"],
      // A language the site does not offer falls back to the usual rule.
      ["it", "en"],
    ])("with default language %s picks %s", (defaultLanguage, urlCode) => {
      expect(defaultSiteLocale(offered, defaultLanguage)?.urlCode).toBe(urlCode);
    });

    it("without English picks the first international locale", () => {
      const withoutEnglish = offered.filter((l) => l.language !== "en");
      expect(defaultSiteLocale(withoutEnglish)?.urlCode).toBe("cs");
    });
  });

  it("reports a site without domain configuration instead of throwing", () => {
    const broken = routeRequest({
      host: "localhost",
      pathname: "/",
      search: "",
      sites: [site("only", null, { domains: [] })],
      locales,
    });
    expect(broken).toEqual({ kind: "siteError", message: "Site only has no domain configuration" });
  });
});
