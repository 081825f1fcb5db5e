import { describe, expect, it } from "vitest";
import { dashboardAction } from "./dashboardAction.ts";

describe("dashboardAction", () => {
  it.each([
    ["active", "open"],
    ["unregistered", "requestAccess"],
    ["invited", "acceptInvitation"],
    ["inviteExpired", "requestNewInvitation"],
    ["pending", null],
    ["comingSoon", null],
  ] as const)("%s → %s", (status, action) => {
    expect(dashboardAction(status)).toBe(action);
  });
});
