import { describe, expect, it } from "vitest";
import { fieldErrors } from "./fieldErrors.ts";
import { supportRequestSchema } from "./supportRequestSchema.ts";

const valid = {
  email: " ada@example.com ",
  firstName: "Ada",
  lastName: "Lovelace",
  company: "Acme",
  country: "CH",
  product: "Gamma 263",
  serialNumber: "SN-1",
  message: "It hums.",
};

describe("supportRequestSchema", () => {
  it("accepts and trims a valid request", () => {
    expect(supportRequestSchema.parse(valid)).toEqual({ ...valid, email: "ada@example.com" });
  });

  it.each([
    ["email", "Please provide a valid email address"],
    ["firstName", "Please enter your first name"],
    ["lastName", "Please enter your last name"],
    ["company", "Please enter the company you work for"],
    ["country", "Please enter the country you're in"],
    ["product", "Please specify the product your request regards"],
    ["serialNumber", "Please enter the serial number of your product"],
    ["message", "Please add some more details"],
  ])("%s: missing, empty or blank → %s", (field, message) => {
    for (const value of [undefined, "", "   "]) {
      const result = supportRequestSchema.safeParse({ ...valid, [field]: value });
      expect(fieldErrors(result.error!)).toEqual({ [field]: message });
    }
  });

  it("rejects an invalid email", () => {
    const result = supportRequestSchema.safeParse({ ...valid, email: "not-an-email" });
    expect(fieldErrors(result.error!)).toEqual({ email: "Please provide a valid email address" });
  });
});
