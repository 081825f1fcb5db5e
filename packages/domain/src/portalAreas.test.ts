import { describe, expect, it } from "vitest";
import { deriveServiceStatuses } from "./deriveServiceStatuses.ts";
import { PORTAL_AREAS, portalAreas } from "./portalAreas.ts";

const areas = (roles: string[]) => portalAreas(deriveServiceStatuses(roles, "wire"));

describe("portalAreas", () => {
  it.each([
    [[], ["dashboard", "account"]],
    [["wire_int_serviceticketing_active"], ["dashboard", "tickets", "account"]],
    [["wire_int_assetdb_active"], ["dashboard", "inventory", "wireFlow", "account"]],
    [["wire_delegatedadmin_extern"], ["dashboard", "userAdmin", "account"]],
    [["wire_int_mfpmds_active"], ["dashboard", "wireFlow", "account"]],
    [["wire_int_mfpwm_active"], ["dashboard", "wireFlow", "account"]],
    [["wire_int_assetdb_pending"], ["dashboard", "account"]],
    [
      ["wire_int_productinfo_active"],
      ["dashboard", "productInformation", "cart", "requests", "account"],
    ],
    [["wire_int_direct_pending"], ["dashboard", "account"]],
  ])("roles %j → %j", (roles, expected) => {
    expect(areas(roles)).toEqual(expected);
  });

  it("names a route for every area", () => {
    expect(PORTAL_AREAS.tickets).toBe("tickets/list");
    expect(PORTAL_AREAS.dashboard).toBe("");
    // Requests have their own entry, not the cart's (issue 42).
    expect(PORTAL_AREAS.requests).toBe("requests");
  });
});
