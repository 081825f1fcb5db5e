import { createContainer, style } from "@vanilla-extract/css";
import { focusRing } from "../../private/a11y.css";
import { scrollsSideways } from "../../private/scrollsSideways.css";
import { blockInCards, hiddenInCards } from "../../private/tableCards";
import { vars } from "../../themes/vars.css";

/** The table's own width decides its layout (a table in a side panel is as narrow as a phone). */
const table = createContainer();

/** Below this width of its container a table whose columns have card places turns into cards. */
export const CARD_BREAKPOINT = "40rem";
const cards = `${table} (width <= ${CARD_BREAKPOINT})`;
/**
 * The widths under which medium and low priority columns drop in table layout. Cards show their
 * own cells whatever their priority (the ranges end where cards begin: vanilla-extract emits each
 * container query once, so a later card rule would not win over an earlier-emitted range).
 */
const withoutMedium = `${table} (${CARD_BREAKPOINT} < width <= 56rem)`;
const withoutLow = `${table} (${CARD_BREAKPOINT} < width <= 72rem)`;

export const root = style({
  display: "grid",
  gap: vars.space.small,
  containerType: "inline-size",
  containerName: table,
});

export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.small,
  alignItems: "end",
  maxWidth: 360,
});

export const scroller = style({
  ...scrollsSideways,
  border: `1px solid ${vars.color.borderSoft}`,
  borderRadius: vars.radius.standard,
  outline: "none",
  selectors: { "&:focus-visible": focusRing },
});

/** A long list scrolls in its own box under a header that stays in view. */
export const stickyScroller = style({
  maxBlockSize: "max(24rem, 75vh)",
  overflowY: "auto",
  "@container": { [cards]: { maxBlockSize: "none", overflowY: "visible" } },
});

export const tableElement = style({
  width: "100%",
  borderCollapse: "collapse",
  fontVariantNumeric: "tabular-nums",
});

export const caption = style({
  padding: vars.space.small,
  textAlign: "start",
  fontWeight: vars.typography.fontWeight.strong,
});

export const th = style({
  padding: vars.space.xsmall,
  backgroundColor: vars.color.surfaceSoft,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: "start",
  whiteSpace: "nowrap",
  fontWeight: vars.typography.fontWeight.medium,
});

export const stickyTh = style({
  position: "sticky",
  insetBlockStart: 0,
  zIndex: 1,
  // The border of a collapsed table does not travel with a sticky cell: draw it as a shadow.
  boxShadow: `inset 0 -1px 0 ${vars.color.border}`,
});

export const sortButton = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxsmall,
  minHeight: 32,
  padding: `0 ${vars.space.xxsmall}`,
  border: 0,
  borderRadius: vars.radius.small,
  background: "none",
  color: vars.color.text,
  fontWeight: "inherit",
  textDecoration: "none",
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&:hover": { backgroundColor: vars.color.neutralHover },
    "&:focus-visible": focusRing,
  },
});

export const td = style({
  padding: vars.space.xsmall,
  borderBottom: `1px solid ${vars.color.borderSoft}`,
  verticalAlign: "top",
  selectors: { "tr:last-child > &": { borderBottom: 0 } },
});

/** Identifiers, dates and amounts: one line, whatever the width. */
export const nowrap = style({ whiteSpace: "nowrap" });

export const alignEnd = style({ textAlign: "end" });

export const priorityMedium = style({ "@container": { [withoutMedium]: { display: "none" } } });

export const priorityLow = style({ "@container": { [withoutLow]: { display: "none" } } });

export const empty = style({
  padding: vars.space.medium,
  color: vars.color.textSoft,
  textAlign: "center",
});

/*
 * Cards (a table with card places, in a narrow container): each row is a card with its ID and
 * status on top, its title below, any details and its key date last; the other cells are left out. The
 * table keeps its semantics (rows, cells, the headers for screen readers), only its boxes change.
 */
export const cardTable = style(blockInCards(cards));
export const cardBody = style(blockInCards(cards));

export const cardHead = style(hiddenInCards(cards));

export const cardRow = style({
  "@container": {
    [cards]: {
      // A wrapping row, not a grid: when a long status does not fit beside the ID, it moves to
      // the next line instead of cutting the ID (identifiers never wrap).
      display: "flex",
      flexWrap: "wrap",
      alignItems: "center",
      columnGap: vars.space.small,
      rowGap: vars.space.xxsmall,
      padding: vars.space.small,
      borderBottom: `1px solid ${vars.color.borderSoft}`,
      selectors: { "&:last-child": { borderBottom: 0 } },
    },
  },
});

/** A card's cells in the order of their places, whatever the columns' order. */
const cardCell = (order: number, flex: string, extra: Record<string, string | number> = {}) =>
  style({
    "@container": {
      [cards]: { display: "block", order, flex, padding: 0, border: 0, minWidth: 0, ...extra },
    },
  });

export const cardId = cardCell(0, "1 0 auto", { fontWeight: vars.typography.fontWeight.strong });
export const cardStatus = cardCell(1, "0 1 auto", { marginInlineStart: "auto" });
export const cardTitle = cardCell(2, "1 1 100%", { overflowWrap: "anywhere" });
export const cardDetail = cardCell(3, "1 1 100%", {
  color: vars.color.textSoft,
  overflowWrap: "anywhere",
});
export const cardDate = cardCell(4, "1 1 100%", { color: vars.color.textSoft });
/** The header's words before a value that needs them on a card (e.g. "Last update"). */
export const cardLabel = style({
  display: "none",
  "@container": { [cards]: { display: "inline" } },
});
export const cardHidden = style({ "@container": { [cards]: { display: "none" } } });
export const cardEmpty = style({ "@container": { [cards]: { display: "block" } } });
