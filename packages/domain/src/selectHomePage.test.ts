import { describe, expect, it } from "vitest";
import { invalidHomePageMessage, selectHomePage } from "./selectHomePage.ts";

const site = { name: "Main" };
const ch = { id: "ch", countries: ["CH", "LI"] };
const universal = { id: "all", countries: [] as string[] };
const nullCountries = { id: "null", countries: null };
const de = { id: "de", countries: ["DE"] };

describe("selectHomePage", () => {
  it.each([
    [[ch, universal], "CH", "ch"],
    [[universal, ch], "li", "ch"],
    [[ch, universal], "DE", "all"],
    [[ch, nullCountries], "DE", "null"],
    [[de, ch], "DE", "de"],
  ])("%j for %s → %s", (pages, country, expected) => {
    expect(selectHomePage(pages, { site, country })?.id).toBe(expected);
  });

  it("throws without a matching or universal page", () => {
    expect(() => selectHomePage([ch, de], { site, country: "US" })).toThrow(
      new Error(
        "Invalid home page configuration for site Main - no universal page configured and no page configured for country US",
      ),
    );
  });

  it("returns null in the editor", () => {
    expect(selectHomePage([ch], { site, country: "US", editor: true })).toBeNull();
  });

  it("formats the message", () => {
    expect(invalidHomePageMessage("Events", "CH")).toBe(
      "Invalid home page configuration for site Events - no universal page configured and no page configured for country CH",
    );
  });
});
