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
      emptyText={emptyText}
      rows={rows}
      columns={[
        {
          id: "reference",
          header: headers.reference,
          value: (row) => row.id,
          render: (row) => <Link href={row.href}>{row.id}</Link>,
        },
        { id: "type", header: headers.type, value: (row) => row.type },
        {
          id: "status",
          header: headers.status,
          value: (row) => row.status.label,
          render: (row) => <StatusBadge label={row.status.label} tone={row.status.tone} />,
        },
        {
          id: "customerReference",
          header: headers.customerReference,
          value: (row) => row.customerReference,
        },
        { id: "items", header: headers.items, value: (row) => row.items },
        { id: "requester", header: headers.requester, value: (row) => row.requester },
        { id: "created", header: headers.created, value: (row) => row.created },
        { id: "updated", header: headers.updated, value: (row) => row.updated },
      ]}
    />
  );
}
