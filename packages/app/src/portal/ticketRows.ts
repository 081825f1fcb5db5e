import type { StatusTone } from "@wire/design-system";
import type { TicketSummary } from "@wire/graphql";
import { enumKey } from "../i18n/enumKey";
import { formatDateTime } from "./formatPortal";
import type { PortalContext } from "./portalContext";
import { TICKET_STATUS_TONE } from "./ticketPresentation";

/** Ticket table rows and headers, shared by the ticket list and a machine's page. */
export function ticketTable(context: PortalContext, tickets: readonly TicketSummary[]) {
  const { t, language, locale } = context;
  const rows: TicketRow[] = tickets.map((ticket) => ({
    id: ticket.id,
    href: `/${locale}/portal/tickets/${ticket.id}`,
    subject: ticket.subject,
    status: {
      label: t(`tickets.statuses.${enumKey(ticket.status)}`),
      tone: TICKET_STATUS_TONE[ticket.status],
    },
    type: t(`tickets.types.${enumKey(ticket.type)}`),
    concern: ticket.concern,
    location: ticket.location.name,
    created: formatDateTime(ticket.createdAt, language),
    updated: formatDateTime(ticket.updatedAt, language),
    replies: t("tickets.list.replies", { count: ticket.replyCount }),
  }));
  const headers = {
    id: t("tickets.fields.ticketId"),
    subject: t("tickets.fields.subject"),
    replies: t("tickets.detail.timeline"),
    status: t("tickets.fields.status"),
    type: t("tickets.fields.type"),
    machine: t("tickets.fields.machine"),
    location: t("tickets.fields.location"),
    created: t("tickets.fields.createdOn"),
    updated: t("tickets.list.updated"),
  };
  return { rows, headers };
}

export interface TicketRow {
  id: string;
  href: string;
  subject: string;
  status: { label: string; tone: StatusTone };
  type: string;
  concern: string;
  location: string;
  created: string;
  updated: string;
  replies: string;
}
