import { describe, expect, it } from "vitest";
import {
  accessFromRoles,
  applicationRole,
  effectiveAccessState,
  roleMeaning,
  rolesForAccess,
} from "./applicationRoles.ts";
import { deriveServiceStatuses } from "./deriveServiceStatuses.ts";

describe("applicationRole", () => {
  it("grants the active role of an application", () => {
    expect(applicationRole("wire", "inventory", "active")).toBe("wire_int_assetdb_active");
  });
  it("grants no role for states the identity server does not know", () => {
    expect(applicationRole("wire", "inventory", "pending")).toBeNull();
    expect(applicationRole("wire", "serviceTicketing", "inactive")).toBeNull();
  });
  it("gives internal users the internal administrator role", () => {
    expect(applicationRole("wire", "delegatedAdmin", "active", true)).toBe(
      "wire_delegatedadmin_intern",
    );
  });
});

describe("rolesForAccess", () => {
  it("replaces application roles and keeps the others", () => {
    const roles = rolesForAccess(
      "wire",
      ["wire_int_assetdb_active", "wire_artemis_onpremuser", "wire_int_lmsefront_invited"],
      { serviceTicketing: "active", kampus: "inviteExpired", inventory: "inactive" },
    );
    expect(roles).toEqual([
      "wire_artemis_onpremuser",
      "wire_int_serviceticketing_active",
      "wire_int_lmsefront_inviteexpired",
    ]);
  });
  it("makes the dashboard show the change", () => {
    const before = ["wire_int_serviceticketing_active"];
    const after = rolesForAccess("wire", before, { serviceTicketing: "inactive" });
    expect(deriveServiceStatuses(after, "wire").serviceTicketing.status).toBe("unregistered");
  });
});

describe("accessFromRoles", () => {
  it("reads states back from roles, active first", () => {
    expect(
      accessFromRoles("wire", [
        "wire_int_direct_pending",
        "wire_int_direct_active",
        "wire_int_lmsefront_inviteexpired",
        "wire_delegatedadmin_intern",
      ]),
    ).toEqual({ komaxDirect: "active", kampus: "inviteExpired", delegatedAdmin: "active" });
  });
  it("round-trips through rolesForAccess", () => {
    const access = { komaxDirect: "pending", productInformation: "active" } as const;
    expect(accessFromRoles("wire", rolesForAccess("wire", [], access))).toEqual(access);
  });
});

describe("effectiveAccessState", () => {
  const now = new Date("2026-11-25T12:00:00Z");
  it("shows an invitation past its expiry as expired", () => {
    expect(effectiveAccessState("invited", new Date("2026-11-25T11:59:59Z"), now)).toBe(
      "inviteExpired",
    );
  });
  it("keeps a valid invitation and every other state", () => {
    expect(effectiveAccessState("invited", new Date("2026-12-01T00:00:00Z"), now)).toBe("invited");
    expect(effectiveAccessState("active", new Date("2020-01-01T00:00:00Z"), now)).toBe("active");
  });
});

describe("roleMeaning", () => {
  it("reads an application role as its application and access state, whatever the prefix", () => {
    expect(roleMeaning("wire_int_direct_pending")).toEqual({
      kind: "access",
      application: "komaxDirect",
      state: "pending",
    });
    expect(roleMeaning("ACME_int_lmsefront_inviteexpired")).toEqual({
      kind: "access",
      application: "kampus",
      state: "inviteExpired",
    });
    expect(roleMeaning("wire_delegatedadmin_intern")).toEqual({
      kind: "access",
      application: "delegatedAdmin",
      state: "active",
    });
  });

  it("knows artemis on premises and leaves other roles unread", () => {
    expect(roleMeaning("wire_artemis_onpremuser")).toEqual({ kind: "artemisOnPremises" });
    expect(roleMeaning("offline_access")).toBeNull();
  });
});
