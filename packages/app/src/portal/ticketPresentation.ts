import type { StatusTone } from "@wire/design-system";
import type { TicketStatus } from "@wire/graphql";

/** Which badge tone a ticket status reads as: waiting on the customer stands out. */
export const TICKET_STATUS_TONE: Record<TicketStatus, StatusTone> = {
  NEW: "info",
  IN_PROGRESS: "brand",
  WAITING_FOR_CUSTOMER: "caution",
  RESOLVED: "positive",
  CLOSED: "neutral",
};
