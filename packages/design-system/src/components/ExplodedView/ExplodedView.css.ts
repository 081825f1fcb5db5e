import { createVar, style } from "@vanilla-extract/css";
import { focusRing } from "../../private/a11y.css";
import { hovered } from "../../private/interactionSelectors";
import { vars } from "../../themes/vars.css";

/** The drawing's current zoom factor; markers divide by it to keep their size on screen. */
export const zoom = createVar();

export const root = style({ margin: 0, minWidth: 0 });

export const viewport = style({
  position: "relative",
  width: "100%",
  // Clip without a scroll container, so focusing a marker outside the view
  // can't scroll the drawing behind the transform's back.
  overflow: "clip",
  border: `1px solid ${vars.color.borderSoft}`,
  borderRadius: vars.radius.standard,
  backgroundColor: vars.color.surface,
  userSelect: "none",
  WebkitUserSelect: "none",
  // At 1× a one-finger swipe still scrolls the page; once zoomed the drawing
  // takes every touch gesture (drag pans, pinch zooms).
  touchAction: "pan-y",
  selectors: {
    "&[data-zoomed]": { touchAction: "none", cursor: "grab" },
    "&[data-dragging]": { cursor: "grabbing" },
  },
});

export const stage = style({
  position: "absolute",
  inset: 0,
  transformOrigin: "0 0",
  vars: { [zoom]: "1" },
  "@media": {
    "(prefers-reduced-motion: no-preference)": {
      selectors: {
        "&[data-animated]": {
          transitionProperty: "transform",
          transitionDuration: vars.motion.durationStandard,
          transitionTimingFunction: vars.motion.easing,
        },
      },
    },
  },
});

export const drawing = style({
  display: "block",
  width: "100%",
  height: "100%",
  objectFit: "contain",
  pointerEvents: "none",
});

export const positions = style({ position: "absolute", inset: 0 });

/** 32 px markers: above the 24 px minimum target size (WCAG 2.5.8) at every zoom. */
export const marker = style({
  position: "absolute",
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  width: 32,
  height: 32,
  padding: 0,
  border: `2px solid ${vars.color.brandAccent}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  color: vars.color.brandAccent,
  boxShadow: vars.shadow.small,
  fontFamily: vars.typography.fontFamily.body,
  fontSize: vars.typography.fontSize.small,
  fontWeight: vars.typography.fontWeight.strong,
  fontVariantNumeric: "tabular-nums",
  lineHeight: 1,
  cursor: "pointer",
  outline: "none",
  transform: `translate(-50%, -50%) scale(calc(1 / ${zoom}))`,
  selectors: {
    [hovered]: { backgroundColor: vars.color.brandAccentSoft },
    "&:focus-visible": { ...focusRing, zIndex: vars.zIndex.raised },
    '&[aria-pressed="true"]': {
      zIndex: vars.zIndex.raised,
      backgroundColor: vars.color.brandAccent,
      color: vars.color.onBrandAccent,
      boxShadow: `0 0 0 4px ${vars.color.brandAccentSoft}, ${vars.shadow.medium}`,
      transform: `translate(-50%, -50%) scale(calc(1.25 / ${zoom}))`,
    },
  },
  "@media": {
    "(prefers-reduced-motion: no-preference)": {
      transitionProperty: "background-color, color, box-shadow",
      transitionDuration: vars.motion.durationFast,
    },
  },
});

export const controls = style({
  position: "absolute",
  insetBlockStart: vars.space.xsmall,
  insetInlineEnd: vars.space.xsmall,
  zIndex: vars.zIndex.raised,
  display: "flex",
  gap: vars.space.xxsmall,
  padding: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.small,
});
