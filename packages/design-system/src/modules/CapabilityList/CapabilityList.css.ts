import { style } from "@vanilla-extract/css";
import { focusRing } from "../../private/a11y.css";
import { lift, liftCard, plainList, stretchedLink } from "../../private/cardStyles.css";
import { heading } from "../../private/textStyles";
import { vars } from "../../themes/vars.css";

export const section = style({ display: "grid", gap: vars.space.large });

export const list = style({
  display: "grid",
  gap: vars.space.medium,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 220px), 1fr))",
  ...plainList,
});

export const card = style({
  ...liftCard,
  display: "grid",
  alignContent: "start",
  selectors: {
    "&:hover": lift,
    "&:focus-within": focusRing,
  },
});

export const image = style({
  width: "100%",
  aspectRatio: "3 / 2",
  objectFit: "cover",
  backgroundColor: vars.color.surfaceSoft,
});

export const name = style({ ...heading("standard"), padding: vars.space.medium });

export const link = style(stretchedLink);
