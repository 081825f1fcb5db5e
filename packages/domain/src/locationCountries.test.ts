import { describe, expect, it } from "vitest";
import { locationCountries } from "./locationCountries.ts";

const locations = [{ country: "CH" }, { country: "de" }, { country: "DE" }];
const german = (code: string) => new Intl.DisplayNames(["de"], { type: "region" }).of(code) ?? code;

describe("locationCountries", () => {
  it("lists each country once, by its name in the language", () => {
    expect(locationCountries(locations, german, "de")).toEqual(["DE", "CH"]);
    expect(locationCountries(locations, (code) => code)).toEqual(["CH", "DE"]);
  });
});
