/** Context of `selectHomePage`. */
export interface HomePageContext {
  readonly site: { readonly name: string };
  /** The locale's country code. */
  readonly country: string;
  /** In the editor a missing configuration gives `null` instead of an error. */
  readonly editor?: boolean;
}

/**
 * The message for a site with neither a page for the country nor a universal page (spec §5).
 *
 * @example
 * invalidHomePageMessage("Main", "CH");
 * // => "Invalid home page configuration for site Main - no universal page configured and no page configured for country CH"
 */
export function invalidHomePageMessage(siteName: string, country: string): string {
  return `Invalid home page configuration for site ${siteName} - no universal page configured and no page configured for country ${country}`;
}

/**
 * Picks the navigation home page (spec §5): the first page whose `countries` include the locale's
 * country (case ignored), else the first universal page (no or empty `countries`). Otherwise it
 * throws `Error(invalidHomePageMessage(site.name, country))`, except in the editor where it
 * returns `null`.
 *
 * @example
 * selectHomePage([{ id: "ch", countries: ["CH"] }, { id: "all", countries: [] }], { site, country: "DE" });
 * // => { id: "all", countries: [] }
 */
export function selectHomePage<P extends { readonly countries?: readonly string[] | null }>(
  pages: readonly P[],
  context: HomePageContext,
): P | null {
  const wanted = context.country.toUpperCase();
  const page =
    pages.find((p) => p.countries?.some((code) => code.toUpperCase() === wanted)) ??
    pages.find((p) => !p.countries?.length);
  if (page) return page;
  if (context.editor) return null;
  throw new Error(invalidHomePageMessage(context.site.name, context.country));
}
