import { style } from "@vanilla-extract/css";
import { focusRing } from "../../private/a11y.css";
import { vars } from "../../themes/vars.css";

export const root = style({ display: "grid", gap: vars.space.medium });

export const list = style({
  display: "grid",
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const item = style({
  position: "relative",
  display: "flex",
  gap: vars.space.small,
  padding: vars.space.small,
  borderRadius: vars.radius.standard,
  border: `1px solid ${vars.color.borderSoft}`,
  backgroundColor: vars.color.surface,
  selectors: {
    "&:hover": { backgroundColor: vars.color.surfaceSoft },
    "&:focus-within": focusRing,
  },
});

export const unread = style({
  borderLeft: `4px solid ${vars.color.brandAccent}`,
});

export const thumb = style({
  flexShrink: 0,
  width: 96,
  height: 54,
  objectFit: "cover",
  borderRadius: vars.radius.small,
});

export const body = style({ display: "grid", gap: vars.space.xxsmall, minWidth: 0 });

export const meta = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xsmall,
  fontSize: vars.typography.fontSize.small,
  lineHeight: vars.typography.lineHeight.small,
  color: vars.color.textSoft,
});

export const badge = style({
  display: "inline-block",
  padding: `0 ${vars.space.xsmall}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brandAccent,
  color: vars.color.onBrandAccent,
  fontSize: vars.typography.fontSize.xsmall,
  lineHeight: vars.typography.lineHeight.xsmall,
  fontWeight: vars.typography.fontWeight.strong,
});

export const title = style({
  margin: 0,
  fontSize: vars.typography.fontSize.standard,
  lineHeight: vars.typography.lineHeight.standard,
  fontWeight: vars.typography.fontWeight.strong,
  overflowWrap: "break-word",
});

/** The title link covers the whole item, so the item is one click target. */
export const link = style({
  color: vars.color.text,
  textDecoration: "none",
  outline: "none",
  selectors: {
    "&::after": { content: '""', position: "absolute", inset: 0 },
    "&:hover": { textDecoration: "underline" },
  },
});

export const text = style({
  margin: 0,
  color: vars.color.textSoft,
  fontSize: vars.typography.fontSize.small,
  lineHeight: vars.typography.lineHeight.small,
});
