import { UI_LANGUAGES } from "@wire/domain";

/**
 * The countries the group serves, with their languages and measurement
 * systems (spec section 3). The synthetic country ALL comes from
 * `@wire/domain`. Display names are per UI language (`seedCountries`).
 */
const countries = [
  {
    code: "CH",
    sortIndex: 1,
    defaultLanguage: "de",
    supportedLanguages: ["de", "fr", "en"],
    defaultMeasurementSystem: "Metric",
    names: { en: "Switzerland", de: "Schweiz", fr: "Suisse" },
  },
  {
    code: "DE",
    sortIndex: 2,
    defaultLanguage: "de",
    supportedLanguages: ["de", "en"],
    defaultMeasurementSystem: "Metric",
    names: { en: "Germany", de: "Deutschland", fr: "Allemagne" },
  },
  {
    code: "AT",
    sortIndex: 3,
    defaultLanguage: "de",
    supportedLanguages: ["de", "en"],
    defaultMeasurementSystem: "Metric",
    names: { en: "Austria", de: "Österreich", fr: "Autriche" },
  },
  {
    code: "FR",
    sortIndex: 4,
    defaultLanguage: "fr",
    supportedLanguages: ["fr", "en"],
    defaultMeasurementSystem: "Metric",
    names: { en: "France", de: "Frankreich", fr: "France" },
  },
  {
    code: "US",
    sortIndex: 5,
    defaultLanguage: "en",
    supportedLanguages: ["en", "es"],
    defaultMeasurementSystem: "Imperial",
    names: { en: "United States", de: "Vereinigte Staaten", fr: "États-Unis" },
  },
  {
    code: "MX",
    sortIndex: 6,
    defaultLanguage: "es",
    supportedLanguages: ["es", "en"],
    defaultMeasurementSystem: "Metric",
    names: { en: "Mexico", de: "Mexiko", fr: "Mexique" },
  },
  {
    code: "ES",
    sortIndex: 7,
    defaultLanguage: "es",
    supportedLanguages: ["es", "en"],
    defaultMeasurementSystem: "Metric",
    names: { en: "Spain", de: "Spanien", fr: "Espagne" },
  },
  {
    code: "BR",
    sortIndex: 8,
    defaultLanguage: "pt",
    supportedLanguages: ["pt", "en"],
    defaultMeasurementSystem: "Metric",
    names: { en: "Brazil", de: "Brasilien", fr: "Brésil" },
  },
  {
    code: "CZ",
    sortIndex: 9,
    defaultLanguage: "cs",
    supportedLanguages: ["cs", "en"],
    defaultMeasurementSystem: "Metric",
    names: { en: "Czechia", de: "Tschechien", fr: "Tchéquie" },
  },
  {
    code: "SK",
    sortIndex: 10,
    defaultLanguage: "sk",
    supportedLanguages: ["sk", "en"],
    defaultMeasurementSystem: "Metric",
    names: { en: "Slovakia", de: "Slowakei", fr: "Slovaquie" },
  },
  {
    code: "HU",
    sortIndex: 11,
    defaultLanguage: "hu",
    supportedLanguages: ["hu", "en"],
    defaultMeasurementSystem: "Metric",
    names: { en: "Hungary", de: "Ungarn", fr: "Hongrie" },
  },
  {
    code: "RO",
    sortIndex: 12,
    defaultLanguage: "ro",
    supportedLanguages: ["ro", "en"],
    defaultMeasurementSystem: "Metric",
    names: { en: "Romania", de: "Rumänien", fr: "Roumanie" },
  },
  {
    code: "CN",
    sortIndex: 13,
    defaultLanguage: "zh",
    supportedLanguages: ["zh", "en"],
    defaultMeasurementSystem: "Metric",
    names: { en: "China", de: "China", fr: "Chine" },
  },
  {
    code: "JP",
    sortIndex: 14,
    defaultLanguage: "ja",
    supportedLanguages: ["ja", "en"],
    defaultMeasurementSystem: "Metric",
    names: { en: "Japan", de: "Japan", fr: "Japon" },
  },
] as const;

/**
 * A name in every UI language: the ones written above, the others from the CLDR's region names
 * (a Czech customer's profile listed "Germany" and "United States" in English).
 */
function inEveryLanguage(code: string, names: Readonly<Record<string, string>>) {
  const all: Record<string, string> = {};
  for (const [language, regionNames] of REGION_NAMES) {
    all[language] = names[language] ?? regionNames.of(code) ?? names.en ?? code;
  }
  return all;
}

/** One CLDR region-name formatter per UI language, made once for every country. */
const REGION_NAMES = UI_LANGUAGES.map(
  (language) => [language, new Intl.DisplayNames([language], { type: "region" })] as const,
);

export const seedCountries = countries.map((country) => ({
  ...country,
  names: inEveryLanguage(country.code, country.names),
}));
