import { UI_LANGUAGES } from "@wire/domain";
import { describe, expect, it } from "vitest";
import { seedCountries } from "./countries";

describe("seedCountries", () => {
  it("names every country in every UI language, keeping the names written out", () => {
    for (const country of seedCountries) {
      expect(Object.keys(country.names).sort()).toEqual([...UI_LANGUAGES].sort());
    }
    const germany = seedCountries.find((c) => c.code === "DE")!;
    expect(germany.names.de).toBe("Deutschland");
    expect(germany.names.cs).toBe("Německo");
    expect(seedCountries.find((c) => c.code === "US")!.names.ja).toBe("アメリカ合衆国");
  });
});
