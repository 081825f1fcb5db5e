import { style } from "@vanilla-extract/css";
import { focusRing } from "../../private/a11y.css";
import { vars } from "../../themes/vars.css";

export const root = style({ display: "grid", gap: vars.space.large });

export const copyRow = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: vars.space.small,
});

export const urlField = style({
  flex: "1 1 240px",
  minWidth: 0,
  display: "grid",
  gap: vars.space.xxsmall,
});

export const urlLabel = style({
  fontSize: vars.typography.fontSize.small,
  fontWeight: vars.typography.fontWeight.medium,
});

export const urlInput = style({
  width: "100%",
  minHeight: 44,
  padding: `0 ${vars.space.small}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  backgroundColor: vars.color.surfaceSoft,
  color: vars.color.text,
  textOverflow: "ellipsis",
  selectors: { "&:focus-visible": focusRing },
});

export const status = style({
  minHeight: vars.typography.lineHeight.standard,
  margin: 0,
  color: vars.color.positive,
  fontWeight: vars.typography.fontWeight.medium,
  display: "flex",
  alignItems: "center",
  gap: vars.space.xxsmall,
});

export const networks = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const network = style({
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xsmall,
  minHeight: 44,
  padding: `0 ${vars.space.medium}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  color: vars.color.text,
  textDecoration: "none",
  fontWeight: vars.typography.fontWeight.medium,
  selectors: {
    "&:hover": { backgroundColor: vars.color.neutralSoft },
    "&:focus-visible": focusRing,
  },
});

export const badge = style({
  display: "inline-grid",
  placeItems: "center",
  width: 24,
  height: 24,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceInverted,
  color: vars.color.textInverted,
  fontSize: vars.typography.fontSize.xsmall,
  fontWeight: vars.typography.fontWeight.strong,
});
