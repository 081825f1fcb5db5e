import { style } from "@vanilla-extract/css";
import { mediaQuery } from "../../themes/baseTokens";
import { vars } from "../../themes/vars.css";

export const root = style({
  display: "grid",
  gap: vars.space.large,
  alignItems: "start",
  maxWidth: vars.contentWidth.large,
  marginInline: "auto",
  gridTemplateAreas: '"text" "image"',
  "@media": {
    [mediaQuery.tablet]: {
      gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)",
      gridTemplateAreas: '"text image"',
      gap: vars.space.xlarge,
    },
  },
});

export const imageStart = style({
  "@media": { [mediaQuery.tablet]: { gridTemplateAreas: '"image text"' } },
});

export const text = style({ display: "grid", gap: vars.space.medium, gridArea: "text" });

export const image = style({ gridArea: "image" });
