import { describe, expect, it } from "vitest";
import { localeSegmentOf, safeReturnPath } from "./returnPath";

describe("safeReturnPath", () => {
  it.each([
    ["/de/portal/account", "/de/portal/account"],
    ["/en/portal?tab=2", "/en/portal?tab=2"],
    ["//evil.example/x", "/en/portal"],
    ["/\\evil.example", "/en/portal"],
    ["https://evil.example", "/en/portal"],
    ["", "/en/portal"],
    [null, "/en/portal"],
  ])("%s → %s", (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });
});

describe("localeSegmentOf", () => {
  it.each([
    ["/de-ch/portal", "de-ch"],
    ["/portal", "en"],
    ["/", "en"],
  ])("%s → %s", (input, expected) => {
    expect(localeSegmentOf(input)).toBe(expected);
  });
});
