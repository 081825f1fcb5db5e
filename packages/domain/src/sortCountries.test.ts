import { describe, expect, it } from "vitest";
import { ALL_COUNTRY } from "./allCountry.ts";
import { UI_LANGUAGES } from "./numberLocale.ts";
import { sortCountries } from "./sortCountries.ts";

describe("sortCountries", () => {
  it.each([
    [
      [3, 1, 2],
      [1, 2, 3],
    ],
    [[], []],
    [
      [0, -1],
      [-1, 0],
    ],
  ])("%j → %j", (indexes, expected) => {
    const input = indexes.map((sortIndex) => ({ sortIndex }));
    expect(sortCountries(input).map((c) => c.sortIndex)).toEqual(expected);
    expect(input.map((c) => c.sortIndex)).toEqual(indexes);
  });

  it("keeps ties in order", () => {
    const list = [
      { sortIndex: 1, code: "a" },
      { sortIndex: 0, code: "b" },
      { sortIndex: 1, code: "c" },
    ];
    expect(sortCountries(list).map((c) => c.code)).toEqual(["b", "a", "c"]);
  });
});

describe("ALL_COUNTRY", () => {
  it("is the synthetic country ALL", () => {
    expect(ALL_COUNTRY).toMatchObject({
      countryCode: "ALL",
      defaultLanguage: "en",
      defaultMeasurementSystem: "Metric",
      hidden: false,
    });
    expect(ALL_COUNTRY.supportedLanguages).toEqual([...UI_LANGUAGES]);
    expect(Object.isFrozen(ALL_COUNTRY)).toBe(true);
  });
});
