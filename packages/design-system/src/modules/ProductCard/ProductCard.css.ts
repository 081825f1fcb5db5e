import { style, styleVariants } from "@vanilla-extract/css";
import { focusRing } from "../../private/a11y.css";
import {
  cardGrid,
  lift,
  liftCard,
  liftTransition,
  stretchedLink,
} from "../../private/cardStyles.css";
import { heading, overline, smallSoftText } from "../../private/textStyles";
import { mediaQuery } from "../../themes/baseTokens";
import { vars } from "../../themes/vars.css";

export const card = style({
  ...liftCard,
  display: "flex",
  flexDirection: "column",
  ...liftTransition,
  selectors: {
    "&:hover": lift,
    "&:has(a:focus-visible)": focusRing,
  },
});

export const imageBox = style({
  padding: vars.space.small,
  backgroundColor: vars.color.surfaceSoft,
});

/** The image, or an empty placeholder of the same 4:3 box, so cards in a row line up. */
export const image = style({
  display: "block",
  width: "100%",
  height: "auto",
  aspectRatio: "4 / 3",
  objectFit: "contain",
});

export const body = style({
  display: "grid",
  gap: vars.space.xxsmall,
  alignContent: "start",
  flex: 1,
  padding: vars.space.medium,
});

export const brand = style({ margin: 0, ...overline });

export const name = style(heading("large"));

/** The name link covers the whole card; the compare toggle sits above it. */
export const link = style(stretchedLink);

export const text = style({ margin: 0, color: vars.color.textSoft });

/** Key specifications: label and value side by side, a hairline between rows. */
export const specifications = style({
  display: "grid",
  margin: `${vars.space.xsmall} 0 0`,
  fontSize: vars.typography.fontSize.small,
  lineHeight: vars.typography.lineHeight.small,
});

export const specification = style({
  display: "flex",
  justifyContent: "space-between",
  gap: vars.space.small,
  padding: `${vars.space.xxsmall} 0`,
  borderTop: `1px solid ${vars.color.borderSoft}`,
});

export const specificationLabel = style({ color: vars.color.textSoft });

/** A value and its unit stay on one line ("0.13–6 mm²"). */
export const specificationValue = style({
  margin: 0,
  fontWeight: vars.typography.fontWeight.medium,
  textAlign: "end",
  whiteSpace: "nowrap",
});

export const variants = style(smallSoftText);

export const actions = style({
  position: "relative",
  zIndex: vars.zIndex.raised,
  padding: `0 ${vars.space.medium} ${vars.space.medium}`,
});

export const toggle = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xsmall,
  minHeight: 44,
  padding: `0 ${vars.space.small}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.typography.fontWeight.medium,
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&:hover:enabled": { backgroundColor: vars.color.neutralSoft },
    "&:focus-visible": focusRing,
    "&[data-selected]": {
      backgroundColor: vars.color.brandAccentSoft,
      borderColor: vars.color.brandAccent,
      color: vars.color.text,
    },
    "&:disabled": { cursor: "not-allowed", opacity: 0.6 },
  },
});

export const grid = style(cardGrid);

export const section = style({ display: "grid", gap: vars.space.large });

export const columns = styleVariants({
  3: {},
  4: { "@media": { [mediaQuery.wide]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" } } },
});
