import { style } from "@vanilla-extract/css";
import { vars } from "../../themes/vars.css";

/** Shared with CartSummary: the same surface, border and padding. */
export const panel = style({
  display: "grid",
  gap: vars.space.medium,
  alignContent: "start",
  minWidth: 0,
  padding: vars.space.medium,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.borderSoft}`,
  borderRadius: vars.radius.large,
});

export const header = style({ display: "grid", gap: vars.space.xxsmall });

export const heading = style({ margin: 0 });
