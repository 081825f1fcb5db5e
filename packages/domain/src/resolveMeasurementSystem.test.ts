import { describe, expect, it } from "vitest";
import {
  DEFAULT_MEASUREMENT_SYSTEM,
  MEASUREMENT_SYSTEMS,
  resolveMeasurementSystem,
} from "./resolveMeasurementSystem.ts";

describe("resolveMeasurementSystem", () => {
  it.each([
    ["Imperial", { defaultMeasurementSystem: "Metric" }, "Imperial"],
    ["Metric", { defaultMeasurementSystem: "Imperial" }, "Metric"],
    [undefined, { defaultMeasurementSystem: "Imperial" }, "Imperial"],
    [null, { defaultMeasurementSystem: "Imperial" }, "Imperial"],
    ["feet", { defaultMeasurementSystem: "Imperial" }, "Imperial"],
    [undefined, undefined, "Metric"],
    [undefined, null, "Metric"],
    [undefined, { defaultMeasurementSystem: null }, "Metric"],
    [undefined, { defaultMeasurementSystem: "bogus" }, "Metric"],
  ])("%j, %j → %s", (choice, country, expected) => {
    expect(resolveMeasurementSystem(choice, country)).toBe(expected);
  });

  it("exports the systems", () => {
    expect(MEASUREMENT_SYSTEMS).toEqual(["Metric", "Imperial"]);
    expect(DEFAULT_MEASUREMENT_SYSTEM).toBe("Metric");
  });
});
