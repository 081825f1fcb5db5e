import type { Locale } from "@wire/domain";
import type { SitemapPage } from "@wire/graphql";

export interface SitemapEntry {
  loc: string;
  lastmod: string | null;
  /** Every language version of the page, for `xhtml:link rel="alternate"`. */
  alternates: { hreflang: string; href: string }[];
}

/**
 * The path segments a page answers at, or null when it does not belong in
 * a sitemap: protected pages, system pages (search, not-found), the error
 * page and the per-country home pages (the root stands for them).
 */
export function sitemapSegments(page: SitemapPage): string[] | null {
  if (page.protection !== "NONE" || page.kind === "System" || page.slug === "error") return null;
  if (page.slug === "home") return [];
  if (page.countries.length > 0) return null;
  return page.parentSlug ? [page.parentSlug, page.slug] : [page.slug];
}

/**
 * A site's sitemap (sitemaps.org with hreflang alternates): one entry per
 * page and language the page really has, under the site's international
 * locales (`/de`, not every `de-xx`, which would repeat the same text).
 */
export function sitemapEntries(
  pages: readonly SitemapPage[],
  offered: readonly Locale[],
  origin: string,
  siteSlug: string | null,
): SitemapEntry[] {
  const international = offered.filter((l) => l.isInternational);
  const locales = international.length > 0 ? international : offered;
  return pages.flatMap((page) => {
    const segments = sitemapSegments(page);
    if (!segments) return [];
    const versions = locales
      .filter((l) => page.languages.includes(l.language))
      .map((l) => ({
        hreflang: l.isInternational ? l.language : l.code,
        href: `${origin}/${[l.urlCode, ...(siteSlug ? [siteSlug] : []), ...segments].join("/")}`,
      }));
    return versions.map((version) => ({
      loc: version.href,
      lastmod: page.publicationDate,
      alternates: versions,
    }));
  });
}

/**
 * Catalogue routes (classifications and products the international
 * visitor may see) under the site's international locales, each with its
 * language versions as alternates.
 */
export function catalogueSitemapEntries(
  routes: readonly string[],
  offered: readonly Locale[],
  origin: string,
): SitemapEntry[] {
  const locales = offered.filter((l) => l.isInternational);
  return routes.flatMap((route) => {
    const versions = locales.map((l) => ({
      hreflang: l.language,
      href: `${origin}/${l.urlCode}/${route}`,
    }));
    return versions.map((v) => ({ loc: v.href, lastmod: null, alternates: versions }));
  });
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The sitemap document of the entries. */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) =>
    [
      "  <url>",
      `    <loc>${escapeXml(entry.loc)}</loc>`,
      ...(entry.lastmod ? [`    <lastmod>${escapeXml(entry.lastmod.slice(0, 10))}</lastmod>`] : []),
      ...entry.alternates.map(
        (a) =>
          `    <xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(a.href)}"/>`,
      ),
      "  </url>",
    ].join("\n"),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** The index naming each site's sitemap. */
export function sitemapIndexXml(locations: readonly string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...locations.map((loc) => `  <sitemap><loc>${escapeXml(loc)}</loc></sitemap>`),
    "</sitemapindex>",
    "",
  ].join("\n");
}
