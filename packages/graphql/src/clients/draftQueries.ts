import { type DocumentNode, Kind, parse } from "graphql";

/** The longest query the draft proxy reads; the site's own draft queries are a few kilobytes. */
export const MAX_DRAFT_QUERY_LENGTH = 20_000;
/** The deepest selection it lets through: the content schema's deepest page query is far less. */
const MAX_DEPTH = 12;

/**
 * Why a GraphQL document may not pass the editor's draft proxy, or null
 * when it may: only queries (no mutation, no subscription), no
 * introspection (`__schema`, `__type`: the proxy is a door to drafts, not
 * to the schema), one document of bounded size and depth. The content
 * service checks its own rules again.
 *
 * @example
 * draftQueryRefusal("mutation { publish }"); // => "Only queries are allowed."
 */
export function draftQueryRefusal(query: unknown): string | null {
  if (typeof query !== "string" || !query.trim()) return "A GraphQL query is required.";
  if (query.length > MAX_DRAFT_QUERY_LENGTH) return "The query is too long.";
  let document: DocumentNode;
  try {
    document = parse(query, { maxTokens: 2_000 });
  } catch (error) {
    return `The query is not valid GraphQL: ${(error as Error).message}`;
  }
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (operations.length === 0) return "A GraphQL query is required.";
  if (operations.some((operation) => operation.operation !== "query")) {
    return "Only queries are allowed.";
  }
  let refusal: string | null = null;
  const visit = (node: unknown, depth: number) => {
    if (refusal || !node || typeof node !== "object") return;
    const selectionSet = (node as { selectionSet?: { selections: unknown[] } }).selectionSet;
    if (!selectionSet) return;
    if (depth > MAX_DEPTH) {
      refusal = "The query is too deep.";
      return;
    }
    for (const selection of selectionSet.selections) {
      const field = selection as { kind: string; name?: { value: string } };
      if (
        field.kind === Kind.FIELD &&
        (field.name?.value === "__schema" || field.name?.value === "__type")
      ) {
        refusal = "Introspection is not allowed.";
        return;
      }
      visit(selection, depth + 1);
    }
  };
  for (const definition of document.definitions) visit(definition, 0);
  return refusal;
}
