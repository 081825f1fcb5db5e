import { describe, expect, it } from "vitest";
import { isCompanyEmail } from "./isCompanyEmail.ts";

describe("isCompanyEmail", () => {
  const domains = ["wire.example", " Wire-Group.example "];
  it.each([
    ["internal.admin@wire.example", true],
    ["Someone@WIRE.Example", true],
    ["someone@ch.wire.example", true],
    ["someone@wire.example.", true],
    ["someone@wire-group.example", true],
    ["admin@example.com", false],
    ["someone@wire.example.com", false],
    ["someone@notwire.example", false],
    ["wire.example", false],
    ["someone@", false],
    ["", false],
  ])("%j → %s", (email, expected) => {
    expect(isCompanyEmail(email, domains)).toBe(expected);
  });

  it("knows no company address without company domains", () => {
    expect(isCompanyEmail("someone@wire.example", [])).toBe(false);
    expect(isCompanyEmail("someone@wire.example", [""])).toBe(false);
  });
});
