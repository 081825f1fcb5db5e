import { describe, expect, it } from "vitest";
import { displayLocale } from "./displayLocale.ts";

describe("displayLocale", () => {
  it.each([
    ["de", "DE", "de-DE"],
    ["de", "ch", "de-CH"],
    ["de", undefined, "de-CH"],
    ["de", null, "de-CH"],
    ["en", "GB", "en-GB"],
    ["fr", "", "fr"],
    ["de", "DEU", "de-CH"],
  ])("%s with country %s → %s", (language, country, expected) => {
    expect(displayLocale(language, country)).toBe(expected);
  });

  it("writes a price the way the reader's country does", () => {
    const price = (locale: string) =>
      new Intl.NumberFormat(locale, { style: "currency", currency: "EUR" }).format(156.48);
    expect(price(displayLocale("de", "DE"))).toBe("156,48\u00a0€");
    // Without a country German keeps the spec's Swiss format.
    expect(price(displayLocale("de"))).toBe("EUR\u00a0156.48");
  });
});
