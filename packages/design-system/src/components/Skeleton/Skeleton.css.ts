import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { mediaQuery } from "../../themes/baseTokens";
import { vars } from "../../themes/vars.css";

const pulse = keyframes({ "0%, 100%": { opacity: 1 }, "50%": { opacity: 0.5 } });

export const root = style({
  display: "block",
  backgroundColor: vars.color.neutralHover,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  "@media": { [mediaQuery.reducedMotion]: { animation: "none" } },
});

export const shape = styleVariants({
  text: { height: "1em", borderRadius: vars.radius.small, marginBlock: "0.25em" },
  rectangle: { borderRadius: vars.radius.standard },
  circle: { borderRadius: vars.radius.full },
});
