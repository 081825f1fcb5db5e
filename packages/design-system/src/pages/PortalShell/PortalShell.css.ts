import { globalStyle, style } from "@vanilla-extract/css";
import { root as themeRoot } from "../../components/ThemeRoot/ThemeRoot.css";
import { focusRing } from "../../private/a11y.css";
import { scrollsSideways } from "../../private/scrollsSideways.css";
import { mediaQuery } from "../../themes/baseTokens";
import { vars } from "../../themes/vars.css";

export const root = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  // The content's row takes the height the frame is stretched by (the navigation's does not).
  gridTemplateRows: "1fr",
  // Stretched by its theme root below: on a short page the frame (the grey area and the
  // sidebar's border) reaches the bottom of the window instead of stopping after the content.
  flexGrow: 1,
  backgroundColor: vars.color.surfaceSoft,
});

// The theme root that holds a portal frame (header, then the frame) is at least as tall as the
// window, and the frame takes what the header leaves. Pages without the frame (the public site)
// keep their own flow.
globalStyle(`${themeRoot}:has(> ${root})`, {
  display: "flex",
  flexDirection: "column",
  minHeight: "100dvh",
});

export const withSidebar = style({
  gridTemplateRows: "auto 1fr",
  "@media": {
    [mediaQuery.desktop]: { gridTemplateColumns: "260px minmax(0, 1fr)", gridTemplateRows: "1fr" },
  },
});

export const sidebar = style({
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.borderSoft}`,
  padding: vars.space.small,
  "@media": {
    [mediaQuery.desktop]: {
      borderBottom: 0,
      borderInlineEnd: `1px solid ${vars.color.borderSoft}`,
      padding: vars.space.medium,
    },
  },
});

export const navList = style({
  display: "flex",
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: "none",
  ...scrollsSideways,
  "@media": { [mediaQuery.desktop]: { flexDirection: "column", overflowX: "visible" } },
});

export const navLink = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xsmall,
  minHeight: 44,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.standard,
  color: vars.color.text,
  textDecoration: "none",
  // One line in the scrolling row of small screens; wrapped in the sidebar's 260 px, where a
  // long area name ("WIRE Flow download centre", German titles) ran out over the page.
  whiteSpace: "nowrap",
  "@media": { [mediaQuery.desktop]: { whiteSpace: "normal" } },
  outline: "none",
  selectors: {
    "&:hover": { backgroundColor: vars.color.neutralSoft },
    '&[aria-current="page"]': {
      backgroundColor: vars.color.brandAccentSoft,
      color: vars.color.brandAccentActive,
      fontWeight: vars.typography.fontWeight.strong,
    },
    "&:focus-visible": focusRing,
  },
});

export const main = style({
  display: "grid",
  // One column as wide as the screen allows: with an auto track, content wider than a phone
  // (a row of tabs that scrolls itself, a wide table) widened the column and the whole page.
  gridTemplateColumns: "minmax(0, 1fr)",
  alignContent: "start",
  gap: vars.space.large,
  padding: vars.space.medium,
  outline: "none",
  "@media": { [mediaQuery.tablet]: { padding: vars.space.gutter } },
});
