import { style } from "@vanilla-extract/css";
import { focusRing } from "../../private/a11y.css";
import { vars } from "../../themes/vars.css";

export const root = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.small,
  minHeight: 44,
  color: vars.color.text,
  cursor: "pointer",
  selectors: { "&[data-disabled]": { cursor: "not-allowed", color: vars.color.textSoft } },
});

export const track = style({
  position: "relative",
  flexShrink: 0,
  width: 44,
  height: 24,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  transitionProperty: "background-color, border-color",
  transitionDuration: vars.motion.durationFast,
  selectors: {
    [`${root}[data-selected] &`]: {
      backgroundColor: vars.color.brandAccent,
      borderColor: vars.color.brandAccent,
    },
    [`${root}:has(:focus-visible) &`]: focusRing,
  },
});

export const thumb = style({
  position: "absolute",
  top: 2,
  left: 2,
  width: 16,
  height: 16,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.border,
  transitionProperty: "transform",
  transitionDuration: vars.motion.durationFast,
  selectors: {
    [`${root}[data-selected] &`]: {
      transform: "translateX(20px)",
      backgroundColor: vars.color.onBrandAccent,
    },
  },
  "@media": { "(prefers-reduced-motion: reduce)": { transition: "none" } },
});
