import { style } from "@vanilla-extract/css";
import { cardGrid, stretchedLink, tintCard } from "../../private/cardStyles.css";
import { heading, smallSoftText } from "../../private/textStyles";
import { vars } from "../../themes/vars.css";

export const section = style({ display: "grid", gap: vars.space.large });

export const list = style(cardGrid);

export const card = style({
  ...tintCard,
  alignItems: "center",
  gap: vars.space.medium,
  height: "100%",
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surface,
});

export const image = style({
  flexShrink: 0,
  width: 96,
  height: 72,
  objectFit: "contain",
  borderRadius: vars.radius.standard,
  backgroundColor: vars.color.surfaceSoft,
});

export const body = style({ display: "grid", gap: vars.space.xxsmall, minWidth: 0, flex: 1 });

export const name = style(heading("standard"));

export const link = style(stretchedLink);

export const count = style(smallSoftText);

export const chevron = style({ flexShrink: 0, color: vars.color.textSoft });
