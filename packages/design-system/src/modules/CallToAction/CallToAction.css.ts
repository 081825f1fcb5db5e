import { style } from "@vanilla-extract/css";
import { mediaQuery } from "../../themes/baseTokens";
import { vars } from "../../themes/vars.css";

export const root = style({
  display: "grid",
  gap: vars.space.medium,
  alignItems: "center",
  maxWidth: vars.contentWidth.large,
  marginInline: "auto",
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.brandAccent,
  color: vars.color.onBrandAccent,
  "@media": {
    [mediaQuery.tablet]: { gridTemplateColumns: "minmax(0, 1fr) auto", padding: vars.space.xlarge },
  },
});

export const title = style({
  margin: 0,
  fontSize: vars.typography.fontSize.xlarge,
  lineHeight: vars.typography.lineHeight.xlarge,
  fontWeight: vars.typography.fontWeight.strong,
});

export const text = style({ margin: `${vars.space.xsmall} 0 0` });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.small });

export const actionLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: 44,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.standard,
  backgroundColor: vars.color.surface,
  color: vars.color.brandAccent,
  fontWeight: vars.typography.fontWeight.medium,
  textDecoration: "none",
  selectors: {
    "&:hover": { backgroundColor: vars.color.brandAccentSoft },
    "&:focus-visible": {
      outline: `3px solid ${vars.color.onBrandAccent}`,
      outlineOffset: 2,
    },
  },
});
