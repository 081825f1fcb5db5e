import { style } from "@vanilla-extract/css";
import { mediaQuery } from "../../themes/baseTokens";
import { vars } from "../../themes/vars.css";

export const root = style({
  display: "grid",
  // As wide as the page allows: an auto column grew with a long word in the text.
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.large,
  alignItems: "center",
  maxWidth: vars.contentWidth.large,
  marginInline: "auto",
  paddingBlock: vars.space.xlarge,
  "@media": {
    [mediaQuery.desktop]: {
      gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)",
      gap: vars.space.xxlarge,
    },
  },
});

export const inverted = style({
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surfaceInverted,
  color: vars.color.textInverted,
  "@media": { [mediaQuery.tablet]: { paddingInline: vars.space.xlarge } },
});

export const content = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.medium,
  justifyItems: "start",
});

export const title = style({
  margin: 0,
  fontFamily: vars.typography.fontFamily.heading,
  fontWeight: vars.typography.fontWeight.strong,
  fontSize: vars.typography.fontSize.xxlarge,
  lineHeight: vars.typography.lineHeight.xxlarge,
  "@media": {
    [mediaQuery.tablet]: {
      fontSize: vars.typography.fontSize.xxxlarge,
      lineHeight: vars.typography.lineHeight.xxxlarge,
    },
  },
});

export const overlineInverted = style({ color: "inherit" });

export const text = style({
  margin: 0,
  // Items start at their own width, which a long word made wider than the column.
  maxWidth: "100%",
  fontSize: vars.typography.fontSize.large,
  lineHeight: vars.typography.lineHeight.large,
});

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.small });
