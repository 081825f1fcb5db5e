import { describe, expect, it } from "vitest";
import { buildLocales } from "./buildLocales.ts";

describe("buildLocales", () => {
  const locales = buildLocales(
    [
      { countryCode: "CH", supportedLanguages: ["de", "fr", "en"] },
      { countryCode: "US", supportedLanguages: ["en", "es", "xx"] },
      { countryCode: "JP", hidden: true, supportedLanguages: ["ja"] },
      { countryCode: "ALL", supportedLanguages: ["en"] },
    ],
    ["en", "de", "fr", "es", "ja"],
  );

  it("has one international locale per language, then one per country and language", () => {
    expect(locales.map((l) => l.urlCode)).toEqual([
      "en",
      "de",
      "fr",
      "es",
      "ja",
      "de-ch",
      "fr-ch",
      "en-ch",
      "en-us",
      "es-us",
    ]);
  });

  it("fills every field of the spec's locale entity", () => {
    expect(locales.find((l) => l.urlCode === "de-ch")).toEqual({
      code: "de-CH",
      urlCode: "de-ch",
      sisCode: "de-CH",
      isInternational: false,
      language: "de",
      country: "CH",
    });
    expect(locales.find((l) => l.urlCode === "de")).toMatchObject({
      isInternational: true,
      country: "ALL",
      sisCode: "de-CH",
    });
  });
});
