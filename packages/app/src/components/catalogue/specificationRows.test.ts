import { describe, expect, it } from "vitest";
import { specificationRows, variantTable } from "./specificationRows";

const specs = [
  {
    name: "Wire cross-section",
    value: "0.13–6",
    unit: "mm²",
    measurementSystem: "Metric" as const,
  },
  {
    name: "Wire cross-section",
    value: "26–9",
    unit: "AWG",
    measurementSystem: "Imperial" as const,
  },
  { name: "Output", value: "4000", unit: "pcs/h", measurementSystem: null },
  { name: "Stations", value: "4", unit: null, measurementSystem: null },
];

describe("specificationRows", () => {
  it("pairs each name's metric and imperial values; system-less values count for both", () => {
    expect(specificationRows(specs)).toEqual([
      {
        id: "Wire cross-section",
        label: "Wire cross-section",
        metric: "0.13–6 mm²",
        imperial: "26–9 AWG",
      },
      { id: "Output", label: "Output", metric: "4000 pcs/h", imperial: "4000 pcs/h" },
      { id: "Stations", label: "Stations", metric: "4", imperial: "4" },
    ]);
  });
});

describe("variantTable", () => {
  const variants = [
    {
      id: "s",
      nameMetric: "S (0.5 mm²)",
      nameImperial: "S (20 AWG)",
      specifications: specs.slice(0, 2),
    },
    { id: "m", nameMetric: "M", nameImperial: "M", specifications: specs.slice(2, 3) },
  ];
  it("names variants and columns for the chosen system, null where a value is missing", () => {
    expect(variantTable(variants, "Imperial")).toEqual({
      columns: ["Wire cross-section (AWG)", "Output (pcs/h)"],
      rows: [
        { id: "s", name: "S (20 AWG)", values: ["26–9", null] },
        { id: "m", name: "M", values: [null, "4000"] },
      ],
    });
    expect(variantTable(variants, "Metric").columns).toEqual([
      "Wire cross-section (mm²)",
      "Output (pcs/h)",
    ]);
  });
});
