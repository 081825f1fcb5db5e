import { describe, expect, it } from "vitest";
import { fieldErrors } from "./fieldErrors.ts";
import { serviceRequestSchema } from "./serviceRequestSchema.ts";

const valid = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  company: "Acme",
  address: "Main St 1",
  city: "Lucerne",
  state: "LU",
  zipCode: "6000",
  country: "CH",
  useContactAddress: true,
  requestedService: "repair",
  subject: "Broken blade",
  description: "The blade broke.",
  existingCase: false,
  machineName: "Gamma 263",
  serialNumber: "SN-1",
  contactLocation: "Dierikon",
};
const returnAddress = {
  address: "Depot 2",
  city: "Zug",
  state: "ZG",
  zipCode: "6300",
  country: "CH",
};

const V = "Please enter a valid value.";

describe("serviceRequestSchema", () => {
  it("accepts a valid request, dropping unused fields", () => {
    expect(
      serviceRequestSchema.parse({ ...valid, caseId: "ignored", returnAddress, telephone: " " }),
    ).toEqual({ ...valid, telephone: undefined, reason: undefined });
  });

  it("keeps optional fields", () => {
    const parsed = serviceRequestSchema.parse({
      ...valid,
      telephone: "+41 1",
      reason: "wear",
      warranty: true,
      serviceContract: false,
    });
    expect(parsed).toMatchObject({
      telephone: "+41 1",
      reason: "wear",
      warranty: true,
      serviceContract: false,
    });
  });

  it.each([
    ["firstName", V],
    ["lastName", V],
    ["email", "Please enter a valid E-Mail"],
    ["company", V],
    ["address", V],
    ["city", V],
    ["state", V],
    ["zipCode", "Please enter a valid zip code"],
    ["country", "Please select a country"],
    ["requestedService", "Please select a service"],
    ["subject", "Please add a subject"],
    ["description", "Please describe your request"],
    ["machineName", "Please enter a machine name"],
    ["serialNumber", "Please enter a valid serial number"],
    ["contactLocation", "Please select a contact location"],
  ])("%s blank → %s", (field, message) => {
    const result = serviceRequestSchema.safeParse({ ...valid, [field]: " " });
    expect(fieldErrors(result.error!)).toEqual({ [field]: message });
  });

  it.each([
    ["existing case without id", { existingCase: true }, { caseId: "Please enter a case ID" }],
    [
      "existing case with blank id",
      { existingCase: true, caseId: "  " },
      { caseId: "Please enter a case ID" },
    ],
    [
      "separate return address missing",
      { useContactAddress: false },
      {
        "returnAddress.address": V,
        "returnAddress.city": V,
        "returnAddress.state": V,
        "returnAddress.zipCode": "Please enter a valid zip code",
        "returnAddress.country": "Please select a country",
      },
    ],
    [
      "separate return address incomplete",
      { useContactAddress: false, returnAddress: { ...returnAddress, city: "" } },
      { "returnAddress.city": V },
    ],
    [
      "cross-field errors come with field errors",
      { existingCase: true, subject: "" },
      { subject: "Please add a subject", caseId: "Please enter a case ID" },
    ],
    ["invalid flag", { existingCase: "yes" }, { existingCase: V }],
  ])("%s", (_name, patch, expected) => {
    const result = serviceRequestSchema.safeParse({ ...valid, ...patch });
    expect(fieldErrors(result.error!)).toEqual(expected);
  });

  it("keeps case id and return address when they apply", () => {
    expect(
      serviceRequestSchema.parse({
        ...valid,
        existingCase: true,
        caseId: " C-1 ",
        useContactAddress: false,
        returnAddress,
      }),
    ).toMatchObject({ caseId: "C-1", returnAddress });
  });
});
