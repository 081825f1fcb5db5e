import { style } from "@vanilla-extract/css";
import { vars } from "../../themes/vars.css";

export const root = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.medium,
  padding: vars.space.medium,
  borderRadius: vars.radius.standard,
  border: `1px solid ${vars.color.borderSoft}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.small,
  minWidth: 0,
});

export const top = style({ display: "flex", gap: vars.space.small, alignItems: "flex-start" });

export const image = style({
  flexShrink: 0,
  width: 96,
  height: 72,
  objectFit: "contain",
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surfaceSoft,
});

export const title = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.xxsmall,
  minWidth: 0,
  overflowWrap: "anywhere",
});

export const overline = style({
  margin: 0,
  fontSize: vars.typography.fontSize.small,
  lineHeight: vars.typography.lineHeight.small,
  color: vars.color.textSoft,
});

export const badge = style({ marginBlockStart: vars.space.xxsmall });

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: vars.space.small,
});
