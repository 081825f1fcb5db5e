import { style } from "@vanilla-extract/css";
import { vars } from "../../themes/vars.css";

export const trigger = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.xsmall,
  textAlign: "start",
  cursor: "pointer",
});

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  selectors: { "&[data-placeholder]": { color: vars.color.textSoft } },
});
