import { describe, expect, it } from "vitest";
import { hasControlCharacter, withoutControlCharacters, withoutNul } from "./controlCharacters.ts";

describe("control characters", () => {
  it("finds C0 controls and DEL, and nothing else", () => {
    for (const text of ["\u0000", "a\nb", "tab\there", "\u001f", "del\u007f"]) {
      expect(hasControlCharacter(text), JSON.stringify(text)).toBe(true);
    }
    for (const text of ["", "gamma-263", "café", "a b", "日本語", "\u00a0"]) {
      expect(hasControlCharacter(text), JSON.stringify(text)).toBe(false);
    }
  });

  it("turns each run of them into one space", () => {
    expect(withoutControlCharacters("crimp\u0000\nforce")).toBe("crimp force");
    expect(withoutControlCharacters("\u0000")).toBe(" ");
    expect(withoutControlCharacters("plain")).toBe("plain");
  });

  it("drops NULs from a text and keeps its line breaks and tabs", () => {
    expect(withoutNul("height\u0000 drifts\n\tafter\u0000\u0000")).toBe("height drifts\n\tafter");
    expect(withoutNul("plain")).toBe("plain");
  });
});
