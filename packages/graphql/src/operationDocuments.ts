import { type DocumentNode, Kind } from "graphql";
import * as content from "./generated/content/graphql";
import * as products from "./generated/products/graphql";
import * as sis from "./generated/sis/graphql";
import type { ServiceName } from "./schema";

const generated = { content, products, sis } as const;

/** A generated document that holds an operation (not a lone fragment). */
function isOperationDocument(value: unknown): value is DocumentNode {
  const document = value as DocumentNode;
  return (
    document?.kind === Kind.DOCUMENT &&
    document.definitions.some((definition) => definition.kind === Kind.OPERATION_DEFINITION)
  );
}

/**
 * Every operation the site sends to one service, by its generated name, so the services can
 * check their limits against what the site really asks.
 *
 * @example
 * Object.keys(operationDocuments("content")); // => ["CountriesDocument", …]
 */
export function operationDocuments(service: ServiceName): Record<string, DocumentNode> {
  return Object.fromEntries(
    Object.entries(generated[service]).filter(([, value]) => isOperationDocument(value)),
  ) as Record<string, DocumentNode>;
}
