import { describe, expect, it, vi } from "vitest";
import { visibleClassifications } from "./visibleClassifications.ts";
import { visibleProducts } from "./visibleProducts.ts";

const products = [
  { slug: "p1", supported_countries: ["CH", "DE"] },
  { slug: "p2", supported_countries: ["US"] },
  { slug: "p3", supported_countries: null },
  { slug: "p4" },
  { slug: "p5", supported_countries: ["ch"] },
];

describe("visibleProducts", () => {
  it.each([
    ["CH", {}, ["p1", "p5"]],
    ["ch", {}, ["p1", "p5"]],
    ["US", {}, ["p2"]],
    ["FR", {}, []],
    ["CH", { regionProductSlugs: ["p1", "p2"] }, ["p1"]],
    ["CH", { regionProductSlugs: new Set(["p5"]) }, ["p5"]],
  ])("%s %j", (country, options, expected) => {
    expect(visibleProducts(products, country, options).map((p) => p.slug)).toEqual(expected);
  });

  it("reports products without a hierarchy entry", () => {
    const logger = { warn: vi.fn() };
    visibleProducts(products, "CH", { regionProductSlugs: ["p1"], logger });
    expect(logger.warn).toHaveBeenCalledTimes(4);
    expect(logger.warn).toHaveBeenCalledWith("No hierarchy entry for product p2 in this region");
  });
});

describe("visibleClassifications", () => {
  const tree = [
    {
      slug: "products",
      supported_countries: ["CH", "US"],
      products,
      childClassifications: [
        { slug: "cutting", supported_countries: ["CH"], products: [products[0]!] },
        { slug: "crimping", supported_countries: ["US"] },
      ],
    },
    { slug: "services", supported_countries: ["US"] },
    { slug: "hidden", supported_countries: [] },
  ];

  it("filters classifications, children and products by country", () => {
    expect(visibleClassifications(tree, "CH")).toEqual([
      {
        slug: "products",
        supported_countries: ["CH", "US"],
        products: [products[0], products[4]],
        childClassifications: [
          { slug: "cutting", supported_countries: ["CH"], products: [products[0]] },
        ],
      },
    ]);
  });

  it.each([
    ["US", ["products", "services"]],
    ["FR", []],
  ])("%s → %j", (country, expected) => {
    expect(visibleClassifications(tree, country).map((c) => c.slug)).toEqual(expected);
  });

  it("does not mutate the tree", () => {
    visibleClassifications(tree, "CH");
    expect(tree[0]!.childClassifications).toHaveLength(2);
  });
});
