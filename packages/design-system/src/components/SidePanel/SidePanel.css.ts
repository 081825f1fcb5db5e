import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { mediaQuery } from "../../themes/baseTokens";
import { vars } from "../../themes/vars.css";

const slideFromRight = keyframes({
  from: { transform: "translateX(100%)" },
  to: { transform: "none" },
});
const slideFromLeft = keyframes({
  from: { transform: "translateX(-100%)" },
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
  bottom: 0,
  display: "flex",
  flexDirection: "column",
  width: "100vw",
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.typography.fontFamily.body,
  boxShadow: vars.shadow.large,
  outline: "none",
  animationDuration: vars.motion.durationStandard,
  animationTimingFunction: vars.motion.easing,
  "@media": {
    [mediaQuery.tablet]: { width: 440 },
    [mediaQuery.reducedMotion]: { animationName: "none !important" },
  },
});

export const side = styleVariants({
  right: { right: 0, animationName: slideFromRight },
  left: { left: 0, animationName: slideFromLeft },
});

export const header = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderBottom: `1px solid ${vars.color.borderSoft}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.typography.fontSize.large,
  lineHeight: vars.typography.lineHeight.large,
  fontWeight: vars.typography.fontWeight.strong,
});

export const description = style({
  margin: 0,
  padding: `${vars.space.small} ${vars.space.medium} 0`,
  color: vars.color.textSoft,
});

export const body = style({ flex: 1, overflowY: "auto", padding: vars.space.medium });

export const footer = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.small,
  padding: vars.space.medium,
  borderTop: `1px solid ${vars.color.borderSoft}`,
});
