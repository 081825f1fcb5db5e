"use client";

import { DataTable, Link, StatusBadge, type StatusTone } from "@wire/design-system";

export interface RequestRow {
  id: string;
  href: string;
  type: string;
  status: { label: string; tone: StatusTone };
  customerReference: string;
  items: string;
  requester: string;
  created: string;
  updated: string;
}

/** One page of the organisation's quote and order requests; paging happens on the server. */
export function RequestTable({
  rows,
  caption,
  emptyText,
  headers,
}: {
  rows: readonly RequestRow[];
  caption: string;
  emptyText: string;
  headers: Record<
    | "reference"
    | "type"
    | "status"
    | "customerReference"
    | "items"
    | "requester"
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
          id: "reference",
          header: headers.reference,
          value: (row) => row.id,
          render: (row) => <Link href={row.href}>{row.id}</Link>,
          nowrap: true,
          card: "id",
        },
        { id: "type", header: headers.type, value: (row) => row.type, card: "title" },
        {
          id: "status",
          header: headers.status,
          value: (row) => row.status.label,
          render: (row) => <StatusBadge label={row.status.label} tone={row.status.tone} />,
          nowrap: true,
          card: "status",
        },
        {
          id: "customerReference",
          header: headers.customerReference,
          value: (row) => row.customerReference,
          nowrap: true,
          card: "detail",
        },
        { id: "items", header: headers.items, value: (row) => row.items, nowrap: true },
        {
          id: "requester",
          header: headers.requester,
          value: (row) => row.requester,
          priority: "medium",
        },
        {
          id: "created",
          header: headers.created,
          value: (row) => row.created,
          nowrap: true,
          priority: "low",
        },
        {
          id: "updated",
          header: headers.updated,
          value: (row) => row.updated,
          nowrap: true,
          card: "date",
        },
      ]}
    />
  );
}
