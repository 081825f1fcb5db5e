import { style } from "@vanilla-extract/css";
import { mediaQuery } from "../../themes/baseTokens";
import { vars } from "../../themes/vars.css";

export const root = style({
  display: "grid",
  gap: vars.space.large,
  maxWidth: vars.contentWidth.small,
  marginInline: "auto",
  padding: `${vars.space.xlarge} ${vars.space.medium}`,
  "@media": { [mediaQuery.tablet]: { paddingBlock: vars.space.xxlarge } },
});

export const heading = style({ display: "grid", gap: vars.space.xsmall });

export const homeLink = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xsmall,
  justifySelf: "start",
  minHeight: 44,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.standard,
  backgroundColor: vars.color.brandAccent,
  color: vars.color.onBrandAccent,
  textDecoration: "none",
  fontWeight: vars.typography.fontWeight.medium,
  selectors: { "&:hover": { backgroundColor: vars.color.brandAccentHover } },
});
