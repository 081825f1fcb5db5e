import { z } from "zod";
import { optionalString, requiredString } from "./formFields.ts";
import { VALIDATION_MESSAGES } from "./messages.ts";

const m = VALIDATION_MESSAGES.newTicket;

/**
 * The new ticket form (spec §5): location, ticket type, machine, subject and description are
 * required with the spec's messages; machine name and serial number are optional.
 *
 * @example
 * newTicketSchema.safeParse({}).error?.issues[0]?.message; // => "Please select a location"
 */
export const newTicketSchema = z.object({
  location: requiredString(m.location),
  ticketType: requiredString(m.ticketType),
  machine: requiredString(m.machine),
  machineName: optionalString(),
  serialNumber: optionalString(),
  subject: requiredString(m.subject),
  description: requiredString(m.description),
});

/** A valid new ticket. */
export type NewTicket = z.infer<typeof newTicketSchema>;
