import type { StyleRule } from "@vanilla-extract/css";
import { vars } from "../themes/vars.css";

/*
 * Style objects, not classes: Modal, SidePanel and SearchOverlay spread them
 * into their own `style()`, so their classes and CSS stay what they were.
 */

/** The dimmed backdrop behind a dialog. */
export const scrim = {
  position: "fixed",
  inset: 0,
  zIndex: vars.zIndex.scrim,
  backgroundColor: vars.color.overlay,
} as const satisfies StyleRule;

/** The dialog's own surface, just above the scrim; each dialog places and sizes it. */
export const dialogSurface = {
  position: "fixed",
  zIndex: vars.zIndex.dialog,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.typography.fontFamily.body,
  boxShadow: vars.shadow.large,
  outline: "none",
} as const satisfies StyleRule;
