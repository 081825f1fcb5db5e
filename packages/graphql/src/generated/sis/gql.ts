/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query Tickets {\n  tickets {\n    ...TicketFields\n  }\n}\n\nquery Ticket($id: ID!) {\n  ticket(id: $id) {\n    ...TicketFields\n  }\n}\n\nmutation CreateTicket($input: NewTicketInput!) {\n  createTicket(input: $input) {\n    ...TicketFields\n  }\n}\n\nfragment TicketFields on Ticket {\n  id\n  subject\n  description\n  status\n  location\n  ticketType\n  machine\n  createdAt\n}": typeof types.TicketsDocument,
};
const documents: Documents = {
    "query Tickets {\n  tickets {\n    ...TicketFields\n  }\n}\n\nquery Ticket($id: ID!) {\n  ticket(id: $id) {\n    ...TicketFields\n  }\n}\n\nmutation CreateTicket($input: NewTicketInput!) {\n  createTicket(input: $input) {\n    ...TicketFields\n  }\n}\n\nfragment TicketFields on Ticket {\n  id\n  subject\n  description\n  status\n  location\n  ticketType\n  machine\n  createdAt\n}": types.TicketsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Tickets {\n  tickets {\n    ...TicketFields\n  }\n}\n\nquery Ticket($id: ID!) {\n  ticket(id: $id) {\n    ...TicketFields\n  }\n}\n\nmutation CreateTicket($input: NewTicketInput!) {\n  createTicket(input: $input) {\n    ...TicketFields\n  }\n}\n\nfragment TicketFields on Ticket {\n  id\n  subject\n  description\n  status\n  location\n  ticketType\n  machine\n  createdAt\n}"): (typeof documents)["query Tickets {\n  tickets {\n    ...TicketFields\n  }\n}\n\nquery Ticket($id: ID!) {\n  ticket(id: $id) {\n    ...TicketFields\n  }\n}\n\nmutation CreateTicket($input: NewTicketInput!) {\n  createTicket(input: $input) {\n    ...TicketFields\n  }\n}\n\nfragment TicketFields on Ticket {\n  id\n  subject\n  description\n  status\n  location\n  ticketType\n  machine\n  createdAt\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;