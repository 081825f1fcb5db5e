import { style, styleVariants } from "@vanilla-extract/css";
import { focusRing } from "../../private/a11y.css";
import { hovered, pressed } from "../../private/interactionSelectors";
import { vars } from "../../themes/vars.css";

export const root = style({
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.xsmall,
  maxWidth: "100%",
  border: "2px solid transparent",
  borderRadius: vars.radius.standard,
  fontFamily: vars.typography.fontFamily.body,
  fontWeight: vars.typography.fontWeight.medium,
  textDecoration: "none",
  cursor: "pointer",
  userSelect: "none",
  WebkitTapHighlightColor: "transparent",
  transitionProperty: "background-color, border-color, color",
  transitionDuration: vars.motion.durationFast,
  transitionTimingFunction: vars.motion.easing,
  outline: "none",
  selectors: {
    "&:focus-visible": focusRing,
    "&:disabled, &[aria-disabled=true]:where(:not([aria-busy=true]))": {
      cursor: "not-allowed",
      opacity: 0.55,
    },
    "&[aria-busy=true]": { cursor: "progress" },
  },
});

export const variant = styleVariants({
  primary: {
    backgroundColor: vars.color.brandAccent,
    color: vars.color.onBrandAccent,
    selectors: {
      [hovered]: { backgroundColor: vars.color.brandAccentHover },
      [pressed]: { backgroundColor: vars.color.brandAccentActive },
    },
  },
  secondary: {
    backgroundColor: vars.color.surface,
    borderColor: vars.color.brandAccent,
    color: vars.color.brandAccent,
    selectors: {
      [hovered]: { backgroundColor: vars.color.brandAccentSoft },
      [pressed]: {
        backgroundColor: vars.color.brandAccentSoft,
        borderColor: vars.color.brandAccentActive,
        color: vars.color.brandAccentActive,
      },
    },
  },
  ghost: {
    backgroundColor: "transparent",
    color: vars.color.text,
    selectors: {
      [hovered]: { backgroundColor: vars.color.neutralSoft },
      [pressed]: { backgroundColor: vars.color.neutralHover },
    },
  },
  critical: {
    backgroundColor: vars.color.critical,
    color: vars.color.onBrandAccent,
    selectors: {
      [`${hovered}, ${pressed}`]: { filter: "brightness(0.88)" },
    },
  },
  link: {
    backgroundColor: "transparent",
    color: vars.color.link,
    textDecoration: "underline",
    textUnderlineOffset: "0.2em",
    paddingInline: "0 !important",
    minHeight: "auto !important",
    selectors: {
      [hovered]: { color: vars.color.linkHover, textDecorationThickness: "2px" },
    },
  },
});

export const size = styleVariants({
  small: {
    minHeight: 32,
    paddingInline: vars.space.small,
    fontSize: vars.typography.fontSize.small,
    lineHeight: vars.typography.lineHeight.small,
  },
  standard: {
    minHeight: 44,
    paddingInline: vars.space.medium,
    fontSize: vars.typography.fontSize.standard,
    lineHeight: vars.typography.lineHeight.standard,
  },
  large: {
    minHeight: 52,
    paddingInline: vars.space.large,
    fontSize: vars.typography.fontSize.large,
    lineHeight: vars.typography.lineHeight.large,
  },
});

export const fullWidth = style({ width: "100%" });

export const content = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xsmall,
  minWidth: 0,
});

/**
 * While loading, the label keeps its width and stays in the accessible name,
 * but is not seen.
 */
export const contentHidden = style({ opacity: 0 });

export const spinner = style({
  position: "absolute",
  inset: 0,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
});

export const icon = style({ display: "inline-flex", flexShrink: 0 });
