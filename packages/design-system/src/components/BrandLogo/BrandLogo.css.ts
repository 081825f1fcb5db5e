import { style } from "@vanilla-extract/css";
import { visuallyHidden } from "../../private/a11y.css";
import { mediaQuery } from "../../themes/baseTokens";
import { vars } from "../../themes/vars.css";

export const root = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xsmall,
  color: vars.color.text,
  textDecoration: "none",
  fontWeight: vars.typography.fontWeight.strong,
  fontSize: vars.typography.fontSize.large,
  lineHeight: vars.typography.lineHeight.large,
  whiteSpace: "nowrap",
});

export const mark = style({ width: 32, height: 32, flexShrink: 0 });

export const markTile = style({ fill: vars.color.brandAccent });

export const markWire = style({
  fill: "none",
  stroke: vars.color.onBrandAccent,
  strokeWidth: 6,
  strokeLinecap: "round",
  strokeLinejoin: "round",
});

/**
 * Phones show the mark alone: beside the header's buttons the name would push the header wider
 * than 320 px. It still names the link there, as visually hidden text.
 */
export const name = style([
  visuallyHidden,
  {
    "@media": {
      [mediaQuery.tablet]: {
        position: "static",
        width: "auto",
        height: "auto",
        margin: 0,
        overflow: "visible",
        clip: "auto",
      },
    },
  },
]);
