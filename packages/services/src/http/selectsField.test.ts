import { buildSchema, type GraphQLResolveInfo, graphql } from "graphql";
import { describe, expect, it } from "vitest";
import { selectsField } from "./selectsField";

const schema = buildSchema(`
  type Page { total: Int! items: [Int!]! }
  type Query { page: Page! }
`);

async function asksForTotal(query: string): Promise<boolean> {
  let asked: boolean | undefined;
  const result = await graphql({
    schema,
    source: query,
    rootValue: {
      page: (_: unknown, __: unknown, info: GraphQLResolveInfo) => {
        asked = selectsField(info, "total");
        return { total: 3, items: [1] };
      },
    },
  });
  expect(result.errors).toBeUndefined();
  return asked!;
}

describe("selectsField", () => {
  it("sees the field asked for directly, under an alias, in inline and named fragments", async () => {
    expect(await asksForTotal("{ page { total items } }")).toBe(true);
    expect(await asksForTotal("{ page { n: total } }")).toBe(true);
    expect(await asksForTotal("{ page { ... on Page { total } } }")).toBe(true);
    expect(await asksForTotal("{ page { ...P } } fragment P on Page { items total }")).toBe(true);
  });

  it("is false when only other fields are asked for (the dashboard's five tickets)", async () => {
    expect(await asksForTotal("{ page { items } }")).toBe(false);
    expect(await asksForTotal("{ page { ...P } } fragment P on Page { items }")).toBe(false);
  });
});
