import { style } from "@vanilla-extract/css";
import { focusRing } from "../../private/a11y.css";
import { mediaQuery } from "../../themes/baseTokens";
import { vars } from "../../themes/vars.css";

export const root = style({
  backgroundColor: vars.color.surfaceInverted,
  color: vars.color.textInverted,
});

export const inner = style({
  display: "grid",
  gap: vars.space.xlarge,
  maxWidth: vars.contentWidth.large,
  marginInline: "auto",
  padding: `${vars.space.xlarge} ${vars.space.medium}`,
  "@media": { [mediaQuery.tablet]: { paddingInline: vars.space.gutter } },
});

export const columns = style({
  display: "grid",
  gap: vars.space.large,
  gridTemplateColumns: "repeat(auto-fit, minmax(200px, 1fr))",
});

export const columnTitle = style({
  margin: `0 0 ${vars.space.small}`,
  fontSize: vars.typography.fontSize.standard,
  fontWeight: vars.typography.fontWeight.strong,
});

export const list = style({
  display: "grid",
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const link = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: 32,
  color: vars.color.textInverted,
  textDecoration: "none",
  borderRadius: vars.radius.small,
  outline: "none",
  selectors: {
    "&:hover": { textDecoration: "underline" },
    "&:focus-visible": { ...focusRing, outlineColor: vars.color.textInverted },
  },
});

export const bottom = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.medium,
  alignItems: "center",
  justifyContent: "space-between",
  paddingTop: vars.space.large,
  borderTop: "1px solid rgba(255, 255, 255, 0.24)",
  fontSize: vars.typography.fontSize.small,
});

export const legal = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: "none",
});
