import { style } from "@vanilla-extract/css";
import { vars } from "../../themes/vars.css";

export const body = style({ display: "grid", gap: vars.space.large });

export const promise = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.xsmall,
  margin: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.standard,
  backgroundColor: vars.color.positiveSoft,
  color: vars.color.text,
  fontWeight: vars.typography.fontWeight.medium,
});

export const promiseIcon = style({ flexShrink: 0, color: vars.color.positive });
