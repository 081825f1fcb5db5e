import { z } from "zod";
import { requiredString } from "./formFields.ts";
import { VALIDATION_MESSAGES } from "./messages.ts";

/**
 * The ticket comment form (spec §5): the comment is required ("Please enter a comment").
 *
 * @example
 * ticketCommentSchema.safeParse({ comment: " " }).success; // => false
 */
export const ticketCommentSchema = z.object({
  comment: requiredString(VALIDATION_MESSAGES.ticketComment.comment),
});

/** A valid ticket comment. */
export type TicketComment = z.infer<typeof ticketCommentSchema>;
