import { describe, expect, it } from "vitest";
import { DASHBOARD_STATUSES, dashboardStatus } from "./dashboardStatus.ts";

describe("dashboardStatus", () => {
  it.each([
    ["unknown", "unregistered"],
    ["noprocess", "unregistered"],
    ["unregistered", "unregistered"],
    ["pending", "pending"],
    ["active", "active"],
    ["invited", "invited"],
    ["inviteexpired", "inviteExpired"],
    ["inactive", "unregistered"],
    ["declined", "unregistered"],
    ["comingsoon", "comingSoon"],
  ] as const)("%s → %s", (status, expected) => {
    expect(dashboardStatus(status)).toBe(expected);
  });

  it("falls back to unregistered for values outside the type", () => {
    expect(dashboardStatus("bogus" as never)).toBe("unregistered");
  });

  it("lists the dashboard statuses", () => {
    expect(DASHBOARD_STATUSES).toEqual([
      "unregistered",
      "pending",
      "active",
      "comingSoon",
      "invited",
      "inviteExpired",
    ]);
  });
});
