import { describe, expect, it } from "vitest";
import { formatDate } from "./formatDate";

describe("formatDate", () => {
  it("writes the date in the reader's language", () => {
    expect(formatDate("2026-03-12T08:00:00Z", "en")).toBe("March 12, 2026");
    expect(formatDate("2026-03-12T08:00:00Z", "de")).toBe("12. März 2026");
    expect(formatDate("2026-03-12T08:00:00Z", "fr")).toBe("12 mars 2026");
  });
  it("gives nothing for a date it cannot read", () => {
    expect(formatDate("not a date", "en")).toBe("");
  });
});
