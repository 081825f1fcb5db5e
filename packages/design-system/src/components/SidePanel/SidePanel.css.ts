import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { dialogSurface, scrim } from "../../private/overlayStyles.css";
import { heading } from "../../private/textStyles";
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

export const overlay = style(scrim);

export const content = style({
  ...dialogSurface,
  top: 0,
  bottom: 0,
  display: "flex",
  flexDirection: "column",
  width: "100vw",
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

export const title = style(heading("large"));

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
