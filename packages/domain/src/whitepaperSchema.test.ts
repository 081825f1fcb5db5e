import { describe, expect, it } from "vitest";
import { fieldErrors } from "./fieldErrors.ts";
import { whitepaperSchema } from "./whitepaperSchema.ts";

const valid = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  company: "Acme",
  country: "CH",
  contactLanguage: "de",
  privacyConsent: true,
};
const V = "Please enter a valid value.";

describe("whitepaperSchema", () => {
  it("accepts a valid request", () => {
    expect(whitepaperSchema.parse({ ...valid, phone: "+41" })).toEqual({ ...valid, phone: "+41" });
  });

  it.each([
    [{ privacyConsent: false }, { privacyConsent: "Please select the checkbox to continue." }],
    [{ privacyConsent: undefined }, { privacyConsent: "Please select the checkbox to continue." }],
    [{ firstName: "" }, { firstName: V }],
    [{ lastName: "" }, { lastName: V }],
    [{ email: "x" }, { email: V }],
    [{ company: "" }, { company: V }],
    [{ country: "" }, { country: V }],
    [{ contactLanguage: "" }, { contactLanguage: V }],
  ])("%j", (patch, expected) => {
    expect(fieldErrors(whitepaperSchema.safeParse({ ...valid, ...patch }).error!)).toEqual(
      expected,
    );
  });
});
