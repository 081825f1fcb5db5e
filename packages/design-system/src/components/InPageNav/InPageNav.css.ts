import { globalStyle, style } from "@vanilla-extract/css";
import { focusRing } from "../../private/a11y.css";
import { scrollsSideways } from "../../private/scrollsSideways.css";
import { vars } from "../../themes/vars.css";

/** Stays at the top of the screen while the page scrolls under it. */
export const root = style({
  position: "sticky",
  top: 0,
  zIndex: vars.zIndex.raised,
  // As wide as the content column (a grid item with auto margins shrank to its links).
  width: "100%",
  maxWidth: vars.contentWidth.large,
  marginInline: "auto",
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.borderSoft}`,
});

/** A section reached from the bar starts below the bar, not under it. */
globalStyle(`html:has(${root})`, { scrollPaddingTop: "4rem" });

export const list = style({
  ...scrollsSideways,
  display: "flex",
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: "none",
  // Scrolls sideways on a phone without a scrollbar over the links.
  scrollbarWidth: "none",
});

export const link = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: 44,
  paddingInline: vars.space.small,
  borderBottom: "3px solid transparent",
  color: vars.color.text,
  fontWeight: vars.typography.fontWeight.medium,
  textDecoration: "none",
  whiteSpace: "nowrap",
  outline: "none",
  selectors: {
    "&:hover": { borderBottomColor: vars.color.brandAccent, color: vars.color.brandAccent },
    "&:focus-visible": focusRing,
  },
});

/** A section the bar leads to: its modules keep the page's rhythm between them. */
export const section = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  rowGap: vars.space.xlarge,
});
