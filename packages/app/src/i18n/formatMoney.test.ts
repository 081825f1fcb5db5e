import { displayLocale } from "@wire/domain";
import { describe, expect, it } from "vitest";
import { formatCents, formatPrice } from "./formatMoney";

const NBSP = "\u00a0";

describe("formatPrice", () => {
  it("writes a price in the reader's country's way", () => {
    expect(formatPrice(156.48, "EUR", displayLocale("de", "DE"))).toBe(`156,48${NBSP}€`);
    expect(formatPrice(1234.5, "EUR", displayLocale("de", "AT"))).toBe(`€${NBSP}1.234,50`);
    expect(formatPrice(156.48, "EUR", displayLocale("fr", "FR"))).toBe(`156,48${NBSP}€`);
    expect(formatPrice(156.48, "USD", displayLocale("en", "US"))).toBe("$156.48");
  });

  it("keeps the spec's Swiss German without a country", () => {
    expect(formatPrice(156.48, "EUR", displayLocale("de"))).toBe(`EUR${NBSP}156.48`);
  });

  it("answers nothing without a value or currency", () => {
    expect(formatPrice(null, "EUR", "de-DE")).toBe("");
    expect(formatPrice(1, null, "de-DE")).toBe("");
  });
});

describe("formatCents", () => {
  it("formats whole cents", () => {
    expect(formatCents(72_376, "EUR", "de-DE")).toBe(`723,76${NBSP}€`);
    expect(formatCents(null, "EUR", "de-DE")).toBe("");
  });
});
