import { describe, expect, it } from "vitest";
import { deriveServiceStatuses, SERVICE_STATUSES } from "./deriveServiceStatuses.ts";

const P = "acme";

describe("deriveServiceStatuses", () => {
  it("gives unregistered, cloud and alpha without roles", () => {
    expect(deriveServiceStatuses(undefined, P)).toEqual({
      komaxDirect: { status: "unregistered" },
      serviceTicketing: { status: "unregistered" },
      inventory: { status: "unregistered" },
      delegatedAdmin: { status: "unregistered" },
      artemis: { status: "unregistered", userType: "cloud" },
      mfpWireMaster: { status: "unregistered" },
      mfpMasterData: { status: "unregistered" },
      kampus: { status: "unregistered" },
      productInformation: { status: "unregistered", productionStatus: "alpha" },
    });
  });

  it.each([
    ["komaxDirect", ["acme_int_direct_pending"], "pending"],
    ["komaxDirect", ["acme_int_direct_active"], "active"],
    ["komaxDirect", ["acme_int_direct_active", "acme_int_direct_pending"], "pending"],
    ["komaxDirect", ["other_int_direct_active"], "unregistered"],
    ["serviceTicketing", ["acme_int_serviceticketing_active"], "active"],
    ["inventory", ["acme_int_assetdb_active"], "active"],
    ["artemis", ["acme_int_artemis_active"], "active"],
    ["mfpWireMaster", ["acme_int_mfpwm_active"], "active"],
    ["mfpMasterData", ["acme_int_mfpmds_active"], "active"],
    ["productInformation", ["acme_int_productinfo_active"], "active"],
    ["delegatedAdmin", ["acme_delegatedadmin_intern"], "active"],
    ["delegatedAdmin", ["acme_delegatedadmin_extern"], "active"],
    ["kampus", ["acme_int_lmsefront_active"], "active"],
    ["kampus", ["acme_int_lmsefront_invited"], "invited"],
    ["kampus", ["acme_int_lmsefront_inviteexpired"], "inviteexpired"],
    ["kampus", ["acme_int_lmsefront_invited", "acme_int_lmsefront_active"], "active"],
    ["serviceTicketing", "prefix-ACME_INT_SERVICETICKETING_ACTIVE-suffix", "active"],
    ["inventory", "acme_int_direct_active,acme_int_assetdb_active", "active"],
    ["inventory", [], "unregistered"],
    ["inventory", null, "unregistered"],
  ] as const)("%s with %j → %s", (service, roles, status) => {
    expect(deriveServiceStatuses(roles, P)[service].status).toBe(status);
  });

  it.each([
    [["acme_artemis_onpremuser"], "onprem"],
    [["acme_int_artemis_active"], "cloud"],
  ])("artemis user type for %j → %s", (roles, userType) => {
    expect(deriveServiceStatuses(roles, P).artemis.userType).toBe(userType);
  });

  it("lists every service status", () => {
    expect(SERVICE_STATUSES).toEqual([
      "unknown",
      "noprocess",
      "unregistered",
      "pending",
      "active",
      "invited",
      "inviteexpired",
      "inactive",
      "declined",
      "comingsoon",
    ]);
  });
});
