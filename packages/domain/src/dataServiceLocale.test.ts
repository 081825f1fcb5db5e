import { describe, expect, it } from "vitest";
import { DATA_SERVICE_LOCALES, dataServiceLocale } from "./dataServiceLocale.ts";

describe("dataServiceLocale", () => {
  it.each([
    ["en", "en-US"],
    ["de", "de-CH"],
    ["fr", "fr-FR"],
    ["zh", "zh-CN"],
    ["ja", "ja-JP"],
    ["es", "es-ES"],
    ["pt", "pt-BR"],
    ["cs", "cs-CZ"],
    ["hu", "hu-HU"],
    ["ro", "ro-RO"],
    ["sk", "sk-SK"],
    ["DE", "de-CH"],
    ["it", "en-US"],
    ["", "en-US"],
    [null, "en-US"],
    [undefined, "en-US"],
    ["constructor", "en-US"],
  ])("%j → %s", (lang, expected) => {
    expect(dataServiceLocale(lang)).toBe(expected);
  });

  it("has eleven table entries", () => {
    expect(Object.keys(DATA_SERVICE_LOCALES)).toHaveLength(11);
  });
});
