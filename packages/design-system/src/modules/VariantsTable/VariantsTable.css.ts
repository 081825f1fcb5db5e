import { createContainer, style } from "@vanilla-extract/css";
import { blockInCards, hiddenInCards } from "../../private/tableCards";
import { vars } from "../../themes/vars.css";

/** The table's own width decides its layout (as DataTable's: a phone or a narrow column). */
const variants = createContainer();

/** Below this width of its container each variant is a card of its own. */
const cards = `${variants} (width <= 40rem)`;

export const root = style({ containerType: "inline-size", containerName: variants });

/*
 * Cards: the table keeps its semantics (rows, row headers, cells named by their column headers
 * for screen readers); only its boxes change. Each variant is a bordered card with its name on
 * top, one line per value with the column's header before it, and the compare toggle across the
 * card's width: in a table that scrolled sideways the toggle's label broke into fragments.
 */
export const table = style(blockInCards(cards));
export const caption = style(blockInCards(cards));
export const body = style(blockInCards(cards));

export const head = style(hiddenInCards(cards));

export const row = style({
  "@container": {
    [cards]: {
      display: "grid",
      gap: vars.space.xxsmall,
      marginBlockEnd: vars.space.small,
      padding: vars.space.small,
      border: `1px solid ${vars.color.borderSoft}`,
      borderRadius: vars.radius.standard,
    },
  },
});

export const rowHeader = style({
  "@container": {
    [cards]: {
      position: "static",
      padding: 0,
      border: 0,
      minWidth: 0,
      color: vars.color.text,
      fontWeight: vars.typography.fontWeight.strong,
      overflowWrap: "anywhere",
    },
  },
});

export const cell = style({
  "@container": {
    [cards]: {
      display: "flex",
      justifyContent: "space-between",
      gap: vars.space.small,
      minWidth: 0,
      padding: `${vars.space.xxsmall} 0`,
      borderBottom: 0,
      borderTop: `1px solid ${vars.color.borderSoft}`,
    },
  },
});

/** A value and its unit stay on one line ("0.13–6"). */
export const value = style({ "@container": { [cards]: { whiteSpace: "nowrap" } } });

/** The column's header before a value on a card; the table's header names it otherwise. */
export const cardLabel = style({
  display: "none",
  "@container": { [cards]: { display: "inline", color: vars.color.textSoft } },
});

export const toggleCell = style({
  "@container": {
    [cards]: { display: "block", minWidth: 0, padding: `${vars.space.xsmall} 0 0`, border: 0 },
  },
});

export const toggle = style({
  "@container": { [cards]: { width: "100%", justifyContent: "center", textAlign: "center" } },
});
