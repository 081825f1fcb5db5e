import { describe, expect, it } from "vitest";
import { translationState } from "./translationState.ts";

const t = (...states: string[]) => states.map((translationState) => ({ translationState }));

describe("translationState", () => {
  it.each([
    [t("Translated", "Translated"), "Translated"],
    [t("Translated"), "Translated"],
    [t("Translated", "InProgress"), "InProgress"],
    [t("MarkedForTranslation", "InProgress"), "InProgress"],
    [t("Translated", "MarkedForTranslation"), "MarkedForTranslation"],
    [t("MarkedForTranslation"), "MarkedForTranslation"],
    [t(), "MarkedForTranslation"],
  ])("%j → %s", (targets, expected) => {
    expect(translationState(targets)).toBe(expected);
  });
});
