import type { Database } from "../db/connect";
import type { PartsRequestStatus } from "../db/partsSchema";
import type { TicketStatusValue } from "../db/sisSchema";
import { createNotificationStore } from "./notificationStore";
import { canMoveRequest, createRequestStore, REQUEST_STATUSES } from "./requestStore";
import { createTicketStore, TICKET_STATUSES } from "./ticketStore";

/** The first words of a reply, for its notification. */
const excerpt = (text: string) => (text.length > 120 ? `${text.slice(0, 117).trimEnd()}…` : text);

/**
 * The service desk's side of a ticket: replies and status changes, each
 * notifying the ticket's contact; and status changes of quote and order
 * requests, each notifying the requester. Used by the `desk` command and by tests;
 * not reachable from the customer-facing GraphQL API.
 */
export function createServiceDesk(db: Database) {
  const tickets = createTicketStore(db);
  const notifications = createNotificationStore(db);
  const requests = createRequestStore(db);

  async function ticketOrThrow(id: string) {
    const ticket = await tickets.getForDesk(id);
    if (!ticket) throw new DeskRefusal(`No ticket ${id}`);
    return ticket;
  }

  return {
    async reply(id: string, options: { author: string; text: string }) {
      const ticket = await ticketOrThrow(id);
      const text = options.text.trim();
      if (!text) throw new DeskRefusal("A reply needs a text");
      await tickets.addReply({
        ticketId: id,
        origin: "SERVICE_DESK",
        author: options.author,
        text,
      });
      await notifications.notify({
        userId: ticket.contactId,
        organisationId: ticket.organisationId,
        ticketId: id,
        kind: "REPLY",
        detail: excerpt(text),
      });
    },

    async setStatus(id: string, status: TicketStatusValue) {
      if (!TICKET_STATUSES.includes(status)) {
        throw new DeskRefusal(`Unknown status ${status}; one of ${TICKET_STATUSES.join(", ")}`);
      }
      const ticket = await ticketOrThrow(id);
      if (ticket.status === status) return;
      await tickets.setStatus(id, status);
      await notifications.notify({
        userId: ticket.contactId,
        organisationId: ticket.organisationId,
        ticketId: id,
        kind: "STATUS",
        detail: status,
      });
    },

    /** Moves a quote or order request on (see `canMoveRequest`) and notifies its requester. */
    async setRequestStatus(reference: string, status: PartsRequestStatus, note?: string) {
      if (!REQUEST_STATUSES.includes(status)) {
        throw new DeskRefusal(`Unknown status ${status}; one of ${REQUEST_STATUSES.join(", ")}`);
      }
      const request = await requests.getForDesk(reference);
      if (!request) throw new DeskRefusal(`No request ${reference}`);
      if (!canMoveRequest(request, status)) {
        throw new RequestStatusError(
          `A ${request.type.toLowerCase()} request in ${request.status} cannot move to ${status}`,
        );
      }
      await requests.setStatus(reference, status, note?.trim() || null);
      await notifications.notify({
        userId: request.requesterId,
        organisationId: request.organisationId,
        requestReference: reference,
        kind: "REQUEST_STATUS",
        detail: status,
      });
    },
  };
}

/** A refusal of the service desk's own (no such ticket, no text): its message says why. */
export class DeskRefusal extends Error {}

/** A status change the request's lifecycle does not allow (the desk API answers 409). */
export class RequestStatusError extends DeskRefusal {}
