import { z } from "zod";
import { CLOSE_TICKET_REASONS } from "./canCloseTicket.ts";
import { optionalString } from "./formFields.ts";
import { INVALID_VALUE_MESSAGE } from "./messages.ts";
import { TICKET_TEXT_LIMITS } from "./newTicketSchema.ts";

const REASONS = CLOSE_TICKET_REASONS.map((reason) => reason.value) as [
  (typeof CLOSE_TICKET_REASONS)[number]["value"],
  ...(typeof CLOSE_TICKET_REASONS)[number]["value"][],
];

/**
 * The close-ticket form (spec §4): a reason from `CLOSE_TICKET_REASONS` (else "Please enter a
 * valid value.", the spec gives no message) and an optional comment.
 *
 * @example
 * closeTicketSchema.parse({ reason: "noLongerRelevant" }); // => { reason: "noLongerRelevant" }
 */
export const closeTicketSchema = z.object({
  reason: z.enum(REASONS, { error: INVALID_VALUE_MESSAGE }),
  comment: optionalString(TICKET_TEXT_LIMITS.comment),
});

/** A valid close-ticket request. */
export type CloseTicket = z.infer<typeof closeTicketSchema>;
