import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../themes/vars.css";

export const group = style({ position: "relative", display: "flex" });

export const icon = style({
  position: "absolute",
  insetInlineStart: vars.space.small,
  top: "50%",
  transform: "translateY(-50%)",
  color: vars.color.textSoft,
  pointerEvents: "none",
});

export const input = style({ paddingInlineStart: 40 });

export const suggestion = style({});
globalStyle(`${suggestion} mark`, {
  backgroundColor: "transparent",
  color: "inherit",
  fontWeight: vars.typography.fontWeight.strong,
});
