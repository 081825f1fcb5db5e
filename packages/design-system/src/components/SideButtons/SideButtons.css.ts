import { style } from "@vanilla-extract/css";
import { mediaQuery } from "../../themes/baseTokens";
import { vars } from "../../themes/vars.css";

export const root = style({
  position: "fixed",
  zIndex: vars.zIndex.sideButtons,
  right: 0,
  bottom: vars.space.medium,
  "@media": { [mediaQuery.desktop]: { top: "40%", bottom: "auto" } },
});

export const list = style({
  display: "flex",
  flexDirection: "column",
  // Flush with the screen's edge, whatever each button's width.
  alignItems: "flex-end",
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const button = style({
  borderStartEndRadius: 0,
  borderEndEndRadius: 0,
  boxShadow: vars.shadow.medium,
});

/**
 * Phones show the icon alone. On wider screens the label slides out of the tab while the
 * pointer is on it or it has the keyboard's focus: always shown, the labels lay over the
 * page's content (a card's title, a form's last column) at every desktop width.
 */
export const label = style({
  display: "none",
  "@media": {
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
    },
    [mediaQuery.reducedMotion]: { transition: "none" },
  },
  selectors: {
    [`${button}:hover &, ${button}:focus-visible &`]: {
      maxWidth: "16em",
      marginInlineStart: 0,
    },
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
});
