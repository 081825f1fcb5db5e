import { describe, expect, it } from "vitest";
import { accountSchema } from "./accountSchema.ts";
import { fieldErrors } from "./fieldErrors.ts";

const schema = accountSchema({ countries: ["CH", "DE"], languages: ["de", "en"] });
const valid = { firstName: "Ada", lastName: "Lovelace", country: "CH", language: "de" };

describe("accountSchema", () => {
  it("accepts values from the lists", () => {
    expect(schema.parse(valid)).toEqual(valid);
  });

  it.each([
    [{ firstName: "" }, { firstName: "Please enter your first name" }],
    [{ lastName: " " }, { lastName: "Please enter your last name" }],
    [
      { country: "XX" },
      { country: "The current value is invalid, please select a country from the list" },
    ],
    [
      { country: undefined },
      { country: "The current value is invalid, please select a country from the list" },
    ],
    [
      { language: "fr" },
      { language: "The current value is invalid, please select a language from the list" },
    ],
  ])("%j", (patch, expected) => {
    expect(fieldErrors(schema.safeParse({ ...valid, ...patch }).error!)).toEqual(expected);
  });
});
