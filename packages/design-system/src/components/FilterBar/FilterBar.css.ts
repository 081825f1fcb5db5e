import { style } from "@vanilla-extract/css";
import { vars } from "../../themes/vars.css";

export const form = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: vars.space.medium,
  padding: vars.space.medium,
  marginBlock: vars.space.medium,
  borderRadius: vars.radius.standard,
  backgroundColor: vars.color.surfaceSoft,
});

export const field = style({ flex: "1 1 12rem", minWidth: 0 });

export const actions = style({ display: "flex", alignItems: "center", gap: vars.space.medium });
