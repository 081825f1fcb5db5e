import { describe, expect, it } from "vitest";
import { FORM_DEFINITIONS } from "./formDefinitions";

const fields = (kind: keyof typeof FORM_DEFINITIONS) =>
  FORM_DEFINITIONS[kind].flatMap((section) => section.fields);
const autoCompleteOf = (kind: keyof typeof FORM_DEFINITIONS) =>
  Object.fromEntries(fields(kind).map((field) => [field.name, field.autoComplete]));

describe("the public forms' autofill names", () => {
  it("give the service request's address one street line and its country", () => {
    expect(autoCompleteOf("serviceRequest")).toMatchObject({
      address: "address-line1",
      zipCode: "postal-code",
      city: "address-level2",
      state: "address-level1",
      country: "country",
    });
  });

  it("put the return address in an autofill section of its own", () => {
    expect(autoCompleteOf("serviceRequest")).toMatchObject({
      "returnAddress.address": "section-return address-line1",
      "returnAddress.zipCode": "section-return postal-code",
      "returnAddress.city": "section-return address-level2",
      "returnAddress.state": "section-return address-level1",
      "returnAddress.country": "section-return country",
    });
  });

  it("never ask a one-line field for a multi-line address", () => {
    for (const kind of Object.keys(FORM_DEFINITIONS) as (keyof typeof FORM_DEFINITIONS)[]) {
      for (const field of fields(kind)) {
        if (field.type !== "textarea")
          expect(field.autoComplete ?? "").not.toMatch(/street-address/);
      }
    }
  });
});
