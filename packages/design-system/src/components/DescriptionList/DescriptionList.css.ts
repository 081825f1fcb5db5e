import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../themes/vars.css";

export const list = style({
  display: "grid",
  gap: `${vars.space.small} ${vars.space.large}`,
  margin: 0,
});

export const columns = styleVariants({
  1: { gridTemplateColumns: "minmax(0, 1fr)" },
  2: {
    gridTemplateColumns: "minmax(0, 1fr)",
    "@media": {
      "screen and (min-width: 768px)": { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    },
  },
});

export const term = style({
  fontSize: vars.typography.fontSize.small,
  color: vars.color.textSoft,
});

export const description = style({ margin: 0, color: vars.color.text, overflowWrap: "anywhere" });
