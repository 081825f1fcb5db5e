/** The services a location can offer (issue 18: "services offered"), in the order they are listed. */
export const LOCATION_SERVICES = ["sales", "service", "spareParts", "training"] as const;

export type LocationService = (typeof LOCATION_SERVICES)[number];

/** What the locations list filters on: the fields every location has. */
export interface FilterableLocation {
  readonly name: string;
  readonly city: string;
  /** Street, postcode and city, one line each. */
  readonly address: readonly string[];
  /** ISO 3166-1 alpha-2 code. */
  readonly country: string;
  readonly services: readonly string[];
}

/** A locations list's filters from its URL (`country`, `service`, `q`); empty means all. */
export interface LocationFilter {
  readonly country?: string | null;
  readonly service?: string | null;
  readonly query?: string | null;
}

/** Folds case and accents so "zurich" finds "Zürich". */
const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLocaleLowerCase("en");

/**
 * The locations that match a country, a service and every word of a text
 * search (in name, city, address or country, whose name in the visitor's
 * language `countryName` gives), in their order.
 *
 * @example
 * filterLocations(locations, { country: "DE", service: "training", query: "stutt" });
 * // => the German training centres in Stuttgart
 */
export function filterLocations<T extends FilterableLocation>(
  locations: readonly T[],
  filter: LocationFilter,
  countryName: (code: string) => string = (code) => code,
): T[] {
  const country = filter.country?.trim().toUpperCase() || null;
  const service = filter.service?.trim() || null;
  const terms = fold(filter.query ?? "")
    .split(/\s+/)
    .filter(Boolean);
  return locations.filter((location) => {
    if (country && location.country.toUpperCase() !== country) return false;
    if (service && !location.services.includes(service)) return false;
    if (terms.length === 0) return true;
    const text = fold(
      [
        location.name,
        location.city,
        ...location.address,
        location.country,
        countryName(location.country),
      ].join(" "),
    );
    return terms.every((term) => text.includes(term));
  });
}
