import { dataServiceLocale } from "./dataServiceLocale.ts";
import type { Locale } from "./siteLocales.ts";

/** What `buildLocales` reads of a country. */
export interface LocaleCountry {
  readonly countryCode: string;
  readonly hidden?: boolean;
  readonly supportedLanguages: readonly string[];
}

/**
 * Every locale the site can be shown in (spec §2, §3): one international
 * locale per UI language (`de`, country `ALL`) and one per visible country
 * and each language it supports (`de-ch`). URL codes are lower case; codes
 * and data-service codes carry the country in upper case.
 *
 * @example
 * buildLocales([{ countryCode: "CH", supportedLanguages: ["de"] }], ["en", "de"]).map((l) => l.urlCode);
 * // => ["en", "de", "de-ch"]
 */
export function buildLocales(
  countries: readonly LocaleCountry[],
  languages: readonly string[],
): Locale[] {
  const international = languages.map((language) => ({
    code: language,
    urlCode: language,
    sisCode: dataServiceLocale(language),
    isInternational: true,
    language,
    country: "ALL",
  }));
  const national = countries
    .filter((country) => !country.hidden && country.countryCode !== "ALL")
    .flatMap((country) =>
      country.supportedLanguages
        .filter((language) => languages.includes(language))
        .map((language) => ({
          code: `${language}-${country.countryCode.toUpperCase()}`,
          urlCode: `${language}-${country.countryCode.toLowerCase()}`,
          sisCode: `${language}-${country.countryCode.toUpperCase()}`,
          isInternational: false,
          language,
          country: country.countryCode.toUpperCase(),
        })),
    );
  return [...international, ...national];
}
