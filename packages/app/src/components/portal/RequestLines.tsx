"use client";

import { DataTable } from "@wire/design-system";

/**
 * A request's parts as they were requested, with the unit price and line total when the contract
 * shows prices (the total is the request's own field).
 */
export function RequestLines({
  rows,
  caption,
  emptyText,
  headers,
}: {
  rows: readonly {
    id: string;
    name: string;
    articleNumber: string;
    quantity: string;
    unitPrice: string;
    lineTotal: string;
  }[];
  caption: string;
  emptyText: string;
  headers: Record<"name" | "articleNumber" | "quantity" | "unitPrice" | "lineTotal", string>;
}) {
  const priced = rows.some((row) => row.unitPrice);
  return (
    <DataTable
      caption={caption}
      emptyText={emptyText}
      rows={rows}
      columns={[
        { id: "name", header: headers.name, value: (row) => row.name },
        { id: "articleNumber", header: headers.articleNumber, value: (row) => row.articleNumber },
        { id: "quantity", header: headers.quantity, value: (row) => row.quantity, align: "end" },
        ...(priced
          ? [
              {
                id: "unitPrice",
                header: headers.unitPrice,
                value: (row: (typeof rows)[number]) => row.unitPrice,
                align: "end" as const,
              },
              {
                id: "lineTotal",
                header: headers.lineTotal,
                value: (row: (typeof rows)[number]) => row.lineTotal,
                align: "end" as const,
              },
            ]
          : []),
      ]}
    />
  );
}

/** A request's status history, oldest first. */
export function RequestHistory({
  rows,
  caption,
  headers,
}: {
  rows: readonly { id: string; status: string; at: string; note: string }[];
  caption: string;
  headers: Record<"status" | "at" | "note", string>;
}) {
  return (
    <DataTable
      caption={caption}
      emptyText=""
      rows={rows}
      columns={[
        { id: "status", header: headers.status, value: (row) => row.status },
        { id: "at", header: headers.at, value: (row) => row.at },
        { id: "note", header: headers.note, value: (row) => row.note },
      ]}
    />
  );
}
