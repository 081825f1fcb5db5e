import { style } from "@vanilla-extract/css";
import { focusRing } from "../../private/a11y.css";
import { vars } from "../../themes/vars.css";

export const wrapper = style({ position: "relative", display: "flex", alignItems: "center" });

export const select = style({
  appearance: "none",
  paddingInlineEnd: `calc(${vars.space.small} + 24px)`,
  cursor: "pointer",
  selectors: {
    "&:hover": { borderColor: vars.color.text },
    "&:focus-visible": focusRing,
    "&:disabled": {
      backgroundColor: vars.color.neutralSoft,
      color: vars.color.textSoft,
      cursor: "not-allowed",
    },
  },
});

/** The field's chevron; clicks go through to the select. */
export const chevron = style({
  position: "absolute",
  insetInlineEnd: vars.space.small,
  pointerEvents: "none",
});
