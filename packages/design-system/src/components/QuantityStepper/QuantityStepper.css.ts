import { style } from "@vanilla-extract/css";
import { focusRing } from "../../private/a11y.css";
import { vars } from "../../themes/vars.css";

export const group = style({
  display: "inline-flex",
  alignItems: "stretch",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  overflow: "hidden",
  selectors: { "&[data-focus-within]": focusRing },
});

export const input = style({
  width: 56,
  minHeight: 44,
  border: 0,
  textAlign: "center",
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontVariantNumeric: "tabular-nums",
  outline: "none",
});

export const step = style({
  width: 44,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  border: 0,
  backgroundColor: vars.color.surfaceSoft,
  color: vars.color.text,
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-hovered]": { backgroundColor: vars.color.neutralHover },
    "&[data-disabled]": { color: vars.color.textSoft, cursor: "not-allowed" },
    "&[data-focus-visible]": { outline: `3px solid ${vars.color.focus}`, outlineOffset: -3 },
  },
});
