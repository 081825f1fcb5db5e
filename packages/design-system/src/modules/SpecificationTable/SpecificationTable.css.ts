import { style } from "@vanilla-extract/css";
import { scrollsSideways } from "../../private/scrollsSideways.css";
import { vars } from "../../themes/vars.css";

export const root = style({
  display: "grid",
  gap: vars.space.small,
  maxWidth: vars.contentWidth.medium,
});

export const header = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.small,
});

export const caption = style({
  margin: 0,
  fontSize: vars.typography.fontSize.large,
  lineHeight: vars.typography.lineHeight.large,
  fontWeight: vars.typography.fontWeight.strong,
});

export const scroller = style(scrollsSideways);

export const table = style({ width: "100%", borderCollapse: "collapse" });

export const th = style({
  padding: vars.space.small,
  textAlign: "start",
  fontWeight: vars.typography.fontWeight.medium,
  color: vars.color.textSoft,
  borderBottom: `1px solid ${vars.color.borderSoft}`,
  width: "50%",
});

export const td = style({
  padding: vars.space.small,
  borderBottom: `1px solid ${vars.color.borderSoft}`,
  fontVariantNumeric: "tabular-nums",
});
