import { style } from "@vanilla-extract/css";
import { mediaQuery } from "../../themes/baseTokens";
import { vars } from "../../themes/vars.css";

export const root = style({
  display: "grid",
  gap: vars.space.medium,
  maxWidth: vars.contentWidth.medium,
  margin: 0,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.brandAccentSoft,
});

export const text = style({
  margin: 0,
  fontSize: vars.typography.fontSize.large,
  lineHeight: vars.typography.lineHeight.large,
  fontWeight: vars.typography.fontWeight.medium,
  "@media": {
    [mediaQuery.tablet]: {
      fontSize: vars.typography.fontSize.xlarge,
      lineHeight: vars.typography.lineHeight.xlarge,
    },
  },
});

export const author = style({ display: "flex", gap: vars.space.small, alignItems: "center" });

export const portrait = style({
  width: 56,
  height: 56,
  borderRadius: vars.radius.full,
  objectFit: "cover",
});

export const name = style({ fontWeight: vars.typography.fontWeight.strong, fontStyle: "normal" });

export const role = style({ color: vars.color.textSoft, fontSize: vars.typography.fontSize.small });
