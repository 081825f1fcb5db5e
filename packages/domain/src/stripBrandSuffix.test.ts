import { describe, expect, it } from "vitest";
import { stripBrandSuffix } from "./stripBrandSuffix.ts";

describe("stripBrandSuffix", () => {
  it.each([
    ["Gamma 263 | Komax", undefined, "Gamma 263"],
    ["A | B | Brand", undefined, "A | B"],
    ["Cut - Strip - Brand", undefined, "Cut - Strip"],
    ["Cut – Brand", undefined, "Cut"],
    ["Cut-Strip", undefined, "Cut-Strip"],
    ["  Plain title ", undefined, "Plain title"],
    ["Gamma | Komax", "komax", "Gamma"],
    ["Gamma | Other", "Komax", "Gamma | Other"],
    [" | Brand", undefined, "| Brand"],
  ])("%j (brand %j) → %j", (title, brand, expected) => {
    expect(stripBrandSuffix(title, brand)).toBe(expected);
  });
});
