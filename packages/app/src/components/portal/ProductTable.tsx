"use client";

import { DataTable, Link, StatusBadge, type StatusTone } from "@wire/design-system";

export interface ProductRow {
  id: string;
  href: string;
  name: string;
  brand: string;
  itemNumber: string;
  articleNumber: string;
  status: { label: string; tone: StatusTone };
  stock: string;
  availability: string;
  location: string;
}

/** One page of product-information items (spec §3 Product information listing). */
export function ProductTable({
  rows,
  caption,
  emptyText,
  headers,
}: {
  rows: readonly ProductRow[];
  caption: string;
  emptyText: string;
  headers: Record<
    | "product"
    | "brand"
    | "itemNumber"
    | "articleNumber"
    | "status"
    | "stock"
    | "availability"
    | "location",
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
          id: "product",
          header: headers.product,
          value: (row) => row.name,
          render: (row) => <Link href={row.href}>{row.name}</Link>,
        },
        { id: "brand", header: headers.brand, value: (row) => row.brand },
        { id: "itemNumber", header: headers.itemNumber, value: (row) => row.itemNumber },
        { id: "articleNumber", header: headers.articleNumber, value: (row) => row.articleNumber },
        {
          id: "status",
          header: headers.status,
          value: (row) => row.status.label,
          render: (row) => <StatusBadge label={row.status.label} tone={row.status.tone} />,
        },
        { id: "stock", header: headers.stock, value: (row) => row.stock },
        { id: "availability", header: headers.availability, value: (row) => row.availability },
        { id: "location", header: headers.location, value: (row) => row.location },
      ]}
    />
  );
}
