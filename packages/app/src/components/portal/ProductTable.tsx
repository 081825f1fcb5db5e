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
      captionHidden
      emptyText={emptyText}
      rows={rows}
      stickyHeader={rows.length > 10}
      columns={[
        {
          id: "product",
          header: headers.product,
          value: (row) => row.name,
          render: (row) => <Link href={row.href}>{row.name}</Link>,
          card: "title",
        },
        { id: "brand", header: headers.brand, value: (row) => row.brand, priority: "medium" },
        {
          id: "itemNumber",
          header: headers.itemNumber,
          value: (row) => row.itemNumber,
          nowrap: true,
          card: "id",
        },
        {
          id: "articleNumber",
          header: headers.articleNumber,
          value: (row) => row.articleNumber,
          nowrap: true,
          card: "detail",
        },
        {
          id: "status",
          header: headers.status,
          value: (row) => row.status.label,
          render: (row) => <StatusBadge label={row.status.label} tone={row.status.tone} />,
          nowrap: true,
          card: "status",
        },
        { id: "stock", header: headers.stock, value: (row) => row.stock, priority: "low" },
        {
          id: "availability",
          header: headers.availability,
          value: (row) => row.availability,
          card: "date",
        },
        {
          id: "location",
          header: headers.location,
          value: (row) => row.location,
          priority: "low",
        },
      ]}
    />
  );
}
