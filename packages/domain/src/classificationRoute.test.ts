import { describe, expect, it } from "vitest";
import { classificationRoute } from "./classificationRoute.ts";

describe("classificationRoute", () => {
  it.each([
    [["products"], undefined, "products"],
    [["products", "cutting"], "gamma-263", "products/cutting/gamma-263"],
    [["smart-factory", "mes"], null, "smart-factory/mes"],
    [[], "gamma", "gamma"],
    [["services", ""], "", "services"],
  ] as const)("%j + %j → %s", (lineage, product, expected) => {
    expect(classificationRoute(lineage, product)).toBe(expected);
  });
});
