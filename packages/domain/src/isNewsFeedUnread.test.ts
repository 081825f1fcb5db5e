import { describe, expect, it } from "vitest";
import { isNewsFeedUnread } from "./isNewsFeedUnread.ts";

describe("isNewsFeedUnread", () => {
  it.each([
    ["n2", "n1", true],
    ["n1", "n1", false],
    ["n1", null, true],
    ["n1", undefined, true],
    [null, "n1", false],
    [undefined, undefined, false],
    ["", null, false],
  ])("%j vs %j → %s", (latest, lastRead, expected) => {
    expect(isNewsFeedUnread(latest, lastRead)).toBe(expected);
  });
});
