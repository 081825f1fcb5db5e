import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../themes/vars.css";

export const figure = style({ margin: 0, display: "grid", gap: vars.space.xsmall });

export const img = style({
  display: "block",
  width: "100%",
  height: "auto",
  objectFit: "cover",
  backgroundColor: vars.color.neutralSoft,
});

/** Each preset caps the width; boxed presets also fix the aspect ratio. */
export const preset = styleVariants({
  Stretched: { maxWidth: 1180 },
  StretchedVideo: { maxWidth: 1200, aspectRatio: "1200 / 675" },
  BreakOut: { maxWidth: 980 },
  Inline: { maxWidth: 780 },
  AsideSquare: { maxWidth: 960, aspectRatio: "1 / 1" },
  AsideVideo: { maxWidth: 960, aspectRatio: "960 / 540" },
});

export const rounded = style({ borderRadius: vars.radius.large });

export const caption = style({
  fontSize: vars.typography.fontSize.small,
  lineHeight: vars.typography.lineHeight.small,
  color: vars.color.textSoft,
});
