import { style } from "@vanilla-extract/css";
import { vars } from "../../themes/vars.css";

export const button = style({
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 40,
  height: 40,
  border: "none",
  borderRadius: vars.radius.full,
  background: "transparent",
  color: vars.color.text,
  cursor: "pointer",
  selectors: {
    "&[data-hovered]": { backgroundColor: vars.color.neutralSoft },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const badge = style({
  position: "absolute",
  insetBlockStart: 2,
  insetInlineEnd: 2,
  minWidth: 18,
  height: 18,
  paddingInline: 4,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.critical,
  color: vars.color.textInverted,
  fontSize: 11,
  lineHeight: "18px",
  fontWeight: 700,
  textAlign: "center",
});

export const popover = style({
  width: "min(24rem, calc(100vw - 2rem))",
  maxHeight: "70vh",
  overflowY: "auto",
  borderRadius: vars.radius.standard,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.large,
  border: `1px solid ${vars.color.borderSoft}`,
});

export const dialog = style({ outline: "none", padding: vars.space.medium });

export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.xsmall,
});

export const item = style({
  display: "block",
  padding: vars.space.small,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  textDecoration: "none",
  selectors: {
    "&:hover": { backgroundColor: vars.color.neutralSoft },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}` },
  },
});

export const unread = style({
  borderInlineStart: `3px solid ${vars.color.brandAccent}`,
  backgroundColor: vars.color.brandAccentSoft,
});

export const itemTitle = style({ display: "block", fontWeight: 600 });

export const itemMeta = style({
  display: "block",
  fontSize: vars.typography.fontSize.small,
  color: vars.color.textSoft,
});

export const footer = style({ marginBlockStart: vars.space.small });
