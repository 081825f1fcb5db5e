import { UI_LANGUAGES } from "./numberLocale.ts";
import type { Country } from "./sortCountries.ts";

/**
 * The synthetic country "All" (code `ALL`, spec §3): supports all UI languages, defaults to `en`
 * and uses Metric. Its `sortIndex` is -1 so it sorts first.
 *
 * @example
 * ALL_COUNTRY.countryCode; // => "ALL"
 */
export const ALL_COUNTRY: Country = Object.freeze({
  countryCode: "ALL",
  hidden: false,
  supportedLanguages: Object.freeze([...UI_LANGUAGES]),
  defaultLanguage: "en",
  defaultMeasurementSystem: "Metric",
  names: Object.freeze({ en: "All" }),
  sortIndex: -1,
});
