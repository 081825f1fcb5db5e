import { describe, expect, it } from "vitest";
import { highlightParts } from "./highlightParts.ts";

describe("highlightParts", () => {
  it("marks each term, ignoring case, longer terms first", () => {
    expect(highlightParts("Cut & strip cutter", "cut CUTTER")).toEqual([
      { text: "Cut", highlighted: true },
      { text: " & strip ", highlighted: false },
      { text: "cutter", highlighted: true },
    ]);
  });

  it("keeps markup in the text as text", () => {
    expect(highlightParts("<img src=x onerror=alert(1)>", "img")).toEqual([
      { text: "<", highlighted: false },
      { text: "img", highlighted: true },
      { text: " src=x onerror=alert(1)>", highlighted: false },
    ]);
  });

  it("returns the whole text without terms", () => {
    expect(highlightParts("Crimp", "  ")).toEqual([{ text: "Crimp", highlighted: false }]);
    expect(highlightParts("", "x")).toEqual([]);
  });
});
