import { describe, expect, it } from "vitest";
import { type Locale, siteLocales } from "./siteLocales.ts";

const locale = (code: string, isInternational: boolean): Locale => {
  const [language, country = ""] = code.split("-") as [string, string?];
  return {
    code,
    urlCode: code.toLowerCase(),
    sisCode: code,
    isInternational,
    language,
    country,
  };
};
const all = [
  locale("en", true),
  locale("de", true),
  locale("fr", true),
  locale("es", false),
  locale("de-CH", false),
  locale("en-US", false),
];

const codes = (locales: readonly Locale[]) => locales.map((l) => l.code);

describe("siteLocales", () => {
  it.each([
    [
      "main site keeps all",
      { internationalOnly: false },
      ["en", "de", "fr", "es", "de-CH", "en-US"],
    ],
    ["international only", { internationalOnly: true }, ["en", "de", "fr"]],
    [
      "a site adding French keeps all",
      { internationalOnly: false, addLanguages: ["fr"] },
      ["en", "de", "fr", "es", "de-CH", "en-US"],
    ],
    [
      "North America events: adds Spanish, drops German",
      { internationalOnly: true, addLanguages: ["es"], dropLanguages: ["de"] },
      ["en", "fr", "es"],
    ],
    [
      "brand-portal drops German",
      { internationalOnly: false, dropLanguages: ["de"] },
      ["en", "fr", "es", "en-US"],
    ],
    [
      "revolution-im-schaltschrankbau drops English",
      { internationalOnly: true, dropLanguages: ["en"] },
      ["de", "fr"],
    ],
  ])("%s", (_name, site, expected) => {
    expect(codes(siteLocales(site, all))).toEqual(expected);
  });

  it("does not mutate the input", () => {
    const input = [...all];
    siteLocales({ internationalOnly: true }, input);
    expect(input).toEqual(all);
  });
});
