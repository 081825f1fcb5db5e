import { describe, expect, it } from "vitest";
import { APPLICATION_ACCESS_STATES, applicationActions } from "./applicationActions.ts";
import { applyApplicationAction } from "./applyApplicationAction.ts";

describe("applicationActions", () => {
  it.each([
    ["unknown", ["addApplication", "grant"]],
    ["invited", ["resendInvite", "withdraw"]],
    ["inviteExpired", ["sendNewInvite", "withdraw"]],
    ["pending", ["accept", "decline"]],
    ["active", ["update", "withdraw"]],
    ["inactive", ["grant"]],
    ["declined", ["grant"]],
    ["bogus", []],
  ] as const)("%s → %j", (state, actions) => {
    expect(applicationActions(state as never)).toEqual(actions);
  });

  it("covers every state", () => {
    expect(APPLICATION_ACCESS_STATES).toHaveLength(7);
    for (const state of APPLICATION_ACCESS_STATES) {
      expect(applicationActions(state).length).toBeGreaterThan(0);
    }
  });
});

describe("applyApplicationAction", () => {
  it.each([
    ["unknown", "addApplication", "invited"],
    ["unknown", "grant", "active"],
    ["invited", "resendInvite", "invited"],
    ["invited", "withdraw", "unknown"],
    ["inviteExpired", "sendNewInvite", "invited"],
    ["inviteExpired", "withdraw", "unknown"],
    ["pending", "accept", "active"],
    ["pending", "decline", "declined"],
    ["active", "update", "active"],
    ["active", "withdraw", "inactive"],
    ["inactive", "grant", "active"],
    ["declined", "grant", "active"],
  ] as const)("%s + %s → %s", (state, action, next) => {
    expect(applyApplicationAction(state, action)).toBe(next);
  });

  it.each([
    ["active", "accept"],
    ["pending", "withdraw"],
    ["declined", "decline"],
    ["invited", "grant"],
  ] as const)("throws for %s + %s", (state, action) => {
    expect(() => applyApplicationAction(state, action)).toThrow(
      new Error(`Action "${action}" is not allowed in state "${state}"`),
    );
  });
});
