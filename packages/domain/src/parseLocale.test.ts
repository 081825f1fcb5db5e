import { describe, expect, it } from "vitest";
import { formatLocale } from "./formatLocale.ts";
import { parseLocale } from "./parseLocale.ts";

describe("parseLocale", () => {
  it.each([
    ["de", { lang: "de" }],
    ["de-ch", { lang: "de", country: "ch" }],
    ["en-us", { lang: "en", country: "us" }],
    ["de-CH", null],
    ["DE", null],
    ["deu", null],
    ["de-che", null],
    ["de_ch", null],
    ["de-ch-x", null],
    ["", null],
    [null, null],
    [undefined, null],
    ["products", null],
  ] as const)("%j → %j", (segment, expected) => {
    expect(parseLocale(segment)).toEqual(expected);
  });
});

describe("formatLocale", () => {
  it.each([
    [{ lang: "de" }, "de"],
    [{ lang: "de", country: "ch" }, "de-ch"],
    [{ lang: "DE", country: "CH" }, "de-ch"],
  ])("%j → %s", (locale, expected) => {
    expect(formatLocale(locale)).toBe(expected);
  });

  it.each(["de", "de-ch", "zh-cn"])("is the inverse of parseLocale for %s", (segment) => {
    expect(formatLocale(parseLocale(segment)!)).toBe(segment);
  });
});
