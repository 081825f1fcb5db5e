import { globalStyle, style } from "@vanilla-extract/css";
import { mediaQuery } from "../../themes/baseTokens";
import { vars } from "../../themes/vars.css";

/**
 * A three-column grid whose middle column is the page's content width: modules sit in it, so
 * they share one start edge and never touch the viewport, however wide each one is allowed to be,
 * with one vertical rhythm between them.
 */
export const root = style({
  display: "grid",
  gridTemplateColumns: `minmax(${vars.space.medium}, 1fr) minmax(0, ${vars.contentWidth.large}) minmax(${vars.space.medium}, 1fr)`,
  // One rhythm between modules; those with a band of their own (Hero) add their padding to it.
  rowGap: vars.space.xlarge,
  paddingBlock: vars.space.medium,
  paddingBlockEnd: vars.space.xxlarge,
  outline: "none",
  "@media": {
    [mediaQuery.tablet]: {
      gridTemplateColumns: `minmax(${vars.space.gutter}, 1fr) minmax(0, ${vars.contentWidth.large}) minmax(${vars.space.gutter}, 1fr)`,
    },
  },
});

globalStyle(`${root} > *`, { gridColumn: 2, minWidth: 0 });
