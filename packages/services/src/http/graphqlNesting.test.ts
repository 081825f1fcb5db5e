import { describe, expect, it } from "vitest";
import { documentNesting } from "./graphqlNesting";

describe("documentNesting", () => {
  it("counts braces, brackets and parentheses, not those in strings or comments", () => {
    expect(documentNesting("{ a(x: [[1]]) { b } }")).toBe(4);
    expect(documentNesting('{ a(x: "{{{{[[[[") }')).toBe(2);
    expect(documentNesting('{ a(x: """ {{{{ "" [[[ """) }')).toBe(2);
    expect(documentNesting('{ a(x: "\\" {{{") }')).toBe(2);
    expect(documentNesting("# {{{{{{\n{ a }")).toBe(1);
    expect(documentNesting(`{${"a{".repeat(5_000)}b${"}".repeat(5_000)}}`)).toBe(5_001);
  });
});
