/** A locale entity (spec §3). */
export interface Locale {
  /** e.g. `de-CH` */
  readonly code: string;
  /** e.g. `de-ch` */
  readonly urlCode: string;
  /** Data-service locale, e.g. `de-CH`. */
  readonly sisCode: string;
  readonly isInternational: boolean;
  readonly language: string;
  readonly country: string;
}

/** A domain a site answers on: a host name plus an optional slug (spec §3). */
export interface SiteDomain {
  readonly host: string;
  readonly slug?: string | null;
}

/** A site (spec §3). Per-site language rules (spec §9) are data: `addLanguages`, `dropLanguages`. */
export interface Site {
  readonly id: string;
  readonly name: string;
  /** `null` for the main site. */
  readonly slug: string | null;
  readonly internationalOnly: boolean;
  readonly hideSideButtons: boolean;
  readonly enableCutFont: boolean;
  readonly domains: readonly SiteDomain[];
  /** Languages whose locales the site offers even when the international-only rule drops them. */
  readonly addLanguages?: readonly string[];
  /** Languages whose locales the site never offers. */
  readonly dropLanguages?: readonly string[];
  /**
   * The language a visitor is sent to when the path's locale is not offered and they have
   * no remembered locale; null or absent means international English, else the first
   * international locale (see `defaultSiteLocale`).
   */
  readonly defaultLanguage?: string | null;
}

/**
 * The locales a site offers (spec §2, §9): international-only sites keep only international
 * locales, except those of the site's `addLanguages`; locales of `dropLanguages` are removed last.
 * Site special cases (e.g. brand-portal drops `de`) are site data, not code.
 *
 * @example
 * siteLocales({ ...site, internationalOnly: true, addLanguages: ["es"], dropLanguages: ["de"] }, locales);
 */
export function siteLocales<L extends Locale>(
  site: Pick<Site, "internationalOnly" | "addLanguages" | "dropLanguages">,
  allLocales: readonly L[],
): L[] {
  const added = site.addLanguages ?? [];
  const dropped = site.dropLanguages ?? [];
  return allLocales.filter(
    (locale) =>
      (!site.internationalOnly || locale.isInternational || added.includes(locale.language)) &&
      !dropped.includes(locale.language),
  );
}
