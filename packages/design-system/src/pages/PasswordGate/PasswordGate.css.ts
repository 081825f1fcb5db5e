import { style } from "@vanilla-extract/css";
import { vars } from "../../themes/vars.css";

export const root = style({
  display: "grid",
  gap: vars.space.large,
  maxWidth: 420,
  marginInline: "auto",
  padding: `${vars.space.xlarge} ${vars.space.medium}`,
});

export const form = style({ display: "grid", gap: vars.space.medium });
