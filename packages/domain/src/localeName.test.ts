import { describe, expect, it } from "vitest";
import { localeName } from "./localeName.ts";

describe("localeName", () => {
  it.each([
    ["de", "Deutsch"],
    ["fr", "Français"],
    ["ja", "日本語"],
    ["en", "English"],
    ["es", "Español"],
    ["cs", "Čeština"],
    ["zh", "中文"],
  ])("names %s in its own language: %s", (language, name) => {
    expect(localeName({ language, country: "", isInternational: true })).toBe(name);
  });

  it("adds the country, named in the same language", () => {
    expect(localeName({ language: "de", country: "CH", isInternational: false })).toBe(
      "Deutsch (Schweiz)",
    );
    expect(localeName({ language: "fr", country: "CH", isInternational: false })).toBe(
      "Français (Suisse)",
    );
  });

  it("names an international locale without a country", () => {
    expect(localeName({ language: "en", country: "US", isInternational: true })).toBe("English");
  });
});
