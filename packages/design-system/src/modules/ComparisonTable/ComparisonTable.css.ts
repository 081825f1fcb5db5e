import { style } from "@vanilla-extract/css";
import { focusRing } from "../../private/a11y.css";
import { scrollsSideways } from "../../private/scrollsSideways.css";
import { vars } from "../../themes/vars.css";

export const scroller = style({
  ...scrollsSideways,
  outline: "none",
  selectors: { "&:focus-visible": focusRing },
});

export const table = style({
  width: "100%",
  borderCollapse: "collapse",
  fontVariantNumeric: "tabular-nums",
});

export const caption = style({
  padding: `${vars.space.small} 0`,
  textAlign: "start",
  fontSize: vars.typography.fontSize.large,
  fontWeight: vars.typography.fontWeight.strong,
});

export const cell = style({
  padding: vars.space.small,
  borderBottom: `1px solid ${vars.color.borderSoft}`,
  textAlign: "start",
  verticalAlign: "top",
  minWidth: 140,
});

export const rowHeader = style([
  cell,
  {
    fontWeight: vars.typography.fontWeight.medium,
    color: vars.color.textSoft,
    position: "sticky",
    left: 0,
    backgroundColor: vars.color.surface,
  },
]);

export const colHeader = style([
  cell,
  { fontWeight: vars.typography.fontWeight.strong, borderBottom: `2px solid ${vars.color.border}` },
]);

export const missing = style({ color: vars.color.textSoft });
