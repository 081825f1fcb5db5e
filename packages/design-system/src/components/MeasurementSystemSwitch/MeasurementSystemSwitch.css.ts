import { style } from "@vanilla-extract/css";
import { focusRing } from "../../private/a11y.css";
import { vars } from "../../themes/vars.css";

export const root = style({
  display: "inline-flex",
  alignItems: "center",
  flexWrap: "wrap",
  gap: vars.space.xsmall,
});

export const label = style({
  fontSize: vars.typography.fontSize.small,
  fontWeight: vars.typography.fontWeight.medium,
});

export const segments = style({
  display: "inline-flex",
  padding: 2,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const segment = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: 40,
  padding: `0 ${vars.space.medium}`,
  borderRadius: vars.radius.full,
  color: vars.color.text,
  fontWeight: vars.typography.fontWeight.medium,
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&:hover": { backgroundColor: vars.color.neutralSoft },
    "&:has(:focus-visible)": focusRing,
    "&[data-selected]": {
      backgroundColor: vars.color.brandAccent,
      color: vars.color.onBrandAccent,
    },
  },
});
