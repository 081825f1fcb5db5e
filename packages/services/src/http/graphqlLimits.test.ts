import { costLimitRule } from "@escape.tech/graphql-armor-cost-limit";
import { maxAliasesRule } from "@escape.tech/graphql-armor-max-aliases";
import { maxDepthRule } from "@escape.tech/graphql-armor-max-depth";
import { MaxTokensParserWLexer } from "@escape.tech/graphql-armor-max-tokens";
import { operationDocuments } from "@wire/graphql/operations";
import { type ServiceName, typeDefs } from "@wire/graphql/schema";
import { buildSchema, type DocumentNode, print, validate } from "graphql";
import { describe, expect, it } from "vitest";
import { GRAPHQL_LIMITS } from "./graphqlServer";

/** Every operation document the site sends, by service. */
const operations = (["content", "products", "sis"] as const).flatMap((service) =>
  Object.entries(operationDocuments(service)).map(([name, document]) => ({
    service,
    name,
    document,
  })),
);

const rules = [
  maxDepthRule({ n: GRAPHQL_LIMITS.maxDepth, ignoreIntrospection: false }),
  maxAliasesRule({ n: GRAPHQL_LIMITS.maxAliases }),
  costLimitRule({ maxCost: GRAPHQL_LIMITS.maxCost, ignoreIntrospection: false }),
];

const tokens = (text: string) => {
  const parser = new MaxTokensParserWLexer(text, { n: Number.MAX_SAFE_INTEGER } as never);
  parser.parseDocument();
  return parser.tokenCount;
};

/** The armor rules' verdict on a document: their error messages, or none. */
const refusals = (service: ServiceName, document: DocumentNode) => {
  try {
    return validate(buildSchema(typeDefs(service)), document, rules).map((e) => e.message);
  } catch (error) {
    // The armor rules throw their GraphQLError out of `validate`.
    return [(error as Error).message];
  }
};

describe("GraphQL limits", () => {
  it("let every operation of @wire/graphql through", () => {
    expect(operations.length).toBeGreaterThan(50);
    for (const { service, name, document } of operations) {
      expect({ name, refusals: refusals(service, document) }).toEqual({ name, refusals: [] });
      expect(tokens(print(document)), name).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxTokens / 2);
    }
  });

  it("refuse many aliases, deep nesting and multiplied lists", () => {
    const aliases = `{ ${Array.from({ length: 31 }, (_, i) => `a${i}: sites { id }`).join(" ")} }`;
    expect(refusals("content", parseDocument(aliases))).toEqual([
      "Syntax Error: Aliases limit of 30 exceeded, found 31.",
    ]);
    const nested = (depth: number): string =>
      depth === 0 ? "name" : `ofType { ${nested(depth - 1)} }`;
    expect(
      refusals("content", parseDocument(`{ __schema { types { ${nested(16)} } } }`))[0],
    ).toMatch(/Query depth limit of 15 exceeded/);
    const lists = `{ ${Array.from({ length: 4 }, (_, i) => `p${i}: pages(first: 1000) { id slug title }`).join(" ")} }`;
    expect(refusals("content", parseDocument(lists))[0]).toMatch(/Query Cost limit of 20000/);
  });
});

function parseDocument(text: string): DocumentNode {
  return new MaxTokensParserWLexer(text, { n: GRAPHQL_LIMITS.maxTokens } as never).parseDocument();
}
