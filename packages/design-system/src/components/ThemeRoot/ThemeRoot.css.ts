import { style } from "@vanilla-extract/css";
import { vars } from "../../themes/vars.css";

export const root = style({
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  fontFamily: vars.typography.fontFamily.body,
  fontSize: vars.typography.fontSize.standard,
  lineHeight: vars.typography.lineHeight.standard,
  WebkitFontSmoothing: "antialiased",
});
