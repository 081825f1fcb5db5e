import { describe, expect, it } from "vitest";
import { adminLevel, canManageUser } from "./canManageUser.ts";
import { isInternalUser, USER_LEVELS, userLevel } from "./userLevel.ts";

const rules = { rolePrefix: "wire", companyDomains: ["wire.example"] };
const customer = { internal: false, email: "clara@example.com", roles: ["wire_int_direct_active"] };
const externalAdmin = {
  internal: false,
  email: "erik@example.com",
  roles: ["WIRE_delegatedadmin_extern"],
};
const internalAdmin = {
  internal: true,
  email: "ines@wire.example",
  roles: ["wire_delegatedadmin_intern"],
};
const employee = { internal: true, email: "emil@wire.example", roles: ["wire_int_mfpwm_active"] };
const companyAddress = { internal: false, email: "New@Wire.Example", roles: [] };
const internalRoleOnly = {
  internal: false,
  email: "x@example.com",
  roles: ["wire_delegatedadmin_intern"],
};

describe("userLevel", () => {
  it.each([
    ["a customer", customer, USER_LEVELS.customer],
    ["an external administrator", externalAdmin, USER_LEVELS.externalAdmin],
    ["an internal administrator", internalAdmin, USER_LEVELS.internal],
    ["an employee", employee, USER_LEVELS.internal],
    ["a company address without the flag", companyAddress, USER_LEVELS.internal],
    ["the internal administrator role without the flag", internalRoleOnly, USER_LEVELS.internal],
  ])("%s", (_, user, level) => {
    expect(userLevel(user, rules)).toBe(level);
    expect(isInternalUser(user, rules)).toBe(level === USER_LEVELS.internal);
  });

  it("reads the role prefix and the company domains from the rules", () => {
    expect(userLevel(externalAdmin, { ...rules, rolePrefix: "acme" })).toBe(USER_LEVELS.customer);
    expect(userLevel(companyAddress, { ...rules, companyDomains: ["other.example"] })).toBe(
      USER_LEVELS.customer,
    );
  });
});

describe("canManageUser", () => {
  const external = { internal: false };
  const internal = { internal: true };

  it("lets an external administrator manage customers and fellow customer administrators", () => {
    expect(adminLevel(external)).toBe(USER_LEVELS.externalAdmin);
    expect(canManageUser(external, customer, rules)).toBe(true);
    expect(canManageUser(external, externalAdmin, rules)).toBe(true);
  });

  it.each([
    ["internal administrator", internalAdmin],
    ["employee", employee],
    ["company address", companyAddress],
    ["internal role", internalRoleOnly],
  ])("never lets an external administrator manage an %s", (_, user) => {
    expect(canManageUser(external, user, rules)).toBe(false);
  });

  it("lets an internal administrator manage everyone", () => {
    expect(adminLevel(internal)).toBe(USER_LEVELS.internal);
    for (const user of [customer, externalAdmin, internalAdmin, employee, companyAddress]) {
      expect(canManageUser(internal, user, rules)).toBe(true);
    }
  });
});
