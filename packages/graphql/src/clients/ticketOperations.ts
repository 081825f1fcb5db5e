import { print } from "graphql";
import { CreateTicketDocument, TicketDocument, TicketsDocument } from "../generated/sis/graphql";

/**
 * The only operations the browser may send through the tickets proxy: the
 * ticket documents of this package, compared as printed text — an
 * allow-list, so the proxy cannot be used to run arbitrary SIS queries.
 */
const ALLOWED = new Map(
  [TicketsDocument, TicketDocument, CreateTicketDocument].map((document) => [
    print(document),
    document,
  ]),
);

/** Whether a GraphQL request body names one of the ticket operations, exactly. */
export function isAllowedTicketOperation(query: unknown): query is string {
  return typeof query === "string" && ALLOWED.has(query);
}
