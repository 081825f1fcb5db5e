import type { StyleRule } from "@vanilla-extract/css";
import { mediaQuery } from "../themes/baseTokens";
import { vars } from "../themes/vars.css";
import { focusRing } from "./a11y.css";

/*
 * Style objects, not classes: each component spreads them into its own
 * `style()`, so its class and the CSS it emits stay what they were.
 */

/** A list without bullets or indent. */
export const plainList = { margin: 0, padding: 0, listStyle: "none" } as const satisfies StyleRule;

/** A list of rows stacked with a small gap (news, downloads, the compare basket). */
export const stackList = {
  display: "grid",
  gap: vars.space.small,
  ...plainList,
} as const satisfies StyleRule;

/** The card grid: one column, two from tablet, three from desktop. */
export const cardGrid = {
  display: "grid",
  gap: vars.space.medium,
  gridTemplateColumns: "minmax(0, 1fr)",
  ...plainList,
  "@media": {
    [mediaQuery.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [mediaQuery.desktop]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
  },
} as const satisfies StyleRule;

/**
 * A bordered row whose stretched link makes it one click target: it tints on
 * hover and shows the focus ring while the link has focus.
 */
export const tintCard = {
  position: "relative",
  display: "flex",
  padding: vars.space.small,
  border: `1px solid ${vars.color.borderSoft}`,
  selectors: {
    "&:hover": { backgroundColor: vars.color.surfaceSoft },
    "&:focus-within": focusRing,
  },
} as const satisfies StyleRule;

/** The frame of a card that lifts on hover (product, teaser and capability cards). */
export const liftCard = {
  position: "relative",
  overflow: "hidden",
  height: "100%",
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.borderSoft}`,
  backgroundColor: vars.color.surface,
} as const satisfies StyleRule;

/** What a `liftCard` does on hover. */
export const lift = { boxShadow: vars.shadow.medium } as const satisfies StyleRule;

/** Eases the `lift` in and out. */
export const liftTransition = {
  transitionProperty: "box-shadow",
  transitionDuration: vars.motion.durationStandard,
} as const satisfies StyleRule;

/**
 * A title link whose `::after` covers the nearest positioned ancestor (the
 * card), so the whole card is one click target with one accessible name.
 */
export const stretchedLink = {
  color: vars.color.text,
  textDecoration: "none",
  outline: "none",
  selectors: {
    "&::after": { content: '""', position: "absolute", inset: 0 },
    "&:hover": { textDecoration: "underline" },
  },
} as const satisfies StyleRule;
