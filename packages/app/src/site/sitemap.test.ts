import type { Locale } from "@wire/domain";
import type { SitemapPage } from "@wire/graphql";
import { describe, expect, it } from "vitest";
import {
  catalogueSitemapEntries,
  sitemapEntries,
  sitemapIndexXml,
  sitemapSegments,
  sitemapXml,
} from "./sitemap";

const page = (over: Partial<SitemapPage>): SitemapPage => ({
  id: "p",
  slug: "about",
  parentSlug: "company",
  kind: "Content",
  languages: ["en", "de"],
  protection: "NONE",
  countries: [],
  publicationDate: null,
  ...over,
});

const locale = (urlCode: string, language: string, country: string | null): Locale =>
  ({
    urlCode,
    language,
    country: country ?? "ALL",
    code: country ? `${language}-${country}` : language,
    isInternational: country === null,
  }) as unknown as Locale;

describe("sitemapSegments", () => {
  it("places pages under their parent and the universal home at the root", () => {
    expect(sitemapSegments(page({}))).toEqual(["company", "about"]);
    expect(sitemapSegments(page({ slug: "contact", parentSlug: null }))).toEqual(["contact"]);
    expect(sitemapSegments(page({ slug: "home", parentSlug: null }))).toEqual([]);
  });
  it("leaves out protected, system, error and per-country home pages", () => {
    expect(sitemapSegments(page({ protection: "PASSWORD" }))).toBeNull();
    expect(sitemapSegments(page({ protection: "CIAM_ROLE" }))).toBeNull();
    expect(sitemapSegments(page({ kind: "System", slug: "search" }))).toBeNull();
    expect(sitemapSegments(page({ slug: "error", parentSlug: null }))).toBeNull();
    expect(sitemapSegments(page({ slug: "home-us", countries: ["US"] }))).toBeNull();
  });
});

describe("sitemapEntries", () => {
  const offered = [locale("en", "en", null), locale("de", "de", null), locale("de-ch", "de", "CH")];

  it("lists each language the page has under the international locales, with alternates", () => {
    const entries = sitemapEntries(
      [page({ publicationDate: "2026-03-01T00:00:00Z" })],
      offered,
      "https://wire.example",
      null,
    );
    expect(entries.map((e) => e.loc)).toEqual([
      "https://wire.example/en/company/about",
      "https://wire.example/de/company/about",
    ]);
    expect(entries[0]?.alternates).toEqual([
      { hreflang: "en", href: "https://wire.example/en/company/about" },
      { hreflang: "de", href: "https://wire.example/de/company/about" },
    ]);
  });

  it("skips languages the page has no content in and puts the site slug after the locale", () => {
    const entries = sitemapEntries(
      [page({ languages: ["en"] })],
      offered,
      "https://wire.example",
      "na-events",
    );
    expect(entries.map((e) => e.loc)).toEqual(["https://wire.example/en/na-events/company/about"]);
  });

  it("uses country locales for a site without international ones", () => {
    const entries = sitemapEntries(
      [page({})],
      [locale("de-ch", "de", "CH")],
      "https://w.example",
      null,
    );
    expect(entries[0]?.alternates).toEqual([
      { hreflang: "de-CH", href: "https://w.example/de-ch/company/about" },
    ]);
  });
});

describe("sitemap documents", () => {
  it("escapes URLs and writes the date only", () => {
    const xml = sitemapXml([
      {
        loc: "https://w.example/en/a&b",
        lastmod: "2026-03-01T10:00:00Z",
        alternates: [{ hreflang: "en", href: "https://w.example/en/a&b" }],
      },
    ]);
    expect(xml).toContain("<loc>https://w.example/en/a&amp;b</loc>");
    expect(xml).toContain("<lastmod>2026-03-01</lastmod>");
    expect(xml).toContain('hreflang="en" href="https://w.example/en/a&amp;b"');
  });
  it("indexes the site sitemaps", () => {
    expect(sitemapIndexXml(["https://w.example/sitemaps/main.xml"])).toContain(
      "<sitemap><loc>https://w.example/sitemaps/main.xml</loc></sitemap>",
    );
  });
});

describe("catalogueSitemapEntries", () => {
  it("lists each route under every international locale with the others as alternates", () => {
    const offered = [
      { urlCode: "en", language: "en", isInternational: true },
      { urlCode: "de", language: "de", isInternational: true },
      { urlCode: "de-ch", language: "de", isInternational: false },
    ] as unknown as Locale[];
    const entries = catalogueSitemapEntries(["products/crimping"], offered, "https://w.example");
    expect(entries.map((e) => e.loc)).toEqual([
      "https://w.example/en/products/crimping",
      "https://w.example/de/products/crimping",
    ]);
    expect(entries[1]?.alternates).toHaveLength(2);
  });
});
