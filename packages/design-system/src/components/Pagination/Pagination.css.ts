import { style } from "@vanilla-extract/css";
import { focusRing } from "../../private/a11y.css";
import { vars } from "../../themes/vars.css";

export const list = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const page = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: 44,
  minHeight: 44,
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.standard,
  color: vars.color.text,
  textDecoration: "none",
  outline: "none",
  selectors: {
    "&:hover": { backgroundColor: vars.color.neutralSoft },
    "&:focus-visible": focusRing,
    '&[aria-current="page"]': {
      backgroundColor: vars.color.brandAccent,
      color: vars.color.onBrandAccent,
      fontWeight: vars.typography.fontWeight.strong,
    },
  },
});

export const loadMore = style({ display: "grid", justifyItems: "center", gap: vars.space.xsmall });

export const status = style({
  color: vars.color.textSoft,
  fontSize: vars.typography.fontSize.small,
});
