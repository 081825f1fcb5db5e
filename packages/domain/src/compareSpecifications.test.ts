import { describe, expect, it } from "vitest";
import { compareSpecifications, type Specification } from "./compareSpecifications.ts";

const spec = (
  name: string,
  value: string,
  unit: string | null = null,
  measurementSystem: Specification["measurementSystem"] = null,
): Specification => ({ name, value, unit, measurementSystem });

const a = {
  slug: "a",
  specifications: [
    spec("Weight", "10", "kg", "Metric"),
    spec("Weight", "22", "lb", "Imperial"),
    spec("Voltage", "230", "V"),
    spec("Voltage", "999", "V"),
    spec("Colour", "blue"),
  ],
};
const b = {
  slug: "b",
  specifications: [
    spec("Weight", "12", "kg", "Metric"),
    spec("Weight", "26", "lb", "Imperial"),
    spec("Voltage", "230", "V"),
    spec("Cycle time", "1.2", "s"),
  ],
};

describe("compareSpecifications", () => {
  it.each([
    [
      "Metric, all rows",
      [a, b],
      { measurementSystem: "Metric" as const },
      [
        { name: "Weight", unit: "kg", values: ["10", "12"] },
        { name: "Voltage", unit: "V", values: ["230", "230"] },
        { name: "Colour", unit: null, values: ["blue", null] },
        { name: "Cycle time", unit: "s", values: [null, "1.2"] },
      ],
    ],
    [
      "Imperial, hide identical",
      [a, b],
      { measurementSystem: "Imperial" as const, hideIdentical: true },
      [
        { name: "Weight", unit: "lb", values: ["22", "26"] },
        { name: "Colour", unit: null, values: ["blue", null] },
        { name: "Cycle time", unit: "s", values: [null, "1.2"] },
      ],
    ],
    [
      "one product keeps identical rows",
      [b],
      { measurementSystem: "Metric" as const, hideIdentical: true },
      [
        { name: "Weight", unit: "kg", values: ["12"] },
        { name: "Voltage", unit: "V", values: ["230"] },
        { name: "Cycle time", unit: "s", values: ["1.2"] },
      ],
    ],
    ["no products", [], { measurementSystem: "Metric" as const }, []],
  ])("%s", (_name, products, options, expected) => {
    expect(compareSpecifications(products, options)).toEqual(expected);
  });
});
