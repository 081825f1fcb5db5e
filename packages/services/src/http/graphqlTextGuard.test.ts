import { describe, expect, it } from "vitest";
import { holdsNul } from "./graphqlTextGuard";

describe("holdsNul", () => {
  it("finds a NUL in any string of the variables, at any depth", () => {
    expect(holdsNul({ slug: "\u0000" })).toBe(true);
    expect(holdsNul({ where: { terms: ["a", "b\u0000c"] } })).toBe(true);
  });

  it("passes variables without one, and no variables", () => {
    expect(holdsNul({ slug: "gamma-263", first: 1, flags: [true, null] })).toBe(false);
    expect(holdsNul({ text: "\\\\u0000 typed as six characters" })).toBe(false);
    expect(holdsNul(undefined)).toBe(false);
  });
});
