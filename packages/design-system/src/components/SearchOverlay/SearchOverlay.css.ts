import { keyframes, style } from "@vanilla-extract/css";
import { dialogSurface, scrim } from "../../private/overlayStyles.css";
import { heading } from "../../private/textStyles";
import { mediaQuery } from "../../themes/baseTokens";
import { vars } from "../../themes/vars.css";

const slideDown = keyframes({
  from: { transform: "translateY(-100%)" },
  to: { transform: "none" },
});

export const overlay = style(scrim);

export const content = style({
  ...dialogSurface,
  top: 0,
  left: 0,
  right: 0,
  display: "grid",
  gap: vars.space.small,
  padding: `${vars.space.medium} ${vars.space.medium} ${vars.space.large}`,
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

export const title = style(heading("large"));
