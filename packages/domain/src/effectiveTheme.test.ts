import { describe, expect, it } from "vitest";
import { effectiveTheme } from "./effectiveTheme.ts";

describe("effectiveTheme", () => {
  it("prefers the page's own theme", () => {
    expect(effectiveTheme("Adaptronic", "Iqc")).toBe("Adaptronic");
  });
  it("falls back to the site's theme for a Default or missing page theme", () => {
    expect(effectiveTheme("Default", "Iqc")).toBe("Iqc");
    expect(effectiveTheme(null, "Copper")).toBe("Copper");
  });
  it("is Default when neither has one", () => {
    expect(effectiveTheme(undefined, "")).toBe("Default");
  });
});
