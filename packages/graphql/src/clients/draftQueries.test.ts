import { describe, expect, it } from "vitest";
import { draftQueryRefusal } from "./draftQueries";

describe("draftQueryRefusal", () => {
  it("lets a page query through", () => {
    expect(
      draftQueryRefusal(
        "query Page($id: ID!) { page(id: $id, stage: DRAFT) { id title __typename } }",
      ),
    ).toBeNull();
  });

  it("refuses mutations and subscriptions, also beside a query", () => {
    expect(draftQueryRefusal("mutation { publishPage(id: 1) { id } }")).toBe(
      "Only queries are allowed.",
    );
    expect(draftQueryRefusal("subscription { pages { id } }")).toBe("Only queries are allowed.");
    expect(draftQueryRefusal("query A { pages { id } } mutation B { x }")).toBe(
      "Only queries are allowed.",
    );
  });

  it("refuses introspection, at the top or nested in fragments", () => {
    expect(draftQueryRefusal("{ __schema { types { name } } }")).toBe(
      "Introspection is not allowed.",
    );
    expect(
      draftQueryRefusal(
        '{ page(id: "x") { ...F } } fragment F on Page { __type(name: "Page") { name } }',
      ),
    ).toBe("Introspection is not allowed.");
  });

  it("refuses what is not a query: empty, not text, invalid, too long, too deep", () => {
    expect(draftQueryRefusal("")).toBe("A GraphQL query is required.");
    expect(draftQueryRefusal(42)).toBe("A GraphQL query is required.");
    expect(draftQueryRefusal("query {")).toMatch(/^The query is not valid GraphQL/);
    expect(draftQueryRefusal(`{ a ${" ".repeat(20_001)} }`)).toBe("The query is too long.");
    const deep = `{ ${"a { ".repeat(20)}b${" }".repeat(20)} }`;
    expect(draftQueryRefusal(deep)).toBe("The query is too deep.");
  });
});
