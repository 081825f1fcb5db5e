"use client";

import { DataTable, Link, StatusBadge } from "@wire/design-system";
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
      emptyText={emptyText}
      rows={rows}
      columns={COLUMNS.map((id) => ({
        id,
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
