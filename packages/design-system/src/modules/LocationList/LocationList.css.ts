import { style } from "@vanilla-extract/css";
import { cardGrid, plainList } from "../../private/cardStyles.css";
import { smallSoftText } from "../../private/textStyles";
import { vars } from "../../themes/vars.css";

export const root = style({ display: "grid", gap: vars.space.medium });

export const summary = style(smallSoftText);

export const list = style(cardGrid);

export const card = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.borderSoft}`,
  backgroundColor: vars.color.surface,
});

export const name = style({ margin: 0, overflowWrap: "anywhere" });

export const address = style({ display: "grid", fontStyle: "normal" });

export const country = style({ fontWeight: vars.typography.fontWeight.medium });

export const links = style({ display: "grid", gap: vars.space.xxsmall });

/** At least 24 px high: the target size of WCAG 2.2 (2.5.8). */
export const contactLink = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxsmall,
  minHeight: 24,
  overflowWrap: "anywhere",
});

export const services = style({
  ...plainList,
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xxsmall,
});

export const service = style({
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.neutralSoft,
  color: vars.color.text,
  fontSize: vars.typography.fontSize.small,
  lineHeight: vars.typography.lineHeight.small,
});

/** The entry point sits at the card's foot, whatever the address's length. */
export const action = style({ marginTop: "auto", paddingTop: vars.space.xsmall });
