import type { Locale } from "@wire/domain";

/** A page's path in a locale: `/{locale}[/{site slug}]/{segments…}`. */
export const pagePath = (urlCode: string, siteSlug: string | null, segments: readonly string[]) =>
  `/${[urlCode, ...(siteSlug ? [siteSlug] : []), ...segments].join("/")}`;

/**
 * The language switcher's entries: this page in every locale the site
 * offers, named in the visitor's language ("German (Switzerland)").
 */
export function localeAlternates(
  offered: readonly Locale[],
  siteSlug: string | null,
  segments: readonly string[],
  language: string,
) {
  const names = new Intl.DisplayNames([language], { type: "language" });
  const regions = new Intl.DisplayNames([language], { type: "region" });
  return offered.map((l) => ({
    locale: l,
    href: pagePath(l.urlCode, siteSlug, segments),
    label: l.isInternational
      ? (names.of(l.language) ?? l.language)
      : `${names.of(l.language) ?? l.language} (${regions.of(l.country) ?? l.country})`,
  }));
}
