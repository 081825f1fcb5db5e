import { style } from "@vanilla-extract/css";
import { focusRing } from "../../private/a11y.css";
import { vars } from "../../themes/vars.css";

export const root = style({
  position: "absolute",
  top: vars.space.xsmall,
  left: vars.space.xsmall,
  zIndex: vars.zIndex.skipLink,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  borderRadius: vars.radius.standard,
  backgroundColor: vars.color.brandAccent,
  color: vars.color.onBrandAccent,
  fontWeight: vars.typography.fontWeight.medium,
  textDecoration: "none",
  transform: "translateY(-200%)",
  selectors: { "&:focus": { transform: "none", ...focusRing } },
});
