import {
  CreateTicketDocument,
  TicketDocument,
  type TicketFieldsFragment,
  TicketsDocument,
} from "../generated/sis/graphql";
import type { NewTicket, Ticket } from "../model";
import { createRequester, type Logger } from "./request";

/** The header that carries the user's ID token to the SIS (spec section 7). */
export const ID_TOKEN_HEADER = "x-id-token";

/** The same-origin route through which the browser reaches the ticketing service. */
export const TICKETS_PROXY_PATH = "/api/tickets-proxy";

const toTicket = (t: TicketFieldsFragment): Ticket => ({ ...t, createdAt: new Date(t.createdAt) });

function ticketGetters(request: ReturnType<typeof createRequester>) {
  return {
    async getTickets(): Promise<Ticket[]> {
      const { tickets } = await request(TicketsDocument);
      return tickets.map(toTicket);
    },
    async getTicket(id: string): Promise<Ticket | null> {
      const { ticket } = await request(TicketDocument, { id });
      return ticket ? toTicket(ticket) : null;
    },
    async createTicket(input: NewTicket): Promise<Ticket> {
      const { createTicket } = await request(CreateTicketDocument, { input });
      return toTicket(createTicket);
    },
  };
}

/**
 * The authenticated SIS / ticketing client used on the server: sends the
 * user's ID token, and treats an empty answer as an error.
 */
export function createSisClient(options: {
  endpoint: string;
  idToken: string;
  fetch?: typeof fetch;
  logger?: Logger;
}) {
  return ticketGetters(
    createRequester({
      service: "sis",
      endpoint: options.endpoint,
      headers: { [ID_TOKEN_HEADER]: options.idToken },
      requireData: true,
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.logger ? { logger: options.logger } : {}),
    }),
  );
}

/**
 * The ticket variant for the browser: it goes through the app's same-origin
 * proxy, which adds the ID token from the server-side session, so no token
 * ever reaches client code.
 */
export function createTicketsProxyClient(
  options: { endpoint?: string; fetch?: typeof fetch; logger?: Logger } = {},
) {
  return ticketGetters(
    createRequester({
      service: "tickets",
      endpoint: options.endpoint ?? TICKETS_PROXY_PATH,
      requireData: true,
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.logger ? { logger: options.logger } : {}),
    }),
  );
}
