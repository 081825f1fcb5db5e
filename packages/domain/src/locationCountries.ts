import type { FilterableLocation } from "./filterLocations.ts";

/**
 * The countries that have a location, once each, sorted by their name in
 * the visitor's language: the options of the locations list's country filter.
 *
 * @example
 * locationCountries([{ country: "DE" }, { country: "CH" }, { country: "DE" }], (c) => c);
 * // => ["CH", "DE"]
 */
export function locationCountries(
  locations: readonly Pick<FilterableLocation, "country">[],
  countryName: (code: string) => string,
  language = "en",
): string[] {
  const codes = [...new Set(locations.map((location) => location.country.toUpperCase()))];
  return codes.sort((a, b) => countryName(a).localeCompare(countryName(b), language));
}
