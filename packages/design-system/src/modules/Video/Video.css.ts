import { style } from "@vanilla-extract/css";
import { vars } from "../../themes/vars.css";

export const root = style({ display: "grid", gap: vars.space.xsmall, maxWidth: 1200, margin: 0 });

export const frame = style({
  position: "relative",
  aspectRatio: "1200 / 675",
  overflow: "hidden",
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surfaceInverted,
});

export const media = style({
  position: "absolute",
  inset: 0,
  width: "100%",
  height: "100%",
  border: 0,
  objectFit: "cover",
});

export const play = style({
  position: "absolute",
  inset: 0,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  border: 0,
  padding: 0,
  background: "none",
  cursor: "pointer",
  outline: "none",
  selectors: { "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: -3 } },
});

export const playBadge = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  width: 72,
  height: 72,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brandAccent,
  color: vars.color.onBrandAccent,
  boxShadow: vars.shadow.large,
});

export const caption = style({
  fontSize: vars.typography.fontSize.small,
  color: vars.color.textSoft,
});
