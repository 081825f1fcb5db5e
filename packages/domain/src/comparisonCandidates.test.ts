import { describe, expect, it } from "vitest";
import { EMPTY_BASKET } from "./comparisonBasketSchema.ts";
import { comparisonCandidates } from "./comparisonCandidates.ts";

const products = [
  { slug: "a", variantCount: 1 },
  { slug: "b", variantCount: 3 },
  { slug: "c", variantCount: 0 },
];
const basket = {
  classifications: [
    { slug: "x", products: [{ key: "1", slug: "a", variantId: null }] },
    { slug: "y", products: [{ key: "2", slug: "b", variantId: "v" }] },
  ],
};

describe("comparisonCandidates", () => {
  it.each([
    ["empty basket keeps all", EMPTY_BASKET, ["a", "b", "c"]],
    ["excludes single-variant products in the basket", basket, ["b", "c"]],
  ])("%s", (_name, b, expected) => {
    expect(comparisonCandidates(products, b).map((p) => p.slug)).toEqual(expected);
  });
});
