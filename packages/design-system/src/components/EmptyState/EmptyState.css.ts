import { style } from "@vanilla-extract/css";
import { vars } from "../../themes/vars.css";

export const root = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.small,
  padding: `${vars.space.xlarge} ${vars.space.medium}`,
  textAlign: "center",
  color: vars.color.text,
});

export const icon = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  width: 56,
  height: 56,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.neutralSoft,
  color: vars.color.neutral,
});

export const text = style({ maxWidth: "40ch", color: vars.color.textSoft });
