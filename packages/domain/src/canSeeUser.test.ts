import { describe, expect, it } from "vitest";
import { canSeeUser } from "./canSeeUser.ts";

describe("canSeeUser", () => {
  it.each([
    [["a", "b"], ["b"], true],
    [["a"], ["a", "c"], true],
    [["a"], ["b"], false],
    [[], ["a"], false],
    [["a"], [], false],
  ])("admin %j, user %j → %s", (admin, user, expected) => {
    expect(canSeeUser({ organizationIds: admin }, { organizationIds: user })).toBe(expected);
  });
});
