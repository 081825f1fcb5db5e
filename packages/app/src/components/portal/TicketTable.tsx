"use client";

import { DataTable, type DataTableSortDirection, Link, StatusBadge } from "@wire/design-system";
import type { TicketRow } from "../../portal/ticketRows";

/** The list's URL sorted by a column, and whether it is sorted by it now. */
export type TicketSortLinks = Partial<
  Record<"status" | "created" | "updated", { href: string; direction?: DataTableSortDirection }>
>;

/**
 * One page of tickets as a table; sorting and paging happen on the server
 * (the list's URL), so the headers of the sortable columns are links to it.
 * On a phone each ticket is a card: ID, status, subject and last update.
 */
export function TicketTable({
  rows,
  caption,
  emptyText,
  headers,
  sortLinks = {},
}: {
  rows: readonly TicketRow[];
  /** Names the table for screen readers; not shown, the page's heading says what it lists. */
  caption: string;
  emptyText: string;
  sortLinks?: TicketSortLinks;
  headers: Record<
    | "id"
    | "subject"
    | "replies"
    | "status"
    | "type"
    | "machine"
    | "location"
    | "created"
    | "updated",
    string
  >;
}) {
  return (
    <DataTable
      caption={caption}
      captionHidden
      emptyText={emptyText}
      rows={rows}
      stickyHeader={rows.length > 10}
      columns={[
        {
          id: "id",
          header: headers.id,
          value: (row) => row.id,
          render: (row) => <Link href={row.href}>{row.id}</Link>,
          nowrap: true,
          card: "id",
        },
        { id: "subject", header: headers.subject, value: (row) => row.subject, card: "title" },
        {
          id: "replies",
          header: headers.replies,
          value: (row) => row.replies,
          nowrap: true,
          priority: "low",
        },
        {
          id: "status",
          header: headers.status,
          value: (row) => row.status.label,
          render: (row) => <StatusBadge label={row.status.label} tone={row.status.tone} />,
          nowrap: true,
          card: "status",
          ...(sortLinks.status ? { sortLink: sortLinks.status } : {}),
        },
        { id: "type", header: headers.type, value: (row) => row.type, priority: "low" },
        {
          id: "machine",
          header: headers.machine,
          value: (row) => row.concern,
          priority: "medium",
        },
        {
          id: "location",
          header: headers.location,
          value: (row) => row.location,
          priority: "low",
        },
        {
          id: "created",
          header: headers.created,
          value: (row) => row.created,
          nowrap: true,
          priority: "medium",
          ...(sortLinks.created ? { sortLink: sortLinks.created } : {}),
        },
        {
          id: "updated",
          header: headers.updated,
          value: (row) => row.updated,
          nowrap: true,
          card: "date",
          ...(sortLinks.updated ? { sortLink: sortLinks.updated } : {}),
        },
      ]}
    />
  );
}
