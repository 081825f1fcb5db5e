import { style } from "@vanilla-extract/css";
import { vars } from "../../themes/vars.css";

/** The panel is Panel's (its surface, border and padding). */
export { panel } from "../Panel/Panel.css";

export const heading = style({ margin: 0 });

export const body = style({ display: "grid", gap: vars.space.medium, minWidth: 0 });

export const fields = style({ display: "grid", gap: vars.space.small, minWidth: 0 });

export const figures = style({ display: "grid", gap: vars.space.xsmall, margin: 0 });

export const fact = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "baseline",
  gap: vars.space.small,
});

export const value = style({
  margin: 0,
  fontVariantNumeric: "tabular-nums",
  whiteSpace: "nowrap",
  textAlign: "end",
});

export const total = style({
  paddingBlockStart: vars.space.xsmall,
  borderTop: `1px solid ${vars.color.border}`,
  fontWeight: vars.typography.fontWeight.strong,
  fontSize: vars.typography.fontSize.large,
  lineHeight: vars.typography.lineHeight.large,
});

export const actions = style({ display: "grid", gap: vars.space.small, minWidth: 0 });

/** Emptying the cart sits apart from the primary actions, at the panel's foot. */
export const secondary = style({
  display: "flex",
  justifyContent: "flex-end",
  paddingBlockStart: vars.space.xsmall,
  borderTop: `1px solid ${vars.color.borderSoft}`,
});
