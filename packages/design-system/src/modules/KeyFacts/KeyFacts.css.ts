import { style } from "@vanilla-extract/css";
import { mediaQuery } from "../../themes/baseTokens";
import { vars } from "../../themes/vars.css";

export const root = style({
  display: "grid",
  gap: vars.space.medium,
  gridTemplateColumns: "repeat(auto-fit, minmax(140px, 1fr))",
  maxWidth: vars.contentWidth.large,
  margin: 0,
});

export const fact = style({
  display: "flex",
  flexDirection: "column-reverse",
  gap: vars.space.xxsmall,
  paddingInlineStart: vars.space.medium,
  borderInlineStart: `4px solid ${vars.color.brandAccent}`,
});

export const value = style({
  margin: 0,
  fontSize: vars.typography.fontSize.xxlarge,
  lineHeight: vars.typography.lineHeight.xxlarge,
  fontWeight: vars.typography.fontWeight.strong,
  color: vars.color.brandAccent,
  "@media": {
    [mediaQuery.tablet]: {
      fontSize: vars.typography.fontSize.xxxlarge,
      lineHeight: vars.typography.lineHeight.xxxlarge,
    },
  },
});

export const label = style({ color: vars.color.textSoft });
