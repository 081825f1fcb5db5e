import { THEMES } from "@wire/domain";
import { describe, expect, it } from "vitest";
import { baseTokens } from "./baseTokens";
import { contrastRatio } from "./contrast";
import { themeNames, themes } from "./themes";
import { themeTokens } from "./themeTokens";
import type { ColorTokens } from "./tokens";

type Pair = [foreground: keyof ColorTokens, background: keyof ColorTokens];

/** Text pairs components actually use: each must reach 4.5:1 (WCAG 1.4.3). */
const textPairs: Pair[] = [
  ["text", "surface"],
  ["text", "surfaceSoft"],
  ["text", "neutralSoft"],
  ["text", "neutralHover"],
  ["textSoft", "surface"],
  ["textSoft", "surfaceSoft"],
  ["onBrandAccent", "brandAccent"],
  ["onBrandAccent", "brandAccentHover"],
  ["onBrandAccent", "brandAccentActive"],
  ["onBrandAccent", "critical"],
  ["brandAccent", "surface"],
  ["brandAccent", "brandAccentSoft"],
  ["brandAccentActive", "brandAccentSoft"],
  ["link", "surface"],
  ["link", "surfaceSoft"],
  ["linkHover", "surface"],
  ["critical", "surface"],
  ["critical", "criticalSoft"],
  ["positive", "surface"],
  ["positive", "positiveSoft"],
  ["caution", "surface"],
  ["caution", "cautionSoft"],
  ["info", "surface"],
  ["info", "infoSoft"],
  ["neutral", "surface"],
  ["neutral", "neutralSoft"],
  ["textInverted", "surfaceInverted"],
];

/** Control borders and the focus ring: 3:1 against the page (WCAG 1.4.11). */
const uiPairs: Pair[] = [
  ["border", "surface"],
  ["focus", "surface"],
  ["focus", "surfaceSoft"],
];

describe("themes", () => {
  it("has a class name for every theme the domain knows (spec §9)", () => {
    expect(themeNames).toEqual([...THEMES]);
    for (const name of themeNames) expect(themes[name]).toMatch(/\S/);
  });

  describe.each(themeNames)("%s", (name) => {
    const color = themeTokens[name].color;
    it.each(textPairs)("%s on %s reaches 4.5:1", (fg, bg) => {
      expect(contrastRatio(color[fg], color[bg])).toBeGreaterThanOrEqual(4.5);
    });
    it.each(uiPairs)("%s on %s reaches 3:1", (fg, bg) => {
      expect(contrastRatio(color[fg], color[bg])).toBeGreaterThanOrEqual(3);
    });
  });

  it("stacks layers in the same order for every brand, lowest first", () => {
    const values = Object.values(baseTokens.zIndex).map(Number);
    expect(values.every(Number.isInteger)).toBe(true);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(new Set(values).size).toBe(values.length);
    for (const name of themeNames) expect(themeTokens[name].zIndex).toEqual(baseTokens.zIndex);
  });
});
