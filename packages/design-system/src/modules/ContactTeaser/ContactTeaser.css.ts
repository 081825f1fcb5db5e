import { style } from "@vanilla-extract/css";
import { vars } from "../../themes/vars.css";

export const root = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.medium,
  alignItems: "center",
  maxWidth: vars.contentWidth.medium,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surfaceSoft,
});

export const portrait = style({
  width: 80,
  height: 80,
  borderRadius: vars.radius.full,
  objectFit: "cover",
  flexShrink: 0,
});

export const body = style({ display: "grid", gap: vars.space.xxsmall, flex: "1 1 220px" });

export const name = style({
  margin: 0,
  fontWeight: vars.typography.fontWeight.strong,
  fontSize: vars.typography.fontSize.large,
});

export const role = style({ margin: 0, color: vars.color.textSoft });

export const links = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.medium,
  marginTop: vars.space.xsmall,
});

export const contactLink = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxsmall,
  minHeight: 24,
});
