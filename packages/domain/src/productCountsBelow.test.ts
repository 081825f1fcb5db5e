import { describe, expect, it } from "vitest";
import { productCountsBelow } from "./productCountsBelow.ts";

const everywhere = ["CH", "US"];
// products › cutting (no products of its own) › machines, benchtop; products › crimping.
const tree = [
  { id: "products", parent: null, supported_countries: everywhere },
  { id: "cutting", parent: "products", supported_countries: everywhere },
  { id: "machines", parent: "cutting", supported_countries: everywhere },
  { id: "benchtop", parent: "cutting", supported_countries: everywhere },
  { id: "crimping", parent: "products", supported_countries: everywhere },
  { id: "hv", parent: "products", supported_countries: ["US"] },
  { id: "hv-processing", parent: "hv", supported_countries: everywhere },
  { id: "empty", parent: "products", supported_countries: everywhere },
];
const product = (slug: string, classification: string, countries = everywhere) => ({
  slug,
  supported_countries: countries,
  classification: { id: classification },
});
const products = [
  product("mira", "machines"),
  product("alpha", "machines"),
  product("bench", "benchtop"),
  product("us-only", "benchtop", ["US"]),
  product("gamma", "crimping"),
  product("hv-1", "hv-processing"),
];

describe("productCountsBelow", () => {
  it("counts the products of every descendant, not only a classification's own", () => {
    const counts = productCountsBelow(tree, products, "CH");
    expect(counts.get("cutting")).toBe(3);
    expect(counts.get("machines")).toBe(2);
    expect(counts.get("benchtop")).toBe(1);
    expect(counts.get("crimping")).toBe(1);
    expect(counts.get("products")).toBe(4);
  });

  it("leaves out classifications with nothing below them", () => {
    expect(productCountsBelow(tree, products, "CH").has("empty")).toBe(false);
  });

  it("counts only what the country sees, below classifications it sees", () => {
    const ch = productCountsBelow(tree, products, "CH");
    // hv-processing is offered in CH, but its parent is not: nothing under hv reaches the top.
    expect(ch.get("hv-processing")).toBe(1);
    expect(ch.has("hv")).toBe(false);
    const us = productCountsBelow(tree, products, "us");
    expect(us.get("cutting")).toBe(4);
    expect(us.get("products")).toBe(6);
  });

  it("counts a product listed twice once", () => {
    const twice = [...products, product("mira", "machines")];
    expect(productCountsBelow(tree, twice, "CH").get("cutting")).toBe(3);
  });

  it("skips products without a hierarchy entry and survives a parent cycle", () => {
    const cycle = [
      { id: "a", parent: "b", supported_countries: everywhere },
      { id: "b", parent: "a", supported_countries: everywhere },
    ];
    const counts = productCountsBelow(
      cycle,
      [product("p", "a"), { slug: "orphan", supported_countries: everywhere }],
      "CH",
    );
    expect(Object.fromEntries(counts)).toEqual({ a: 1, b: 1 });
  });
});
