import { describe, expect, it } from "vitest";
import { filterLocations } from "./filterLocations.ts";

const locations = [
  {
    id: "ch",
    name: "WIRE Group AG",
    city: "Zürich",
    address: ["Industriestrasse 1", "8005 Zürich"],
    country: "CH",
    services: ["sales", "service"],
  },
  {
    id: "de",
    name: "WIRE Deutschland GmbH",
    city: "Stuttgart",
    address: ["Motorstrasse 12", "70499 Stuttgart"],
    country: "DE",
    services: ["sales", "training"],
  },
  {
    id: "de2",
    name: "WIRE Service Nord",
    city: "Hamburg",
    address: ["Hafenweg 3", "20457 Hamburg"],
    country: "DE",
    services: ["service", "spareParts"],
  },
];
const ids = (list: readonly { id: string }[]) => list.map((l) => l.id);
const german = (code: string) => new Intl.DisplayNames(["de"], { type: "region" }).of(code) ?? code;

describe("filterLocations", () => {
  it("keeps every location without a filter", () => {
    expect(ids(filterLocations(locations, {}))).toEqual(["ch", "de", "de2"]);
    expect(ids(filterLocations(locations, { country: "", service: " ", query: " " }))).toEqual([
      "ch",
      "de",
      "de2",
    ]);
  });

  it("filters by country, whatever its case", () => {
    expect(ids(filterLocations(locations, { country: "de" }))).toEqual(["de", "de2"]);
  });

  it("filters by a service offered", () => {
    expect(ids(filterLocations(locations, { service: "service" }))).toEqual(["ch", "de2"]);
    expect(ids(filterLocations(locations, { country: "DE", service: "training" }))).toEqual(["de"]);
    expect(filterLocations(locations, { service: "unknown" })).toEqual([]);
  });

  it("finds every word of the search, without case or accents", () => {
    expect(ids(filterLocations(locations, { query: "zurich" }))).toEqual(["ch"]);
    expect(ids(filterLocations(locations, { query: "WIRE hafen" }))).toEqual(["de2"]);
    expect(filterLocations(locations, { query: "wire tokyo" })).toEqual([]);
  });

  it("finds the country by its name in the visitor's language", () => {
    expect(ids(filterLocations(locations, { query: "schweiz" }, german))).toEqual(["ch"]);
    expect(filterLocations(locations, { query: "schweiz" })).toEqual([]);
  });
});
