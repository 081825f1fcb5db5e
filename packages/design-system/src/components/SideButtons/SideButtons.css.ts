import { globalStyle, style } from "@vanilla-extract/css";
import { breakpoints, mediaQuery } from "../../themes/baseTokens";
import { vars } from "../../themes/vars.css";

/** Below the desktop breakpoint the buttons are one bar along the screen's bottom edge. */
const narrow = `screen and (max-width: ${breakpoints.desktop - 0.02}px)`;

/** The bar's height (icon over a one-line label) without the device's bottom inset. */
const BAR_HEIGHT = "3.5rem";

export const root = style({
  position: "fixed",
  zIndex: vars.zIndex.sideButtons,
  "@media": {
    [narrow]: {
      insetInline: 0,
      bottom: 0,
      // A phone's home indicator sits under the bar, not on its buttons.
      paddingBottom: "env(safe-area-inset-bottom)",
      backgroundColor: vars.color.brandAccent,
      boxShadow: vars.shadow.medium,
    },
    [mediaQuery.desktop]: { right: 0, top: "40%" },
  },
});

/**
 * The bar covers the screen's last strip, so the page keeps that much room after its last
 * line (its footer): scrolled to the end, nothing of the page stays under the bar.
 */
globalStyle(`body:has(${root})`, {
  "@media": {
    [narrow]: { paddingBottom: `calc(${BAR_HEIGHT} + env(safe-area-inset-bottom))` },
  },
});

export const list = style({
  display: "flex",
  margin: 0,
  padding: 0,
  listStyle: "none",
  "@media": {
    [narrow]: {
      height: BAR_HEIGHT,
      // Equal shares of the width, divided by hairlines in the bar's own colour.
      gap: 1,
      backgroundColor: vars.color.brandAccentActive,
    },
    [mediaQuery.desktop]: {
      flexDirection: "column",
      // Flush with the screen's edge, whatever each button's width.
      alignItems: "flex-end",
      gap: vars.space.xxsmall,
    },
  },
});

export const item = style({
  "@media": { [narrow]: { flex: "1 1 0", minWidth: 0, display: "flex" } },
});

export const button = style({
  "@media": {
    [narrow]: {
      flex: 1,
      flexDirection: "column",
      gap: 2,
      minWidth: 0,
      paddingInline: vars.space.xxsmall,
      borderRadius: 0,
      fontSize: vars.typography.fontSize.xsmall,
      lineHeight: 1.2,
    },
    [mediaQuery.desktop]: {
      borderStartEndRadius: 0,
      borderEndEndRadius: 0,
      boxShadow: vars.shadow.medium,
    },
  },
});

/** In the bar the button's content (icon, label) is a column as wide as the button. */
globalStyle(`${button} > span`, {
  "@media": {
    [narrow]: { flexDirection: "column", gap: 2, maxWidth: "100%", position: "static" },
  },
});

/**
 * In the bar each label shows under its icon. On desktops the label slides out of the tab while
 * the pointer is on it or it has the keyboard's focus: always shown, the labels lay over the
 * page's content (a card's title, a form's last column) at every desktop width.
 */
export const label = style({
  "@media": {
    [narrow]: {
      display: "block",
      maxWidth: "100%",
      overflow: "hidden",
      whiteSpace: "nowrap",
      textOverflow: "ellipsis",
    },
    [mediaQuery.desktop]: {
      display: "inline-block",
      maxWidth: 0,
      // Folded, it takes back the button's gap before it too.
      marginInlineStart: `calc(-1 * ${vars.space.xsmall})`,
      overflow: "hidden",
      whiteSpace: "nowrap",
      transitionProperty: "max-width, margin",
      transitionDuration: vars.motion.durationFast,
      transitionTimingFunction: vars.motion.easing,
      selectors: {
        [`${button}:hover &, ${button}:focus-visible &`]: {
          maxWidth: "16em",
          marginInlineStart: 0,
        },
      },
    },
    [mediaQuery.reducedMotion]: { transition: "none" },
  },
});

/** A count (products in the basket, unread news) shows on every screen, beside the icon. */
export const count = style({
  minWidth: "1.5em",
  paddingInline: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.onBrandAccent,
  color: vars.color.brandAccent,
  fontSize: vars.typography.fontSize.xsmall,
  lineHeight: 1.5,
  textAlign: "center",
  "@media": {
    // In the bar the count is a badge on the icon's corner, so the label keeps its line.
    [narrow]: { position: "absolute", top: 4, insetInlineStart: "calc(50% + 6px)" },
  },
});
