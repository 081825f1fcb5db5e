import { style } from "@vanilla-extract/css";
import { focusRing } from "../../private/a11y.css";
import { mediaQuery } from "../../themes/baseTokens";
import { vars } from "../../themes/vars.css";

export const section = style({ display: "grid", gap: vars.space.large });

export const list = style({
  display: "grid",
  gap: vars.space.medium,
  gridTemplateColumns: "minmax(0, 1fr)",
  margin: 0,
  padding: 0,
  listStyle: "none",
  "@media": {
    [mediaQuery.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [mediaQuery.desktop]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
  },
});

export const card = style({
  position: "relative",
  display: "flex",
  alignItems: "center",
  gap: vars.space.medium,
  height: "100%",
  padding: vars.space.small,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.borderSoft}`,
  backgroundColor: vars.color.surface,
  selectors: {
    "&:hover": { backgroundColor: vars.color.surfaceSoft },
    "&:focus-within": focusRing,
  },
});

export const image = style({
  flexShrink: 0,
  width: 96,
  height: 72,
  objectFit: "contain",
  borderRadius: vars.radius.standard,
  backgroundColor: vars.color.surfaceSoft,
});

export const body = style({ display: "grid", gap: vars.space.xxsmall, minWidth: 0, flex: 1 });

export const name = style({
  margin: 0,
  fontSize: vars.typography.fontSize.standard,
  lineHeight: vars.typography.lineHeight.standard,
  fontWeight: vars.typography.fontWeight.strong,
  overflowWrap: "break-word",
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

export const count = style({
  margin: 0,
  fontSize: vars.typography.fontSize.small,
  lineHeight: vars.typography.lineHeight.small,
  color: vars.color.textSoft,
});

export const chevron = style({ flexShrink: 0, color: vars.color.textSoft });
