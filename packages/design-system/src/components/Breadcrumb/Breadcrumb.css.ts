import { style } from "@vanilla-extract/css";
import { mediaQuery } from "../../themes/baseTokens";
import { vars } from "../../themes/vars.css";

export const root = style({
  fontSize: vars.typography.fontSize.small,
  lineHeight: vars.typography.lineHeight.small,
});

/** The full trail shows from tablet up; small screens get only the back link (spec §2). */
export const list = style({
  display: "none",
  margin: 0,
  padding: 0,
  listStyle: "none",
  "@media": {
    [mediaQuery.tablet]: {
      display: "flex",
      flexWrap: "wrap",
      alignItems: "center",
      gap: vars.space.xxsmall,
    },
  },
});

export const item = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxsmall,
});

export const separator = style({ color: vars.color.textSoft });

export const current = style({
  color: vars.color.text,
  fontWeight: vars.typography.fontWeight.medium,
});

export const back = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxsmall,
  minHeight: 44,
  "@media": { [mediaQuery.tablet]: { display: "none" } },
});

export const link = style({ display: "inline-flex", alignItems: "center", minHeight: 24 });
