/**
 * Style rules a table uses in card layout, under a container query (`cards`, e.g.
 * `${container} (width <= 40rem)`): the table keeps its semantics (rows, cells, headers for
 * screen readers), only its boxes change. Shared by DataTable and VariantsTable.
 */

/** Table, caption or body as plain blocks, so each row can be a card. */
export const blockInCards = (cards: string) =>
  ({ "@container": { [cards]: { display: "block" } } }) as const;

/** The column headers, kept for screen readers only. */
export const hiddenInCards = (cards: string) =>
  ({
    "@container": {
      [cards]: {
        position: "absolute",
        width: 1,
        height: 1,
        overflow: "hidden",
        clip: "rect(0, 0, 0, 0)",
        whiteSpace: "nowrap",
      },
    },
  }) as const;
