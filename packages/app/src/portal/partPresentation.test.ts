import { displayLocale } from "@wire/domain";
import type { Cart, Part } from "@wire/graphql";
import { describe, expect, it } from "vitest";
import { serverTranslator } from "../i18n/serverTranslator";
import { cartView } from "./partPresentation";

const part = (id: string, price: number | null): Part =>
  ({
    id,
    name: `Part ${id}`,
    articleNumber: id,
    availabilityStatus: "HIGH",
    price,
    currency: price === null ? null : "EUR",
  }) as Part;

const cart = (lines: [Part | null, number][]): Cart =>
  ({
    lines: lines.map(([p, quantity], i) => ({
      key: `k${i}`,
      partId: p?.id ?? `gone-${i}`,
      articleNumber: p?.articleNumber ?? `gone-${i}`,
      quantity,
      part: p,
    })),
    itemCount: lines.reduce((sum, [, quantity]) => sum + quantity, 0),
    updatedAt: null,
  }) as Cart;

const texts = { t: serverTranslator("en"), language: "en", displayLocale: "en" };
const cents = (text: string | undefined) => Number((text ?? "").replace(/\D/g, ""));

describe("cartView", () => {
  it("shows each line's unit price and unit × quantity, and a total that is the sum of the lines (issue 42)", () => {
    const view = cartView(
      texts,
      cart([
        [part("1003071", 180.94), 4],
        [part("1003055", 156.48), 1],
        [part("1003026", 68.16), 1],
      ]),
    );
    expect(view.lines.map((line) => [line.unitPrice, line.price])).toEqual([
      ["€180.94", "€723.76"],
      ["€156.48", "€156.48"],
      ["€68.16", "€68.16"],
    ]);
    expect(view.total).toBe("€948.40");
    expect(view.lines.reduce((sum, line) => sum + cents(line.price), 0)).toBe(cents(view.total));
  });

  it("shows no price on a line whose part is gone, and sums the others", () => {
    const view = cartView(
      texts,
      cart([
        [part("A", 10.5), 3],
        [null, 2],
      ]),
    );
    expect(view.lines[1]).not.toHaveProperty("price");
    expect(view.lines[1]).not.toHaveProperty("unitPrice");
    expect(view.total).toBe("€31.50");
  });

  it("writes the prices the reader's country's way: a customer in Germany on /de (issue 42)", () => {
    const view = cartView(
      { t: serverTranslator("de"), language: "de", displayLocale: displayLocale("de", "DE") },
      cart([
        [part("1003071", 180.94), 4],
        [part("1003055", 156.48), 1],
      ]),
    );
    expect(view.lines.map((line) => [line.unitPrice, line.price])).toEqual([
      ["180,94\u00a0€", "723,76\u00a0€"],
      ["156,48\u00a0€", "156,48\u00a0€"],
    ]);
    expect(view.total).toBe("880,24\u00a0€");
  });

  it("has no prices and no total without a price list", () => {
    const view = cartView(texts, cart([[part("A", null), 1]]));
    expect(view.lines[0]).not.toHaveProperty("price");
    expect(view.total).toBe("");
  });
});
