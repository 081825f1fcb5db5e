import { style, styleVariants } from "@vanilla-extract/css";
import { focusRing } from "../../private/a11y.css";
import { vars } from "../../themes/vars.css";

export const root = style({
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
});

export const tone = styleVariants({
  link: { color: vars.color.link, selectors: { "&:hover": { color: vars.color.linkHover } } },
  neutral: { color: vars.color.text },
  inherit: { color: "inherit" },
});

export const standalone = style({
  textDecoration: "none",
  fontWeight: vars.typography.fontWeight.medium,
  selectors: { "&:hover": { textDecoration: "underline" } },
});

export const externalIcon = style({
  display: "inline-block",
  marginInlineStart: vars.space.xxsmall,
  verticalAlign: "-0.125em",
});
