/**
 * Reasons for closing a ticket (spec §4); `label` is the spec's wording, the English text of the
 * translation key.
 */
export const CLOSE_TICKET_REASONS = [
  { value: "solvedByCompany", label: "solved by the product's company" },
  { value: "solvedWithoutCompany", label: "solved without the company" },
  { value: "noLongerRelevant", label: "no longer relevant" },
] as const;

/** A close-ticket reason value. */
export type CloseTicketReason = (typeof CLOSE_TICKET_REASONS)[number]["value"];

/** Ticket statuses that count as closed (compared without case); the full set is not in the spec. */
export const CLOSED_TICKET_STATUSES = ["closed", "cancelled", "canceled"] as const;

/**
 * Whether a ticket can be closed: not when its status is already closed (or cancelled),
 * compared without case (spec §4).
 *
 * @example
 * canCloseTicket({ status: "Open" }); // => true
 * canCloseTicket({ status: "Closed" }); // => false
 */
export function canCloseTicket(ticket: { readonly status?: string | null }): boolean {
  const status = (ticket.status ?? "").trim().toLowerCase();
  return !(CLOSED_TICKET_STATUSES as readonly string[]).includes(status);
}
