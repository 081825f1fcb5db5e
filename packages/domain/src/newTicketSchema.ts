import { z } from "zod";
import { optionalString, requiredString } from "./formFields.ts";
import { INVALID_VALUE_MESSAGE, VALIDATION_MESSAGES } from "./messages.ts";

/** The longest texts a ticket keeps (the spec sets none; these fit a service desk's tools). */
export const TICKET_TEXT_LIMITS = Object.freeze({
  subject: 200,
  description: 20_000,
  comment: 20_000,
  machineName: 120,
  serialNumber: 60,
});

/** Something that looks like an HTML tag. */
const MARKUP = /<\/?[a-z!?][^>]*>/i;

const m = VALIDATION_MESSAGES.newTicket;

/**
 * The new ticket form (spec §5): location, ticket type, machine, subject and description are
 * required with the spec's messages; machine name and serial number are optional. Lengths are
 * bounded (`TICKET_TEXT_LIMITS`, "Please enter a shorter text.") and the subject, shown in lists
 * and notifications, is plain text: markup gives "Please enter a valid value.".
 *
 * @example
 * newTicketSchema.safeParse({}).error?.issues[0]?.message; // => "Please select a location"
 */
export const newTicketSchema = z.object({
  location: requiredString(m.location, 100),
  ticketType: requiredString(m.ticketType, 100),
  machine: requiredString(m.machine, 100),
  machineName: optionalString(TICKET_TEXT_LIMITS.machineName),
  serialNumber: optionalString(TICKET_TEXT_LIMITS.serialNumber),
  subject: requiredString(m.subject, TICKET_TEXT_LIMITS.subject).refine(
    (subject) => !MARKUP.test(subject),
    { error: INVALID_VALUE_MESSAGE },
  ),
  description: requiredString(m.description, TICKET_TEXT_LIMITS.description),
});

/** A valid new ticket. */
export type NewTicket = z.infer<typeof newTicketSchema>;
