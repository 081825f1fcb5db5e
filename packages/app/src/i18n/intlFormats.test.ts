import { describe, expect, it } from "vitest";
import { dateTimeFormat, displayNames, numberFormat } from "./intlFormats";

describe("intlFormats", () => {
  it("formats as Intl does, and reuses one formatter per locale and options", () => {
    const day = dateTimeFormat("de-CH", { dateStyle: "medium", timeZone: "UTC" });
    expect(day.format(new Date("2026-11-24T14:05:00Z"))).toBe("24.11.2026");
    expect(dateTimeFormat("de-CH", { dateStyle: "medium", timeZone: "UTC" })).toBe(day);
    expect(dateTimeFormat("en", { dateStyle: "medium", timeZone: "UTC" })).not.toBe(day);
    expect(numberFormat("en").format(10000)).toBe("10,000");
    expect(numberFormat("en", { style: "currency", currency: "EUR" }).format(2)).toBe("€2.00");
    expect(displayNames("de", "language").of("fr")).toBe("Französisch");
    expect(displayNames("de", "region").of("CH")).toBe("Schweiz");
  });
});
