import { style } from "@vanilla-extract/css";
import { mediaQuery } from "../../themes/baseTokens";
import { vars } from "../../themes/vars.css";

export const root = style({
  position: "fixed",
  zIndex: vars.zIndex.sideButtons,
  right: 0,
  bottom: vars.space.medium,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: "none",
  "@media": { [mediaQuery.desktop]: { top: "40%", bottom: "auto" } },
});

export const button = style({
  borderStartEndRadius: 0,
  borderEndEndRadius: 0,
  boxShadow: vars.shadow.medium,
});

export const label = style({
  display: "none",
  "@media": { [mediaQuery.desktop]: { display: "inline" } },
});
