/**
 * The countries the group serves, with their languages and measurement
 * systems (spec section 3). The synthetic country ALL comes from
 * `@wire/domain`. Display names are per UI language; missing ones fall back
 * to English.
 */
export const seedCountries = [
  {
    code: "CH",
    sortIndex: 1,
    defaultLanguage: "de",
    languages: ["de", "fr", "en"],
    measurementSystem: "Metric",
    names: { en: "Switzerland", de: "Schweiz", fr: "Suisse" },
  },
  {
    code: "DE",
    sortIndex: 2,
    defaultLanguage: "de",
    languages: ["de", "en"],
    measurementSystem: "Metric",
    names: { en: "Germany", de: "Deutschland", fr: "Allemagne" },
  },
  {
    code: "AT",
    sortIndex: 3,
    defaultLanguage: "de",
    languages: ["de", "en"],
    measurementSystem: "Metric",
    names: { en: "Austria", de: "Österreich", fr: "Autriche" },
  },
  {
    code: "FR",
    sortIndex: 4,
    defaultLanguage: "fr",
    languages: ["fr", "en"],
    measurementSystem: "Metric",
    names: { en: "France", de: "Frankreich", fr: "France" },
  },
  {
    code: "US",
    sortIndex: 5,
    defaultLanguage: "en",
    languages: ["en", "es"],
    measurementSystem: "Imperial",
    names: { en: "United States", de: "Vereinigte Staaten", fr: "États-Unis" },
  },
  {
    code: "MX",
    sortIndex: 6,
    defaultLanguage: "es",
    languages: ["es", "en"],
    measurementSystem: "Metric",
    names: { en: "Mexico", de: "Mexiko", fr: "Mexique" },
  },
  {
    code: "ES",
    sortIndex: 7,
    defaultLanguage: "es",
    languages: ["es", "en"],
    measurementSystem: "Metric",
    names: { en: "Spain", de: "Spanien", fr: "Espagne" },
  },
  {
    code: "BR",
    sortIndex: 8,
    defaultLanguage: "pt",
    languages: ["pt", "en"],
    measurementSystem: "Metric",
    names: { en: "Brazil", de: "Brasilien", fr: "Brésil" },
  },
  {
    code: "CZ",
    sortIndex: 9,
    defaultLanguage: "cs",
    languages: ["cs", "en"],
    measurementSystem: "Metric",
    names: { en: "Czechia", de: "Tschechien", fr: "Tchéquie" },
  },
  {
    code: "SK",
    sortIndex: 10,
    defaultLanguage: "sk",
    languages: ["sk", "en"],
    measurementSystem: "Metric",
    names: { en: "Slovakia", de: "Slowakei", fr: "Slovaquie" },
  },
  {
    code: "HU",
    sortIndex: 11,
    defaultLanguage: "hu",
    languages: ["hu", "en"],
    measurementSystem: "Metric",
    names: { en: "Hungary", de: "Ungarn", fr: "Hongrie" },
  },
  {
    code: "RO",
    sortIndex: 12,
    defaultLanguage: "ro",
    languages: ["ro", "en"],
    measurementSystem: "Metric",
    names: { en: "Romania", de: "Rumänien", fr: "Roumanie" },
  },
  {
    code: "CN",
    sortIndex: 13,
    defaultLanguage: "zh",
    languages: ["zh", "en"],
    measurementSystem: "Metric",
    names: { en: "China", de: "China", fr: "Chine" },
  },
  {
    code: "JP",
    sortIndex: 14,
    defaultLanguage: "ja",
    languages: ["ja", "en"],
    measurementSystem: "Metric",
    names: { en: "Japan", de: "Japan", fr: "Japon" },
  },
] as const;

export const countryCodes: readonly string[] = seedCountries.map((c) => c.code);
