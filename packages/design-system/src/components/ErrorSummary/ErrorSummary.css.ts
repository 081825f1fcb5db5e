import { style } from "@vanilla-extract/css";
import { focusRing } from "../../private/a11y.css";
import { vars } from "../../themes/vars.css";

export const root = style({
  display: "grid",
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  border: `2px solid ${vars.color.critical}`,
  borderRadius: vars.radius.standard,
  backgroundColor: vars.color.criticalSoft,
  color: vars.color.text,
  outline: "none",
  selectors: { "&:focus-visible": focusRing },
});

export const title = style({
  display: "flex",
  gap: vars.space.xsmall,
  alignItems: "center",
  fontWeight: vars.typography.fontWeight.strong,
  color: vars.color.critical,
});

export const list = style({ margin: 0, paddingInlineStart: vars.space.large });

export const link = style({
  color: vars.color.critical,
  textDecoration: "underline",
  borderRadius: vars.radius.small,
  outline: "none",
  selectors: { "&:focus-visible": focusRing },
});
