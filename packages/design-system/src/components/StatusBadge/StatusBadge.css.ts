import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../themes/vars.css";

export const root = style({
  display: "inline-flex",
  // Its own width also where a grid or a column of flex items would stretch it (a page's main
  // column): a status is a pill, never a bar.
  width: "fit-content",
  alignItems: "center",
  gap: vars.space.xxsmall,
  paddingInline: vars.space.xsmall,
  paddingBlock: 2,
  borderRadius: vars.radius.full,
  fontSize: vars.typography.fontSize.xsmall,
  lineHeight: vars.typography.lineHeight.xsmall,
  fontWeight: vars.typography.fontWeight.strong,
  whiteSpace: "nowrap",
});

export const tone = styleVariants({
  positive: { backgroundColor: vars.color.positiveSoft, color: vars.color.positive },
  caution: { backgroundColor: vars.color.cautionSoft, color: vars.color.caution },
  critical: { backgroundColor: vars.color.criticalSoft, color: vars.color.critical },
  info: { backgroundColor: vars.color.infoSoft, color: vars.color.info },
  neutral: { backgroundColor: vars.color.neutralSoft, color: vars.color.neutral },
  brand: { backgroundColor: vars.color.brandAccentSoft, color: vars.color.brandAccent },
});

export const dot = style({
  width: 8,
  height: 8,
  borderRadius: vars.radius.full,
  backgroundColor: "currentColor",
});
