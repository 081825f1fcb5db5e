import { style } from "@vanilla-extract/css";
import { stackList, stretchedLink, tintCard } from "../../private/cardStyles.css";
import { heading, smallSoftText } from "../../private/textStyles";
import { vars } from "../../themes/vars.css";

export const root = style({ display: "grid", gap: vars.space.medium });

export const list = style(stackList);

export const item = style({
  ...tintCard,
  gap: vars.space.small,
  borderRadius: vars.radius.standard,
  backgroundColor: vars.color.surface,
});

export const unread = style({
  borderLeft: `4px solid ${vars.color.brandAccent}`,
});

export const thumb = style({
  flexShrink: 0,
  width: 96,
  height: 54,
  objectFit: "cover",
  borderRadius: vars.radius.small,
});

export const body = style({ display: "grid", gap: vars.space.xxsmall, minWidth: 0 });

export const meta = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xsmall,
  fontSize: vars.typography.fontSize.small,
  lineHeight: vars.typography.lineHeight.small,
  color: vars.color.textSoft,
});

export const badge = style({
  display: "inline-block",
  padding: `0 ${vars.space.xsmall}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brandAccent,
  color: vars.color.onBrandAccent,
  fontSize: vars.typography.fontSize.xsmall,
  lineHeight: vars.typography.lineHeight.xsmall,
  fontWeight: vars.typography.fontWeight.strong,
});

export const title = style(heading("standard"));

/** The title link covers the whole item, so the item is one click target. */
export const link = style(stretchedLink);

export const text = style(smallSoftText);
