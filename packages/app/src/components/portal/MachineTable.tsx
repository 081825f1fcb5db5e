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
      emptyText={emptyText}
      rows={rows}
      {...(sortable ? { initialSort: { columnId: "name", direction: "ascending" as const } } : {})}
      columns={[
        {
          id: "name",
          header: headers.name,
          sortable,
          value: (row) => row.name,
          render: (row) => <Link href={row.href}>{row.name}</Link>,
        },
        { id: "model", header: headers.model, sortable, value: (row) => row.model },
        { id: "serial", header: headers.serialNumber, sortable, value: (row) => row.serialNumber },
        { id: "location", header: headers.location, sortable, value: (row) => row.location },
        {
          id: "commissioned",
          header: headers.commissioned,
          sortable,
          value: (row) => row.commissioned,
        },
        {
          id: "warranty",
          header: headers.warranty,
          sortable,
          value: (row) => row.warranty.label,
          render: (row) => <StatusBadge label={row.warranty.label} tone={row.warranty.tone} />,
        },
        { id: "contract", header: headers.contract, sortable, value: (row) => row.contract },
      ]}
    />
  );
}
