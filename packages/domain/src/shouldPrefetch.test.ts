import { describe, expect, it } from "vitest";
import { shouldPrefetch } from "./shouldPrefetch.ts";

describe("shouldPrefetch", () => {
  it.each([
    [undefined, true],
    [null, true],
    [{}, true],
    [{ effectiveType: "4g" }, true],
    [{ effectiveType: "3g" }, true],
    [{ effectiveType: "2g" }, false],
    [{ effectiveType: "slow-2g" }, false],
    [{ saveData: true, effectiveType: "4g" }, false],
  ])("%j → %s", (connection, expected) => {
    expect(shouldPrefetch(connection)).toBe(expected);
  });
});
