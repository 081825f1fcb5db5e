import { keyframes, style } from "@vanilla-extract/css";
import { mediaQuery } from "../../themes/baseTokens";
import { vars } from "../../themes/vars.css";

const slideDown = keyframes({
  from: { transform: "translateY(-100%)" },
  to: { transform: "none" },
});

export const overlay = style({
  position: "fixed",
  inset: 0,
  zIndex: 1100,
  backgroundColor: vars.color.overlay,
});

export const content = style({
  position: "fixed",
  zIndex: 1101,
  top: 0,
  left: 0,
  right: 0,
  display: "grid",
  gap: vars.space.small,
  padding: `${vars.space.medium} ${vars.space.medium} ${vars.space.large}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.typography.fontFamily.body,
  boxShadow: vars.shadow.large,
  outline: "none",
  animation: `${slideDown} ${vars.motion.durationStandard} ${vars.motion.easing}`,
  "@media": { [mediaQuery.reducedMotion]: { animation: "none" } },
});

export const inner = style({
  display: "grid",
  gap: vars.space.small,
  width: "100%",
  maxWidth: vars.contentWidth.medium,
  marginInline: "auto",
});

export const header = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.small,
});

export const title = style({
  margin: 0,
  fontSize: vars.typography.fontSize.large,
  lineHeight: vars.typography.lineHeight.large,
  fontWeight: vars.typography.fontWeight.strong,
});
