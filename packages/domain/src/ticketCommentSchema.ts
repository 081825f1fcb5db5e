import { z } from "zod";
import { requiredString } from "./formFields.ts";
import { VALIDATION_MESSAGES } from "./messages.ts";
import { TICKET_TEXT_LIMITS } from "./newTicketSchema.ts";

/**
 * The ticket comment form (spec §5): the comment is required ("Please enter a comment").
 *
 * @example
 * ticketCommentSchema.safeParse({ comment: " " }).success; // => false
 */
export const ticketCommentSchema = z.object({
  comment: requiredString(VALIDATION_MESSAGES.ticketComment.comment, TICKET_TEXT_LIMITS.comment),
});

/** A valid ticket comment. */
export type TicketComment = z.infer<typeof ticketCommentSchema>;
