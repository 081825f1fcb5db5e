import type { ParsedLocale } from "./parseLocale.ts";

/**
 * Formats a locale as its lower-case path segment; the inverse of `parseLocale`.
 *
 * @example
 * formatLocale({ lang: "de", country: "CH" }); // => "de-ch"
 */
export function formatLocale(locale: ParsedLocale): string {
  const lang = locale.lang.toLowerCase();
  return locale.country ? `${lang}-${locale.country.toLowerCase()}` : lang;
}
