import { globalStyle, style } from "@vanilla-extract/css";
import { focusRing } from "../../private/a11y.css";
import { vars } from "../../themes/vars.css";

export const group = style({ position: "relative", display: "flex" });

/** The field's right edge joins the submit button. */
export const input = style({ borderStartEndRadius: 0, borderEndEndRadius: 0 });

/** The submit button: the magnifier, in the brand colour, joined to the field. */
export const submit = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  flexShrink: 0,
  width: 48,
  minHeight: 44,
  border: "none",
  borderStartEndRadius: vars.radius.standard,
  borderEndEndRadius: vars.radius.standard,
  backgroundColor: vars.color.brandAccent,
  color: vars.color.onBrandAccent,
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&:hover": { backgroundColor: vars.color.brandAccentHover },
    "&:active": { backgroundColor: vars.color.brandAccentActive },
    "&:focus-visible": focusRing,
  },
});

export const suggestion = style({});
globalStyle(`${suggestion} mark`, {
  backgroundColor: "transparent",
  color: "inherit",
  fontWeight: vars.typography.fontWeight.strong,
});
