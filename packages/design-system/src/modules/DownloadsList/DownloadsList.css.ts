import { style } from "@vanilla-extract/css";
import { focusRing } from "../../private/a11y.css";
import { vars } from "../../themes/vars.css";

export const root = style({
  display: "grid",
  gap: vars.space.medium,
  maxWidth: vars.contentWidth.medium,
});

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
  gap: vars.space.medium,
  alignItems: "center",
  padding: vars.space.small,
  borderRadius: vars.radius.standard,
  border: `1px solid ${vars.color.borderSoft}`,
  selectors: {
    "&:hover": { backgroundColor: vars.color.surfaceSoft },
    "&:focus-within": focusRing,
  },
});

/** Document thumbnails are 128 × 180 (spec §9), shown at half size. */
export const thumbnail = style({
  flexShrink: 0,
  width: 64,
  height: 90,
  objectFit: "cover",
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.borderSoft}`,
  backgroundColor: vars.color.neutralSoft,
});

export const placeholder = style([
  thumbnail,
  { display: "flex", alignItems: "center", justifyContent: "center", color: vars.color.neutral },
]);

export const body = style({ display: "grid", gap: vars.space.xxsmall, flex: 1, minWidth: 0 });

export const link = style({
  color: vars.color.text,
  fontWeight: vars.typography.fontWeight.medium,
  textDecoration: "none",
  outline: "none",
  selectors: {
    "&::after": { content: '""', position: "absolute", inset: 0 },
    "&:hover": { textDecoration: "underline" },
  },
});

export const meta = style({ fontSize: vars.typography.fontSize.small, color: vars.color.textSoft });

export const icon = style({ color: vars.color.brandAccent, flexShrink: 0 });
