import { describe, expect, it } from "vitest";
import { addToBasket } from "./addToBasket.ts";
import { changeVariant } from "./changeVariant.ts";
import { type ComparisonBasket, EMPTY_BASKET } from "./comparisonBasketSchema.ts";
import { removeClassification } from "./removeClassification.ts";
import { removeFromBasket } from "./removeFromBasket.ts";
import { removeSlugFromBasket } from "./removeSlugFromBasket.ts";

const keys = () => {
  let n = 0;
  return () => `k${++n}`;
};

const basket: ComparisonBasket = {
  classifications: [
    {
      slug: "cutting",
      products: [
        { key: "k1", slug: "gamma", variantId: "v1" },
        { key: "k2", slug: "gamma", variantId: "v2" },
        { key: "k3", slug: "alpha", variantId: null },
      ],
    },
    { slug: "crimping", products: [{ key: "k4", slug: "bt", variantId: "x" }] },
  ],
};
const snapshot = JSON.stringify(basket);

describe("addToBasket", () => {
  it("creates a missing group", () => {
    expect(
      addToBasket(EMPTY_BASKET, "cutting", { slug: "gamma", variantId: "v1" }, keys()),
    ).toEqual({
      classifications: [
        { slug: "cutting", products: [{ key: "k1", slug: "gamma", variantId: "v1" }] },
      ],
    });
    expect(EMPTY_BASKET).toEqual({ classifications: [] });
  });

  it("appends to an existing group with a new key", () => {
    const next = addToBasket(basket, "crimping", { slug: "bt" }, () => "new");
    expect(next.classifications[1]!.products).toEqual([
      { key: "k4", slug: "bt", variantId: "x" },
      { key: "new", slug: "bt", variantId: null },
    ]);
    expect(next.classifications[0]).toBe(basket.classifications[0]);
    expect(JSON.stringify(basket)).toBe(snapshot);
  });

  it("makes unique random keys by default", () => {
    const once = addToBasket(EMPTY_BASKET, "c", { slug: "a" });
    const twice = addToBasket(once, "c", { slug: "a" });
    const [a, b] = twice.classifications[0]!.products;
    expect(a!.key).not.toBe(b!.key);
    expect(a!.key).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("basket removal and variant change", () => {
  it.each([
    [
      "removeFromBasket k1",
      removeFromBasket(basket, "k1"),
      [
        ["cutting", ["k2", "k3"]],
        ["crimping", ["k4"]],
      ],
    ],
    [
      "removeFromBasket k4 drops the empty group",
      removeFromBasket(basket, "k4"),
      [["cutting", ["k1", "k2", "k3"]]],
    ],
    [
      "removeFromBasket unknown",
      removeFromBasket(basket, "zz"),
      [
        ["cutting", ["k1", "k2", "k3"]],
        ["crimping", ["k4"]],
      ],
    ],
    [
      "removeSlugFromBasket gamma",
      removeSlugFromBasket(basket, "gamma"),
      [
        ["cutting", ["k3"]],
        ["crimping", ["k4"]],
      ],
    ],
    [
      "removeSlugFromBasket bt",
      removeSlugFromBasket(basket, "bt"),
      [["cutting", ["k1", "k2", "k3"]]],
    ],
    [
      "removeClassification cutting",
      removeClassification(basket, "cutting"),
      [["crimping", ["k4"]]],
    ],
    [
      "removeClassification unknown",
      removeClassification(basket, "x"),
      [
        ["cutting", ["k1", "k2", "k3"]],
        ["crimping", ["k4"]],
      ],
    ],
  ] as const)("%s", (_name, result, expected) => {
    expect(result.classifications.map((g) => [g.slug, g.products.map((p) => p.key)])).toEqual(
      expected,
    );
    expect(JSON.stringify(basket)).toBe(snapshot);
  });

  it.each([
    ["k2", "v9", "v9"],
    ["k3", "v1", "v1"],
    ["k1", null, null],
  ])("changeVariant %s → %s", (key, variantId, expected) => {
    const next = changeVariant(basket, key, variantId);
    const product = next.classifications.flatMap((g) => g.products).find((p) => p.key === key);
    expect(product?.variantId).toBe(expected);
    expect(JSON.stringify(basket)).toBe(snapshot);
  });

  it("changeVariant with an unknown key changes nothing", () => {
    expect(changeVariant(basket, "zz", "v")).toEqual(basket);
  });
});
