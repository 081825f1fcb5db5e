"use client";

import { DataTable, type DataTableColumn, Link, StatusBadge } from "@wire/design-system";
import type { UserAdminColumn, UserAdminRow } from "../../portal/userAdminRows";

const COLUMNS: readonly UserAdminColumn[] = [
  "name",
  "email",
  "organisation",
  "application",
  "role",
  "status",
  "subRegion",
  "country",
  "city",
  "members",
  "requestedBy",
  "requestDate",
  "orgId",
];

/**
 * How each column shows: which never wrap, which drop first as the table narrows, and where each
 * goes on the card a row becomes on a phone (name and status, e-mail, application, request date).
 */
const LAYOUT: Partial<
  Record<UserAdminColumn, Pick<DataTableColumn<UserAdminRow>, "nowrap" | "priority" | "card">>
> = {
  name: { card: "id" },
  email: { card: "title" },
  organisation: {},
  application: { card: "detail" },
  role: { priority: "medium" },
  status: { nowrap: true, card: "status" },
  subRegion: { priority: "low" },
  country: { priority: "low" },
  city: { priority: "low" },
  members: { priority: "low", nowrap: true },
  requestedBy: { priority: "low" },
  requestDate: { nowrap: true, card: "date" },
  orgId: { priority: "low", nowrap: true },
};

/**
 * One page of user administration's list; search, filters, order (pending
 * requests first) and paging happen on the server, so the table's own
 * sorting is off. Each name opens the user's page.
 */
export function UserAdminTable({
  rows,
  caption,
  emptyText,
  headers,
}: {
  rows: readonly UserAdminRow[];
  caption: string;
  emptyText: string;
  headers: Record<UserAdminColumn, string>;
}) {
  return (
    <DataTable
      caption={caption}
      captionHidden
      emptyText={emptyText}
      rows={rows}
      stickyHeader={rows.length > 10}
      columns={COLUMNS.map((id) => ({
        id,
        ...LAYOUT[id],
        header: headers[id],
        value: (row: UserAdminRow) => (id === "status" ? row.status.label : row[id]),
        ...(id === "name"
          ? { render: (row: UserAdminRow) => <Link href={row.href}>{row.name}</Link> }
          : id === "status"
            ? {
                render: (row: UserAdminRow) => (
                  <StatusBadge label={row.status.label} tone={row.status.tone} />
                ),
              }
            : {}),
        ...(id === "members" ? { align: "end" as const } : {}),
      }))}
    />
  );
}
