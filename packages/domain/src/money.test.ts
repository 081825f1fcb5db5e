import { describe, expect, it } from "vitest";
import { netUnitPriceCents } from "./netUnitPriceCents.ts";
import { priceCartLines } from "./priceCartLines.ts";
import { toCents } from "./toCents.ts";

describe("netUnitPriceCents", () => {
  it.each([
    [20_561, 12, 18_094],
    [8_446, 12, 7_432], // 74.3248 → 74.32
    [11_137, 12, 9_801], // 98.0056 → 98.01
    [1_250, 0, 1_250],
    [1_250, 100, 0],
    [50, 1, 50], // 49.5 → 50: half up
    [0, 5, 0],
  ])("%i cents less %i %% is %i cents", (list, discount, expected) => {
    expect(netUnitPriceCents(list, discount)).toBe(expected);
  });

  it.each([
    [12.5, 0],
    [-1, 0],
    [100, 12.5],
    [100, -1],
    [100, 101],
    [Number.NaN, 0],
  ])("refuses %s cents less %s %%", (list, discount) => {
    expect(() => netUnitPriceCents(list, discount)).toThrow(RangeError);
  });
});

describe("toCents", () => {
  it.each([
    [180.94, 18_094],
    [0.1 + 0.2, 30],
    [723.76, 72_376],
    [0, 0],
    [1_234_567.89, 123_456_789],
  ])("%s is %i cents", (amount, expected) => {
    expect(toCents(amount)).toBe(expected);
  });

  it.each([180.9375, Number.NaN, Number.POSITIVE_INFINITY])("refuses %s", (amount) => {
    expect(() => toCents(amount)).toThrow(RangeError);
  });
});

describe("priceCartLines", () => {
  it("makes each line unit × quantity and the total their sum (the issue's 4 × €180.94)", () => {
    const priced = priceCartLines([
      { unitPriceCents: 18_094, currency: "EUR", quantity: 4 },
      { unitPriceCents: 15_648, currency: "EUR", quantity: 1 },
      { unitPriceCents: 6_816, currency: "EUR", quantity: 1 },
    ]);
    expect(priced.lines.map((line) => line.lineTotalCents)).toEqual([72_376, 15_648, 6_816]);
    expect(priced.totalCents).toBe(94_840);
    expect(priced.currency).toBe("EUR");
  });

  it("leaves lines without a price out of the total, and has no total without any", () => {
    const mixed = priceCartLines([
      { unitPriceCents: 100, currency: "EUR", quantity: 2 },
      { unitPriceCents: null, currency: null, quantity: 3 },
    ]);
    expect(mixed.lines[1]).toEqual({ unitPriceCents: null, lineTotalCents: null, currency: null });
    expect(mixed.totalCents).toBe(200);
    const none = priceCartLines([{ unitPriceCents: null, currency: null, quantity: 1 }]);
    expect(none).toEqual({
      lines: [{ unitPriceCents: null, lineTotalCents: null, currency: null }],
      totalCents: null,
      currency: null,
    });
    expect(priceCartLines([])).toEqual({ lines: [], totalCents: null, currency: null });
  });

  it("has no common total across currencies", () => {
    const priced = priceCartLines([
      { unitPriceCents: 100, currency: "EUR", quantity: 1 },
      { unitPriceCents: 100, currency: "CHF", quantity: 1 },
    ]);
    expect(priced.totalCents).toBeNull();
    expect(priced.currency).toBeNull();
    expect(priced.lines.map((line) => line.lineTotalCents)).toEqual([100, 100]);
  });

  it("refuses fractions of a cent and quantities that are no whole number", () => {
    expect(() =>
      priceCartLines([{ unitPriceCents: 180.9375, currency: "EUR", quantity: 1 }]),
    ).toThrow(RangeError);
    expect(() => priceCartLines([{ unitPriceCents: 1, currency: "EUR", quantity: 1.5 }])).toThrow(
      RangeError,
    );
    expect(() => priceCartLines([{ unitPriceCents: 1, currency: "EUR", quantity: -1 }])).toThrow(
      RangeError,
    );
  });

  it("adds up for any prices and quantities: the sum of the lines is the total", () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 48_271) % 2_147_483_647;
      return seed;
    };
    for (let round = 0; round < 200; round++) {
      const lines = Array.from({ length: 1 + (next() % 12) }, () => ({
        unitPriceCents: netUnitPriceCents(next() % 300_000, next() % 40),
        currency: "EUR",
        quantity: 1 + (next() % 9999),
      }));
      const priced = priceCartLines(lines);
      const sum = priced.lines.reduce((acc, line) => acc + (line.lineTotalCents ?? 0), 0);
      expect(priced.totalCents).toBe(sum);
      priced.lines.forEach((line, i) => {
        expect(line.lineTotalCents).toBe(lines[i]!.unitPriceCents * lines[i]!.quantity);
      });
    }
  });
});
