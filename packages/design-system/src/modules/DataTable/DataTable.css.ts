import { style } from "@vanilla-extract/css";
import { focusRing } from "../../private/a11y.css";
import { scrollsSideways } from "../../private/scrollsSideways.css";
import { vars } from "../../themes/vars.css";

export const root = style({ display: "grid", gap: vars.space.small });

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

export const table = style({
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
  selectors: { "tr:last-child > &": { borderBottom: 0 } },
});

export const alignEnd = style({ textAlign: "end" });

export const empty = style({
  padding: vars.space.medium,
  color: vars.color.textSoft,
  textAlign: "center",
});
