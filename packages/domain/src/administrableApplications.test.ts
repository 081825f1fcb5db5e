import { describe, expect, it } from "vitest";
import {
  administrableApplications,
  INTERNAL_APPLICATIONS,
  mayAdministerApplication,
} from "./administrableApplications.ts";
import { ADMINISTERED_APPLICATIONS } from "./applicationRoles.ts";

describe("administrableApplications", () => {
  it("gives an internal administrator every application", () => {
    expect(administrableApplications({ internal: true })).toEqual(ADMINISTERED_APPLICATIONS);
  });

  it("gives an external administrator the customer applications only, in dashboard order", () => {
    expect(administrableApplications({ internal: false })).toEqual([
      "komaxDirect",
      "serviceTicketing",
      "inventory",
      "artemis",
      "kampus",
      "productInformation",
    ]);
  });

  it.each(INTERNAL_APPLICATIONS)("keeps %s from external administrators", (application) => {
    expect(mayAdministerApplication({ internal: false }, application)).toBe(false);
    expect(mayAdministerApplication({ internal: true }, application)).toBe(true);
  });

  it("knows no application outside the list", () => {
    expect(mayAdministerApplication({ internal: true }, "constructor")).toBe(false);
  });
});
