import { style } from "@vanilla-extract/css";
import { vars } from "../themes/vars.css";

/** Hides content visually while keeping it for screen readers. */
export const visuallyHidden = style({
  position: "absolute",
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  whiteSpace: "nowrap",
  border: 0,
});

/** The visible keyboard focus ring, shared so every control looks the same. */
export const focusRing = {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: "2px",
} as const;

/** Removes the default outline; pair with `focusRing` on `[data-focus-visible]` or `:focus-visible`. */
export const noOutline = { outline: "none" } as const;
