import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { mediaQuery } from "../../themes/baseTokens";
import { vars } from "../../themes/vars.css";

const turn = keyframes({
  from: { transform: "rotate(0deg)" },
  to: { transform: "rotate(360deg)" },
});

export const root = style({
  display: "inline-block",
  flexShrink: 0,
  color: "inherit",
  verticalAlign: "middle",
});

export const svg = style({
  display: "block",
  width: "100%",
  height: "100%",
  // One turn per `motion.spinnerTurn` (spec §9: 1080 ms).
  animationName: turn,
  animationDuration: vars.motion.spinnerTurn,
  animationTimingFunction: "linear",
  animationIterationCount: "infinite",
  "@media": {
    [mediaQuery.reducedMotion]: { animationName: "none" },
  },
});

export const size = styleVariants({
  small: { width: 16, height: 16 },
  standard: { width: 24, height: 24 },
  large: { width: 48, height: 48 },
});

export const track = style({ opacity: 0.25 });
