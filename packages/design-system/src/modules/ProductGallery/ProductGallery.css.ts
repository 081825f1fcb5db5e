import { style } from "@vanilla-extract/css";
import { focusRing } from "../../private/a11y.css";
import { vars } from "../../themes/vars.css";

export const root = style({ display: "grid", gap: vars.space.small, maxWidth: 540 });

export const stageButton = style({
  position: "relative",
  display: "block",
  width: "100%",
  padding: 0,
  border: `1px solid ${vars.color.borderSoft}`,
  borderRadius: vars.radius.large,
  overflow: "hidden",
  backgroundColor: vars.color.surfaceSoft,
  cursor: "zoom-in",
  outline: "none",
  selectors: { "&:focus-visible": focusRing },
});

export const stageImage = style({
  display: "block",
  width: "100%",
  aspectRatio: "4 / 3",
  objectFit: "contain",
});

export const zoomBadge = style({
  position: "absolute",
  right: vars.space.small,
  bottom: vars.space.small,
  display: "grid",
  placeItems: "center",
  width: 40,
  height: 40,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.small,
});

export const thumbs = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const thumbButton = style({
  display: "block",
  padding: 0,
  border: `2px solid ${vars.color.borderSoft}`,
  borderRadius: vars.radius.standard,
  backgroundColor: vars.color.surfaceSoft,
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&:hover": { borderColor: vars.color.border },
    "&:focus-visible": focusRing,
    '&[aria-pressed="true"]': { borderColor: vars.color.brandAccent },
  },
});

export const thumb = style({
  display: "block",
  width: 56,
  height: 56,
  objectFit: "cover",
  borderRadius: vars.radius.small,
});
