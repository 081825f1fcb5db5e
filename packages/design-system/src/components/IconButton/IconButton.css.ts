import { style, styleVariants } from "@vanilla-extract/css";
import { focusRing } from "../../private/a11y.css";
import { hovered, pressed } from "../../private/interactionSelectors";
import { vars } from "../../themes/vars.css";

export const root = style({
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  flexShrink: 0,
  padding: 0,
  border: "2px solid transparent",
  borderRadius: vars.radius.full,
  backgroundColor: "transparent",
  color: vars.color.text,
  cursor: "pointer",
  outline: "none",
  transitionProperty: "background-color",
  transitionDuration: vars.motion.durationFast,
  selectors: {
    [hovered]: { backgroundColor: vars.color.neutralSoft },
    [pressed]: { backgroundColor: vars.color.neutralHover },
    "&:focus-visible": focusRing,
    "&:disabled, &[aria-disabled=true]:where(:not([aria-busy=true]))": {
      opacity: 0.55,
      cursor: "not-allowed",
    },
  },
});

export const variant = styleVariants({
  ghost: {},
  outlined: { borderColor: vars.color.border },
  solid: {
    backgroundColor: vars.color.brandAccent,
    color: vars.color.onBrandAccent,
    selectors: {
      [hovered]: { backgroundColor: vars.color.brandAccentHover },
      [pressed]: { backgroundColor: vars.color.brandAccentActive },
    },
  },
});

/** At least 44 × 44 px touch target at the standard size (WCAG 2.5.5 AAA, 2.5.8 AA). */
export const size = styleVariants({
  small: { width: 32, height: 32 },
  standard: { width: 44, height: 44 },
});

export const badge = style({
  position: "absolute",
  top: -2,
  right: -2,
  minWidth: 20,
  height: 20,
  paddingInline: 5,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.critical,
  color: vars.color.onBrandAccent,
  fontSize: vars.typography.fontSize.xsmall,
  lineHeight: "20px",
  fontWeight: vars.typography.fontWeight.strong,
  textAlign: "center",
});
