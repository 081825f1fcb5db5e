import { style, styleVariants } from "@vanilla-extract/css";
import { focusRing } from "../../private/a11y.css";
import { base } from "../../private/layers.css";
import { vars } from "../../themes/vars.css";

// Everything here sits in the `wire-base` layer: components that pass a
// className to Link (cards, buttons-as-links, navigation) override it.

export const root = style({
  "@layer": {
    [base]: {
      display: "inline",
      padding: 0,
      border: 0,
      background: "none",
      font: "inherit",
      textAlign: "inherit",
      cursor: "pointer",
      textDecoration: "underline",
      textUnderlineOffset: "0.2em",
      borderRadius: vars.radius.small,
      outline: "none",
      selectors: {
        "&:hover": { textDecorationThickness: "2px" },
        "&:focus-visible": focusRing,
      },
    },
  },
});

export const tone = styleVariants({
  link: {
    "@layer": {
      [base]: { color: vars.color.link, selectors: { "&:hover": { color: vars.color.linkHover } } },
    },
  },
  neutral: { "@layer": { [base]: { color: vars.color.text } } },
  inherit: { "@layer": { [base]: { color: "inherit" } } },
});

export const standalone = style({
  "@layer": {
    [base]: {
      textDecoration: "none",
      fontWeight: vars.typography.fontWeight.medium,
      selectors: { "&:hover": { textDecoration: "underline" } },
    },
  },
});

export const externalIcon = style({
  display: "inline-block",
  marginInlineStart: vars.space.xxsmall,
  verticalAlign: "-0.125em",
});
