import { style, styleVariants } from "@vanilla-extract/css";
import { mediaQuery } from "../../themes/baseTokens";
import { vars } from "../../themes/vars.css";

const headingBase = style({
  fontFamily: vars.typography.fontFamily.heading,
  fontWeight: vars.typography.fontWeight.strong,
  color: vars.color.text,
  // Long words break as the reset has it for every heading (hyphenated where it can).
});

/** Heading sizes step up from mobile to tablet. */
export const heading = styleVariants({
  1: [
    headingBase,
    {
      fontSize: vars.typography.fontSize.xxlarge,
      lineHeight: vars.typography.lineHeight.xxlarge,
      "@media": {
        [mediaQuery.tablet]: {
          fontSize: vars.typography.fontSize.xxxlarge,
          lineHeight: vars.typography.lineHeight.xxxlarge,
        },
      },
    },
  ],
  2: [
    headingBase,
    {
      fontSize: vars.typography.fontSize.xlarge,
      lineHeight: vars.typography.lineHeight.xlarge,
      "@media": {
        [mediaQuery.tablet]: {
          fontSize: vars.typography.fontSize.xxlarge,
          lineHeight: vars.typography.lineHeight.xxlarge,
        },
      },
    },
  ],
  3: [
    headingBase,
    {
      fontSize: vars.typography.fontSize.large,
      lineHeight: vars.typography.lineHeight.large,
      "@media": {
        [mediaQuery.tablet]: {
          fontSize: vars.typography.fontSize.xlarge,
          lineHeight: vars.typography.lineHeight.xlarge,
        },
      },
    },
  ],
  4: [
    headingBase,
    {
      fontSize: vars.typography.fontSize.standard,
      lineHeight: vars.typography.lineHeight.standard,
      "@media": {
        [mediaQuery.tablet]: {
          fontSize: vars.typography.fontSize.large,
          lineHeight: vars.typography.lineHeight.large,
        },
      },
    },
  ],
});

export const text = style({
  fontFamily: vars.typography.fontFamily.body,
  overflowWrap: "break-word",
});

export const textSize = styleVariants({
  xsmall: {
    fontSize: vars.typography.fontSize.xsmall,
    lineHeight: vars.typography.lineHeight.xsmall,
  },
  small: { fontSize: vars.typography.fontSize.small, lineHeight: vars.typography.lineHeight.small },
  standard: {
    fontSize: vars.typography.fontSize.standard,
    lineHeight: vars.typography.lineHeight.standard,
  },
  large: { fontSize: vars.typography.fontSize.large, lineHeight: vars.typography.lineHeight.large },
});

export const tone = styleVariants({
  neutral: { color: vars.color.text },
  secondary: { color: vars.color.textSoft },
  brandAccent: { color: vars.color.brandAccent },
  critical: { color: vars.color.critical },
  positive: { color: vars.color.positive },
  caution: { color: vars.color.caution },
  inherit: { color: "inherit" },
});

export const weight = styleVariants({
  regular: { fontWeight: vars.typography.fontWeight.regular },
  medium: { fontWeight: vars.typography.fontWeight.medium },
  strong: { fontWeight: vars.typography.fontWeight.strong },
});

export const overline = style({
  display: "block",
  fontFamily: vars.typography.fontFamily.body,
  fontSize: vars.typography.fontSize.small,
  lineHeight: vars.typography.lineHeight.small,
  fontWeight: vars.typography.fontWeight.strong,
  letterSpacing: vars.typography.letterSpacing.overline,
  textTransform: "uppercase",
  color: vars.color.brandAccent,
});
