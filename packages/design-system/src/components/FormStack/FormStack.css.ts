import { style } from "@vanilla-extract/css";
import { vars } from "../../themes/vars.css";

/** Fields stretch to the form's width; a grid's gap spaces them without margins to collapse. */
export const root = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.medium,
});

/** A little more room above the buttons than between fields, as the public forms have. */
export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.small,
  paddingTop: vars.space.xsmall,
});
