import { style } from "@vanilla-extract/css";
import { root as iconButton } from "../../components/IconButton/IconButton.css";
import { focusRing } from "../../private/a11y.css";
import { hovered } from "../../private/interactionSelectors";
import { vars } from "../../themes/vars.css";

export const grid = style({
  display: "grid",
  gap: vars.space.small,
  gridTemplateColumns: "repeat(auto-fill, minmax(140px, 1fr))",
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const thumbButton = style({
  display: "block",
  width: "100%",
  padding: 0,
  border: 0,
  borderRadius: vars.radius.standard,
  overflow: "hidden",
  cursor: "zoom-in",
  outline: "none",
  selectors: { "&:focus-visible": focusRing },
});

export const thumb = style({ width: "100%", aspectRatio: "4 / 3", objectFit: "cover" });

export const overlay = style({
  position: "fixed",
  inset: 0,
  zIndex: vars.zIndex.lightboxScrim,
  backgroundColor: "rgba(0, 0, 0, 0.85)",
});

export const lightbox = style({
  position: "fixed",
  inset: 0,
  zIndex: vars.zIndex.lightbox,
  display: "grid",
  gridTemplateRows: "auto minmax(0, 1fr) auto",
  gap: vars.space.small,
  padding: vars.space.small,
  color: "#ffffff",
  fontFamily: vars.typography.fontFamily.body,
  outline: "none",
});

export const lightboxHeader = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.small,
});

export const lightboxTitle = style({
  margin: 0,
  fontSize: vars.typography.fontSize.standard,
  fontWeight: vars.typography.fontWeight.medium,
});

export const stage = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.small,
  minHeight: 0,
});

export const image = style({
  flex: "0 1 auto",
  minWidth: 0,
  maxWidth: "100%",
  maxHeight: "100%",
  objectFit: "contain",
});

/**
 * The lightbox's IconButtons, light on the dark stage. Chained with
 * IconButton's own class so that these win whichever stylesheet loads last
 * (the lightbox is loaded on first use, after the page's styles).
 */
export const lightboxButton = style({
  selectors: {
    [`&${iconButton}`]: { color: "#ffffff", backgroundColor: "rgba(255, 255, 255, 0.12)" },
    [`${hovered}${iconButton}`]: { backgroundColor: "rgba(255, 255, 255, 0.24)" },
    [`&${iconButton}:focus-visible`]: { outlineColor: "#ffffff" },
  },
});

export const caption = style({ margin: 0, textAlign: "center" });
