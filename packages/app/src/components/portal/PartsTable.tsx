"use client";

import { Button, DataTable, StatusBadge, Text } from "@wire/design-system";
import { useState, useTransition } from "react";
import { writeCartMirror } from "../../portal/cartMirror";
import type { PartRow } from "../../portal/partPresentation";
import { addPartToCart } from "../../portal/partsActions";

/**
 * A machine model's parts list (bill of materials by position) with an "Add to cart" button per
 * part; adding goes to the server's cart and updates the header's badge through the local mirror.
 */
export function PartsTable({
  locale,
  rows,
  caption,
  emptyText,
  headers,
  texts,
}: {
  locale: string;
  rows: readonly PartRow[];
  caption: string;
  emptyText: string;
  headers: Record<
    "position" | "name" | "articleNumber" | "kind" | "availability" | "stock" | "price" | "actions",
    string
  >;
  texts: { add: string; added: string };
}) {
  const [message, setMessage] = useState("");
  const [pending, startTransition] = useTransition();
  const showPrice = rows.some((row) => row.price);
  const add = (row: PartRow) =>
    startTransition(async () => {
      const result = await addPartToCart(locale, row.partId, 1);
      if (result.ok) writeCartMirror(result.cart.mirror);
      setMessage(result.ok ? texts.added.replace("{name}", row.name) : result.message);
    });
  return (
    <>
      <DataTable
        caption={caption}
        emptyText={emptyText}
        rows={rows}
        initialSort={{ columnId: "position", direction: "ascending" }}
        columns={[
          { id: "position", header: headers.position, value: (row) => row.position, align: "end" },
          { id: "name", header: headers.name, value: (row) => row.name },
          { id: "articleNumber", header: headers.articleNumber, value: (row) => row.articleNumber },
          { id: "kind", header: headers.kind, value: (row) => row.kind },
          {
            id: "availability",
            header: headers.availability,
            value: (row) => row.availability.label,
            render: (row) => (
              <StatusBadge label={row.availability.label} tone={row.availability.tone} />
            ),
          },
          { id: "stock", header: headers.stock, value: (row) => row.stock },
          ...(showPrice
            ? [
                {
                  id: "price",
                  header: headers.price,
                  value: (row: PartRow) => row.price,
                  align: "end" as const,
                },
              ]
            : []),
          {
            id: "actions",
            header: headers.actions,
            value: () => "",
            render: (row) => (
              <Button
                size="small"
                variant="secondary"
                isDisabled={pending}
                aria-label={`${texts.add}: ${row.name}`}
                onPress={() => add(row)}
              >
                {texts.add}
              </Button>
            ),
          },
        ]}
      />
      <Text role="status">{message}</Text>
    </>
  );
}
