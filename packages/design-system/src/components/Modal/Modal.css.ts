import { keyframes, style } from "@vanilla-extract/css";
import { dialogSurface, scrim } from "../../private/overlayStyles.css";
import { mediaQuery } from "../../themes/baseTokens";
import { vars } from "../../themes/vars.css";

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  ...scrim,
  animation: `${fadeIn} ${vars.motion.durationStandard} ${vars.motion.easing}`,
  "@media": { [mediaQuery.reducedMotion]: { animation: "none" } },
});

export const content = style({
  ...dialogSurface,
  left: "50%",
  top: "50%",
  transform: "translate(-50%, -50%)",
  display: "flex",
  flexDirection: "column",
  width: "calc(100vw - 16px)",
  maxHeight: "calc(100dvh - 32px)",
  borderRadius: vars.radius.large,
  "@media": { [mediaQuery.tablet]: { width: "min(640px, calc(100vw - 48px))" } },
});

export const wide = style({
  "@media": { [mediaQuery.tablet]: { width: "min(1080px, calc(100vw - 48px))" } },
});

export const header = style({
  display: "flex",
  alignItems: "flex-start",
  justifyContent: "space-between",
  gap: vars.space.small,
  padding: `${vars.space.medium} ${vars.space.medium} 0`,
});

export const title = style({
  margin: 0,
  fontSize: vars.typography.fontSize.xlarge,
  lineHeight: vars.typography.lineHeight.xlarge,
  fontWeight: vars.typography.fontWeight.strong,
});

export const description = style({
  margin: 0,
  padding: `0 ${vars.space.medium}`,
  color: vars.color.textSoft,
});

export const body = style({ padding: vars.space.medium, overflowY: "auto" });

export const footer = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "flex-end",
  gap: vars.space.small,
  padding: `0 ${vars.space.medium} ${vars.space.medium}`,
});
