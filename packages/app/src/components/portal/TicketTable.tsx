"use client";

import { DataTable, Link, StatusBadge } from "@wire/design-system";
import type { TicketRow } from "../../portal/ticketRows";

/**
 * One page of tickets as a table; sorting and paging happen on the server
 * (the list's URL), so the table's own sorting is off.
 */
export function TicketTable({
  rows,
  caption,
  emptyText,
  headers,
}: {
  rows: readonly TicketRow[];
  caption: string;
  emptyText: string;
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
      emptyText={emptyText}
      rows={rows}
      columns={[
        {
          id: "id",
          header: headers.id,
          value: (row) => row.id,
          render: (row) => <Link href={row.href}>{row.id}</Link>,
        },
        {
          id: "subject",
          header: headers.subject,
          value: (row) => row.subject,
        },
        { id: "replies", header: headers.replies, value: (row) => row.replies },
        {
          id: "status",
          header: headers.status,
          value: (row) => row.status.label,
          render: (row) => <StatusBadge label={row.status.label} tone={row.status.tone} />,
        },
        { id: "type", header: headers.type, value: (row) => row.type },
        { id: "machine", header: headers.machine, value: (row) => row.concern },
        { id: "location", header: headers.location, value: (row) => row.location },
        { id: "created", header: headers.created, value: (row) => row.created },
        { id: "updated", header: headers.updated, value: (row) => row.updated },
      ]}
    />
  );
}
