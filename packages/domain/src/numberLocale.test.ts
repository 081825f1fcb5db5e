import { describe, expect, it } from "vitest";
import { numberLocale, UI_LANGUAGES } from "./numberLocale.ts";

describe("UI_LANGUAGES", () => {
  it("lists the spec's languages", () => {
    expect(UI_LANGUAGES).toEqual([
      "en",
      "cs",
      "de",
      "es",
      "fr",
      "hu",
      "ja",
      "pt",
      "ro",
      "sk",
      "zh",
    ]);
  });
});

describe("numberLocale", () => {
  it.each([
    ["de", "de-CH"],
    ["en", "en"],
    ["fr", "fr"],
  ])("%s → %s", (lang, expected) => {
    expect(numberLocale(lang)).toBe(expected);
  });
});
