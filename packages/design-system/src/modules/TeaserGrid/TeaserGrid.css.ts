import { style, styleVariants } from "@vanilla-extract/css";
import { mediaQuery } from "../../themes/baseTokens";
import { vars } from "../../themes/vars.css";

export const root = style({
  display: "grid",
  gap: vars.space.large,
  maxWidth: vars.contentWidth.large,
  marginInline: "auto",
});

export const list = style({
  display: "grid",
  gap: vars.space.medium,
  gridTemplateColumns: "minmax(0, 1fr)",
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const columns = styleVariants({
  2: { "@media": { [mediaQuery.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } } },
  3: {
    "@media": {
      [mediaQuery.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
      [mediaQuery.desktop]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
    },
  },
});
