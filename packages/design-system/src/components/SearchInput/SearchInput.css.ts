import { style } from "@vanilla-extract/css";
import { focusRing } from "../../private/a11y.css";
import { vars } from "../../themes/vars.css";

export const input = style({
  selectors: {
    "&:hover": { borderColor: vars.color.text },
    "&:focus-visible": focusRing,
  },
});
