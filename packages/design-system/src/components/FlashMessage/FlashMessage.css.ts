import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { mediaQuery } from "../../themes/baseTokens";
import { vars } from "../../themes/vars.css";

export const root = style({
  display: "flex",
  gap: vars.space.small,
  alignItems: "flex-start",
  padding: vars.space.medium,
  borderInlineStart: "4px solid",
  borderRadius: vars.radius.standard,
  color: vars.color.text,
});

export const tone = styleVariants({
  info: { backgroundColor: vars.color.infoSoft, borderColor: vars.color.info },
  success: { backgroundColor: vars.color.positiveSoft, borderColor: vars.color.positive },
  error: { backgroundColor: vars.color.criticalSoft, borderColor: vars.color.critical },
});

export const iconTone = styleVariants({
  info: { color: vars.color.info },
  success: { color: vars.color.positive },
  error: { color: vars.color.critical },
});

export const floating = style({
  position: "fixed",
  insetInline: vars.space.medium,
  bottom: vars.space.medium,
  zIndex: vars.zIndex.flash,
  boxShadow: vars.shadow.large,
  "@media": {
    [mediaQuery.tablet]: { insetInline: "auto", right: vars.space.large, maxWidth: 480 },
  },
});

export const body = style({ display: "grid", gap: vars.space.xxsmall, flex: 1, minWidth: 0 });

export const title = style({ fontWeight: vars.typography.fontWeight.strong });

export const text = style({ overflowWrap: "break-word" });
globalStyle(`${text} a`, { color: vars.color.link });

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.medium,
  alignItems: "center",
  marginTop: vars.space.xxsmall,
});
