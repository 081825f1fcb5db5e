import { describe, expect, it } from "vitest";
import { mayGrantRole } from "./mayGrantRole.ts";

describe("mayGrantRole", () => {
  const external = { internal: false };
  const internal = { internal: true };

  it.each([
    "wire_delegatedadmin_intern",
    "WIRE_DelegatedAdmin_Extern",
    "wire_int_mfpwm_active",
    "wire_int_mfpmds_active",
  ])("keeps %s from external administrators, not from internal ones", (role) => {
    expect(mayGrantRole(external, role, "wire")).toBe(false);
    expect(mayGrantRole(internal, role, "wire")).toBe(true);
  });

  it.each([
    "wire_int_serviceticketing_active",
    "wire_int_direct_pending",
    "wire_int_lmsefront_invited",
    "wire_int_productinfo_active",
    "wire_artemis_onpremuser",
  ])("lets an external administrator grant the customer role %s", (role) => {
    expect(mayGrantRole(external, role, "wire")).toBe(true);
  });

  it("reads roles with the installation's prefix", () => {
    expect(mayGrantRole(external, "acme_delegatedadmin_intern", "acme")).toBe(false);
    expect(mayGrantRole(external, "acme_delegatedadmin_intern", "wire")).toBe(true);
  });
});
