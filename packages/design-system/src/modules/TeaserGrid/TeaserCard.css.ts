import { style } from "@vanilla-extract/css";
import { focusRing } from "../../private/a11y.css";
import { lift, liftCard, liftTransition, stretchedLink } from "../../private/cardStyles.css";
import { heading } from "../../private/textStyles";
import { vars } from "../../themes/vars.css";

export const card = style({
  ...liftCard,
  display: "flex",
  flexDirection: "column",
  ...liftTransition,
  selectors: {
    "&:hover": lift,
    "&:focus-within": focusRing,
  },
});

export const body = style({
  display: "grid",
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  alignContent: "start",
});

export const title = style(heading("large"));

/** The title link stretches over the whole card so the card is one click target. */
export const link = style(stretchedLink);

export const text = style({ margin: 0, color: vars.color.textSoft });

export const image = style({ width: "100%", aspectRatio: "16 / 9", objectFit: "cover" });
