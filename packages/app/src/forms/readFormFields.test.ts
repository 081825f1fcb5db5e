import { describe, expect, it } from "vitest";
import { readFormFields } from "./readFormFields";

const formOf = (entries: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(entries)) form.append(name, value);
  return form;
};

describe("readFormFields", () => {
  it("reads a form's own fields and ignores anything else", () => {
    const { fields, values } = readFormFields(
      "storyFeedback",
      formOf({ firstName: "Ada", message: "Great story", role: "admin" }),
    );
    expect(fields).toEqual({
      firstName: "Ada",
      lastName: "",
      company: "",
      country: "",
      message: "Great story",
    });
    expect(values.firstName).toBe("Ada");
    expect(values).not.toHaveProperty("role");
  });

  it("drops NULs from pasted text, which the services cannot store, and keeps its line breaks", () => {
    const { fields, values } = readFormFields(
      "storyFeedback",
      formOf({ firstName: "Ada\u0000", message: "Great\u0000 story\nThanks" }),
    );
    expect(fields).toMatchObject({ firstName: "Ada", message: "Great story\nThanks" });
    expect(values.message).toBe("Great story\nThanks");
  });

  it("reads checkboxes as booleans: sent is checked, missing is not", () => {
    const { fields, values } = readFormFields(
      "serviceRequest",
      formOf({ existingCase: "on", caseId: "C-1" }),
    );
    expect(fields.existingCase).toBe(true);
    expect(fields.useContactAddress).toBe(false);
    expect(fields.warranty).toBe(false);
    expect(values.existingCase).toBe("on");
    expect(values.useContactAddress).toBe("");
  });

  it("nests dotted names, so the return address reaches the schema as an object", () => {
    const { fields } = readFormFields(
      "serviceRequest",
      formOf({ "returnAddress.city": "Thun", "returnAddress.zipCode": "3600" }),
    );
    expect(fields.returnAddress).toMatchObject({ city: "Thun", zipCode: "3600" });
  });

  it("cuts a field that is far too long instead of keeping it whole", () => {
    const { values } = readFormFields("support", formOf({ message: "x".repeat(20_000) }));
    expect(values.message).toHaveLength(5_000);
  });
});
