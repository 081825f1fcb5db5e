"use client";

import { DataTable, Link, StatusBadge } from "@wire/design-system";
import type { MachineRow } from "../../portal/machineRows";

/**
 * Machines of the installed base. `sortable` turns on the table's own
 * sorting, for the plain view that shows every machine on one page.
 */
export function MachineTable({
  rows,
  caption,
  emptyText,
  headers,
  sortable = false,
}: {
  rows: readonly MachineRow[];
  caption: string;
  emptyText: string;
  headers: Record<
    "name" | "model" | "serialNumber" | "location" | "commissioned" | "warranty" | "contract",
    string
  >;
  sortable?: boolean;
}) {
  return (
    <DataTable
      caption={caption}
      captionHidden
      emptyText={emptyText}
      rows={rows}
      {...(sortable ? { initialSort: { columnId: "name", direction: "ascending" as const } } : {})}
      stickyHeader={rows.length > 10}
      columns={[
        {
          id: "name",
          header: headers.name,
          sortable,
          value: (row) => row.name,
          render: (row) => <Link href={row.href}>{row.name}</Link>,
          nowrap: true,
          card: "title",
        },
        { id: "model", header: headers.model, sortable, value: (row) => row.model, nowrap: true },
        {
          id: "serial",
          header: headers.serialNumber,
          sortable,
          value: (row) => row.serialNumber,
          nowrap: true,
          card: "id",
        },
        {
          id: "location",
          header: headers.location,
          sortable,
          value: (row) => row.location,
          priority: "medium",
        },
        {
          id: "commissioned",
          header: headers.commissioned,
          sortable,
          value: (row) => row.commissioned,
          nowrap: true,
          card: "date",
        },
        {
          id: "warranty",
          header: headers.warranty,
          sortable,
          value: (row) => row.warranty.label,
          render: (row) => <StatusBadge label={row.warranty.label} tone={row.warranty.tone} />,
          nowrap: true,
          card: "status",
        },
        {
          id: "contract",
          header: headers.contract,
          sortable,
          value: (row) => row.contract,
          priority: "low",
        },
      ]}
    />
  );
}
