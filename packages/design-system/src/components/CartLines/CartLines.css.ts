import { style } from "@vanilla-extract/css";
import { scrollsSideways } from "../../private/scrollsSideways.css";
import { vars } from "../../themes/vars.css";

export const root = style({ display: "grid", gap: vars.space.medium, minWidth: 0 });

/** Narrow screens scroll the table sideways; its controls make it reachable by keyboard. */
export const scroller = style({
  ...scrollsSideways,
  border: `1px solid ${vars.color.borderSoft}`,
  borderRadius: vars.radius.standard,
});

export const table = style({
  width: "100%",
  borderCollapse: "collapse",
  fontVariantNumeric: "tabular-nums",
});

export const th = style({
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  backgroundColor: vars.color.surfaceSoft,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: "start",
  whiteSpace: "nowrap",
  fontWeight: vars.typography.fontWeight.medium,
});

export const td = style({
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderBottom: `1px solid ${vars.color.borderSoft}`,
  textAlign: "start",
  verticalAlign: "middle",
  selectors: { "tr:last-child > &": { borderBottom: 0 } },
});

export const part = style({ minWidth: "8rem" });

export const name = style({
  display: "block",
  fontWeight: vars.typography.fontWeight.medium,
  overflowWrap: "anywhere",
});

export const articleNumber = style({
  display: "block",
  fontFamily: vars.typography.fontFamily.mono,
  fontSize: vars.typography.fontSize.small,
  fontWeight: vars.typography.fontWeight.regular,
  color: vars.color.textSoft,
  whiteSpace: "nowrap",
});

export const price = style({ whiteSpace: "nowrap" });

export const lineTotal = style({ fontWeight: vars.typography.fontWeight.medium });

export const alignEnd = style({ textAlign: "end" });

export const footer = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "flex-end",
  gap: vars.space.small,
});
