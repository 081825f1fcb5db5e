import { type Locale, localeName } from "@wire/domain";

/** A page's path in a locale: `/{locale}[/{site slug}]/{segments…}`. */
export const pagePath = (urlCode: string, siteSlug: string | null, segments: readonly string[]) =>
  `/${[urlCode, ...(siteSlug ? [siteSlug] : []), ...segments].join("/")}`;

/**
 * The language switcher's entries: this page in every locale the site
 * offers, each named in its own language ("Deutsch (Schweiz)").
 */
export function localeAlternates(
  offered: readonly Locale[],
  siteSlug: string | null,
  segments: readonly string[],
) {
  return offered.map((l) => ({
    locale: l,
    href: pagePath(l.urlCode, siteSlug, segments),
    label: localeName(l),
  }));
}
