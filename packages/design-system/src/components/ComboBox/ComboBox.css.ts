import { style } from "@vanilla-extract/css";
import { vars } from "../../themes/vars.css";

export const group = style({ position: "relative", display: "flex" });

export const input = style({ paddingInlineEnd: 44 });

export const button = style({
  position: "absolute",
  insetBlock: 0,
  insetInlineEnd: 0,
  width: 44,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  border: 0,
  background: "none",
  color: vars.color.text,
  cursor: "pointer",
  borderRadius: vars.radius.standard,
  outline: "none",
  selectors: {
    "&[data-focus-visible]": { outline: `3px solid ${vars.color.focus}`, outlineOffset: -3 },
  },
});

export const empty = style({ padding: vars.space.small, color: vars.color.textSoft });
