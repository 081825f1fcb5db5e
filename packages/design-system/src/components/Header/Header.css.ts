import { style } from "@vanilla-extract/css";
import { focusRing } from "../../private/a11y.css";
import { breakpoints, mediaQuery } from "../../themes/baseTokens";
import { vars } from "../../themes/vars.css";

export const root = style({
  position: "relative",
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.borderSoft}`,
  color: vars.color.text,
});

export const bar = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.small,
  minHeight: 64,
  maxWidth: vars.contentWidth.large,
  marginInline: "auto",
  paddingInline: vars.space.medium,
  "@media": { [mediaQuery.tablet]: { paddingInline: vars.space.gutter } },
});

export const logo = style({
  display: "flex",
  alignItems: "center",
  flexShrink: 0,
  marginInlineEnd: "auto",
});

export const nav = style({
  display: "none",
  "@media": { [mediaQuery.desktop]: { display: "block", marginInlineEnd: "auto" } },
});

export const navList = style({
  display: "flex",
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const navButton = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxsmall,
  minHeight: 44,
  paddingInline: vars.space.small,
  border: 0,
  borderRadius: vars.radius.standard,
  background: "none",
  color: vars.color.text,
  fontWeight: vars.typography.fontWeight.medium,
  textDecoration: "none",
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&:hover": { backgroundColor: vars.color.neutralSoft },
    '&[aria-expanded="true"]': { color: vars.color.brandAccent },
    "&:focus-visible": focusRing,
  },
});

export const actions = style({ display: "flex", alignItems: "center", gap: vars.space.xxsmall });

/** Wraps a header menu's trigger (its popover is portalled out of the header). */
export const menuRoot = style({ display: "inline-flex" });

export const desktopOnly = style({
  display: "none",
  "@media": { [mediaQuery.desktop]: { display: "inline-flex" } },
});

export const mobileOnly = style({
  "@media": { [mediaQuery.desktop]: { display: "none" } },
});

export const iconLink = style({
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 44,
  height: 44,
  borderRadius: vars.radius.full,
  color: vars.color.text,
  outline: "none",
  selectors: {
    "&:hover": { backgroundColor: vars.color.neutralSoft },
    "&:focus-visible": focusRing,
  },
});

export const badge = style({
  position: "absolute",
  top: 0,
  right: 0,
  minWidth: 20,
  height: 20,
  paddingInline: 5,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.critical,
  color: vars.color.onBrandAccent,
  fontSize: vars.typography.fontSize.xsmall,
  lineHeight: "20px",
  fontWeight: vars.typography.fontWeight.strong,
  textAlign: "center",
});

export const panel = style({
  position: "absolute",
  insetInline: 0,
  top: "100%",
  zIndex: vars.zIndex.headerPanel,
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.borderSoft}`,
  boxShadow: vars.shadow.medium,
});

export const panelInner = style({
  display: "grid",
  gap: vars.space.large,
  maxWidth: vars.contentWidth.large,
  marginInline: "auto",
  padding: vars.space.medium,
  "@media": {
    [mediaQuery.desktop]: {
      gridTemplateColumns: "repeat(3, minmax(0, 1fr)) minmax(0, 1.2fr)",
      padding: vars.space.gutter,
    },
  },
});

export const columnTitle = style({
  margin: `0 0 ${vars.space.xsmall}`,
  fontSize: vars.typography.fontSize.small,
  lineHeight: vars.typography.lineHeight.small,
  fontWeight: vars.typography.fontWeight.strong,
  color: vars.color.textSoft,
  textTransform: "uppercase",
  letterSpacing: vars.typography.letterSpacing.overline,
});

export const linkList = style({
  display: "grid",
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const panelLink = style({ display: "inline-flex", alignItems: "center", minHeight: 32 });

export const marketing = style({
  display: "grid",
  gap: vars.space.xsmall,
  alignContent: "start",
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.brandAccentSoft,
});

export const teaserImage = style({
  width: "100%",
  aspectRatio: "16 / 9",
  objectFit: "cover",
  borderRadius: vars.radius.standard,
});

/** The menu panel before the script has loaded: shown while the address points at it. */
export const shownAsTarget = style({
  selectors: { "&:not(:target)": { display: "none" } },
});

export const mobilePanel = style({
  display: "grid",
  gap: vars.space.medium,
  padding: vars.space.medium,
});

export const mobileSection = style({
  borderBottom: `1px solid ${vars.color.borderSoft}`,
  paddingBottom: vars.space.small,
});

/**
 * The popover of a header menu, under its trigger's end edge (react-aria
 * places it and sets its z-index inline: `vars.zIndex.headerMenu`). Portalled
 * out of the header, so it sets the theme's text settings itself.
 */
export const menuPopover = style({
  minWidth: 200,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderSoft}`,
  borderRadius: vars.radius.standard,
  boxShadow: vars.shadow.medium,
  fontFamily: vars.typography.fontFamily.body,
  fontSize: vars.typography.fontSize.standard,
  lineHeight: vars.typography.lineHeight.standard,
  outline: "none",
});

export const menuDialog = style({ outline: "none" });

export const menuSummary = style({
  display: "grid",
  gap: 2,
  minWidth: 240,
  padding: `${vars.space.small} ${vars.space.small} ${vars.space.xsmall}`,
  margin: `${vars.space.xxsmall} ${vars.space.xxsmall} 0`,
  borderBottom: `1px solid ${vars.color.borderSoft}`,
});

export const menuSummaryTitle = style({
  fontWeight: vars.typography.fontWeight.strong,
  color: vars.color.text,
});

export const menuSummaryLine = style({
  fontSize: vars.typography.fontSize.small,
  lineHeight: vars.typography.lineHeight.small,
  color: vars.color.textSoft,
  // An e-mail address is one word: it breaks rather than widening the menu past a phone.
  overflowWrap: "anywhere",
});

export const menuList = style({
  margin: 0,
  padding: vars.space.xxsmall,
  listStyle: "none",
});

export const menuItem = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xsmall,
  minHeight: 40,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  textDecoration: "none",
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&:hover, &:focus": { backgroundColor: vars.color.neutralSoft },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});

/** A `method: "post"` item's form: no margin of its own, so it lines up with the links. */
export const menuForm = style({ margin: 0 });

/** A `method: "post"` item's button, looking like the menu's links. */
export const menuButton = style({
  width: "100%",
  border: "none",
  background: "none",
  font: "inherit",
  textAlign: "start",
});

export const teaserTitle = style({
  fontSize: vars.typography.fontSize.large,
  lineHeight: vars.typography.lineHeight.large,
  fontWeight: vars.typography.fontWeight.strong,
});

/** The signed-in user's initials on the user menu's button. */
export const initials = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 32,
  height: 32,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brandAccent,
  color: vars.color.onBrandAccent,
  fontSize: vars.typography.fontSize.xsmall,
  fontWeight: 700,
  letterSpacing: "0.02em",
});

/** A signed-out visitor's way into the customer portal, top right (wide screens). */
export const signIn = style({
  alignItems: "center",
  gap: vars.space.xsmall,
  minHeight: 44,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.standard,
  color: vars.color.text,
  textDecoration: "none",
  outline: "none",
  selectors: {
    "&:hover": { backgroundColor: vars.color.neutralSoft },
    "&:focus-visible": focusRing,
  },
});

/**
 * Below the wide breakpoint the desktop bar has no room for the words beside the navigation: the
 * entry is its icon, named by the same words (visually hidden), as in the menu panel.
 */
export const signInText = style({
  display: "grid",
  textAlign: "start",
  "@media": {
    [`screen and (max-width: ${breakpoints.wide - 0.02}px)`]: {
      position: "absolute",
      width: 1,
      height: 1,
      overflow: "hidden",
      clipPath: "inset(50%)",
      whiteSpace: "nowrap",
    },
  },
});

/** The mobile panel's entry always shows its words. */
export const mobileSignInText = style({ display: "grid", textAlign: "start" });

export const signInOverline = style({
  fontSize: vars.typography.fontSize.xsmall,
  lineHeight: vars.typography.lineHeight.small,
  color: vars.color.textSoft,
  whiteSpace: "nowrap",
});

export const signInLabel = style({
  fontSize: vars.typography.fontSize.small,
  lineHeight: vars.typography.lineHeight.small,
  fontWeight: vars.typography.fontWeight.strong,
  whiteSpace: "nowrap",
});

/** The same entry first in the menu panel (narrow screens), before the navigation. */
export const mobileSignIn = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.small,
  minHeight: 56,
  paddingInline: vars.space.small,
  border: `1px solid ${vars.color.borderSoft}`,
  borderRadius: vars.radius.standard,
  backgroundColor: vars.color.neutralSoft,
  color: vars.color.text,
  textDecoration: "none",
  outline: "none",
  selectors: {
    "&:hover": { borderColor: vars.color.brandAccent },
    "&:focus-visible": focusRing,
  },
});

export const mobileSignInArrow = style({ marginInlineStart: "auto", color: vars.color.textSoft });
