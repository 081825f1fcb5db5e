import { style } from "@vanilla-extract/css";
import { focusRing } from "../../private/a11y.css";
import { vars } from "../../themes/vars.css";

export const section = style({ display: "grid", gap: vars.space.large });

export const list = style({
  display: "grid",
  gap: vars.space.medium,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 220px), 1fr))",
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const card = style({
  position: "relative",
  display: "grid",
  alignContent: "start",
  height: "100%",
  overflow: "hidden",
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.borderSoft}`,
  backgroundColor: vars.color.surface,
  selectors: {
    "&:hover": { boxShadow: vars.shadow.medium },
    "&:focus-within": focusRing,
  },
});

export const image = style({
  width: "100%",
  aspectRatio: "3 / 2",
  objectFit: "cover",
  backgroundColor: vars.color.surfaceSoft,
});

export const name = style({
  margin: 0,
  padding: vars.space.medium,
  fontSize: vars.typography.fontSize.standard,
  lineHeight: vars.typography.lineHeight.standard,
  fontWeight: vars.typography.fontWeight.strong,
});

export const link = style({
  color: vars.color.text,
  textDecoration: "none",
  outline: "none",
  selectors: {
    "&::after": { content: '""', position: "absolute", inset: 0 },
    "&:hover": { textDecoration: "underline" },
  },
});
