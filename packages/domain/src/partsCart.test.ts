import { describe, expect, it, vi } from "vitest";
import { addPart } from "./addPart.ts";
import { cartItemCount } from "./cartItemCount.ts";
import { clearCart } from "./clearCart.ts";
import { parseStoredCart } from "./parseStoredCart.ts";
import { EMPTY_CART, type PartsCart } from "./partsCartSchema.ts";
import { removePart } from "./removePart.ts";
import { updatePartQuantity } from "./updatePartQuantity.ts";

type Part = { id: string; articleNumber: string; name?: string };
const p1: Part = { id: "p1", articleNumber: "A-1", name: "Blade" };
const p2: Part = { id: "p2", articleNumber: "A-2" };
const cart: PartsCart<Part> = {
  parts: [
    { key: "k1", id: "p1", articleNumber: "A-1", quantity: 2, data: p1 },
    { key: "k2", id: "p2", articleNumber: "A-2", quantity: 1, data: p2 },
  ],
};
const snapshot = JSON.stringify(cart);
const lines = (c: PartsCart<unknown>) => c.parts.map((l) => [l.key, l.id, l.quantity]);

describe("addPart", () => {
  it.each([
    [
      "new part, default quantity",
      EMPTY_CART as PartsCart<Part>,
      p1,
      undefined,
      [["new", "p1", 1]],
    ],
    [
      "new part, quantity 3",
      cart,
      { id: "p3", articleNumber: "A-3" },
      3,
      [
        ["k1", "p1", 2],
        ["k2", "p2", 1],
        ["new", "p3", 3],
      ],
    ],
    [
      "same id raises quantity",
      cart,
      p1,
      1,
      [
        ["k1", "p1", 3],
        ["k2", "p2", 1],
      ],
    ],
    [
      "fraction rounds down",
      cart,
      p2,
      2.7,
      [
        ["k1", "p1", 2],
        ["k2", "p2", 3],
      ],
    ],
    [
      "zero leaves the cart",
      cart,
      p1,
      0,
      [
        ["k1", "p1", 2],
        ["k2", "p2", 1],
      ],
    ],
    [
      "NaN leaves the cart",
      cart,
      p1,
      Number.NaN,
      [
        ["k1", "p1", 2],
        ["k2", "p2", 1],
      ],
    ],
  ] as const)("%s", (_name, start, part, quantity, expected) => {
    expect(lines(addPart(start, part, quantity, () => "new"))).toEqual(expected);
    expect(JSON.stringify(cart)).toBe(snapshot);
  });

  it("stores the raw part data and article number", () => {
    const next = addPart(EMPTY_CART as PartsCart<Part>, p1);
    expect(next.parts[0]).toMatchObject({ id: "p1", articleNumber: "A-1", data: p1 });
    expect(next.parts[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("updatePartQuantity / removePart / clearCart", () => {
  it.each([
    [
      "set 5",
      updatePartQuantity(cart, "k1", 5),
      [
        ["k1", "p1", 5],
        ["k2", "p2", 1],
      ],
    ],
    ["zero removes", updatePartQuantity(cart, "k1", 0), [["k2", "p2", 1]]],
    ["negative removes", updatePartQuantity(cart, "k2", -3), [["k1", "p1", 2]]],
    ["0.5 removes", updatePartQuantity(cart, "k2", 0.5), [["k1", "p1", 2]]],
    [
      "unknown key",
      updatePartQuantity(cart, "zz", 4),
      [
        ["k1", "p1", 2],
        ["k2", "p2", 1],
      ],
    ],
    ["removePart", removePart(cart, "k1"), [["k2", "p2", 1]]],
    [
      "removePart unknown",
      removePart(cart, "zz"),
      [
        ["k1", "p1", 2],
        ["k2", "p2", 1],
      ],
    ],
    ["clearCart", clearCart(cart), []],
  ] as const)("%s", (_name, result, expected) => {
    expect(lines(result)).toEqual(expected);
    expect(JSON.stringify(cart)).toBe(snapshot);
  });
});

describe("cartItemCount", () => {
  it.each([
    [cart, 3],
    [EMPTY_CART, 0],
  ])("%j → %d", (c, n) => {
    expect(cartItemCount(c)).toBe(n);
  });
});

describe("parseStoredCart", () => {
  it.each([
    ["valid", JSON.stringify(cart), cart, 0],
    ["nothing stored", null, { parts: [] }, 0],
    ["broken JSON", "{parts", { parts: [] }, 1],
    ["wrong shape", '{"parts":"x"}', { parts: [] }, 1],
    [
      "zero quantity",
      JSON.stringify({ parts: [{ ...cart.parts[0], quantity: 0 }] }),
      { parts: [] },
      1,
    ],
  ])("%s", (_name, json, expected, warnings) => {
    const logger = { warn: vi.fn() };
    expect(parseStoredCart(json, logger)).toEqual(expected);
    expect(logger.warn).toHaveBeenCalledTimes(warnings);
    if (warnings) {
      expect(logger.warn.mock.calls[0]![0]).toBe(
        "Invalid stored parts cart data, resetting to empty",
      );
    }
  });
});
