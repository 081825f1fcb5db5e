import { COOKIE_NAMES } from "./constants.ts";

/**
 * The locale cookie's name (spec §9): `uapp_current_locale` on the main site, with `_{siteSlug}`
 * appended for other sites.
 *
 * @example
 * localeCookieName("events"); // => "uapp_current_locale_events"
 */
export function localeCookieName(siteSlug?: string | null): string {
  return siteSlug ? `${COOKIE_NAMES.currentLocale}_${siteSlug}` : COOKIE_NAMES.currentLocale;
}
