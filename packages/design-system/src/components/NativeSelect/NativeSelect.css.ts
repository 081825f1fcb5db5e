import { style } from "@vanilla-extract/css";
import { vars } from "../../themes/vars.css";

export const wrapper = style({ position: "relative", display: "flex", alignItems: "center" });

export const select = style({
  appearance: "none",
  paddingInlineEnd: `calc(${vars.space.small} + 24px)`,
  cursor: "pointer",
  selectors: { "&:disabled": { cursor: "not-allowed" } },
});

/** The field's chevron; clicks go through to the select. */
export const chevron = style({
  position: "absolute",
  insetInlineEnd: vars.space.small,
  pointerEvents: "none",
});
