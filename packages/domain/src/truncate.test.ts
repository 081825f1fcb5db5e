import { describe, expect, it } from "vitest";
import { truncate } from "./truncate.ts";

describe("truncate", () => {
  it.each([
    ["Wire processing machines", 10, "Wire proc…"],
    ["Wire processing", 6, "Wire…"],
    ["short", 5, "short"],
    ["short", 10, "short"],
    ["abc", 1, "…"],
    ["abc", 0, ""],
    ["", 3, ""],
  ])("%j, %d → %j", (text, max, expected) => {
    const result = truncate(text, max);
    expect(result).toBe(expected);
    expect(result.length).toBeLessThanOrEqual(Math.max(max, 0));
  });
});
